// SwiftUI's `Map` (iOS 14's region map and iOS 17's camera-positioned map with its content):
// no map tiles are drawn here, so a map is a faint ░ block of its size with a note, its markers
// and annotations left out; its style and controls change nothing further.
import SwiftUI
package import WidgetDrawing

public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public enum MapUserTrackingMode: Sendable { case none, follow }

/// Where a map looks (Apple's `MapCamera`).
public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        (self.centerCoordinate, self.distance, self.heading, self.pitch) = (centerCoordinate, distance, heading, pitch)
    }
}

/// How a map's camera is placed (Apple's `MapCameraPosition`).
public struct MapCameraPosition: Sendable {
    public let region: MKCoordinateRegion?
    public let camera: MapCamera?
    public let item: MKMapItem?
    public let rect: MKMapRect?
    public let followsUserLocation: Bool
    public let positionedByUser = false
    init(region: MKCoordinateRegion? = nil, camera: MapCamera? = nil, item: MKMapItem? = nil, rect: MKMapRect? = nil, user: Bool = false) {
        (self.region, self.camera, self.item, self.rect, followsUserLocation) = (region, camera, item, rect, user)
    }
    public static let automatic = MapCameraPosition()
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(camera: camera) }
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(item: mapItem)
    }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(rect: rect) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { MapCameraPosition(user: true) }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(user: true)
    }
}

// MARK: Map content

/// What a map shows over its tiles (Apple's `MapContent`): markers, annotations, overlays.
@MainActor @preconcurrency
public protocol MapContent {}

@resultBuilder @MainActor
public enum MapContentBuilder {
    public static func buildBlock() -> _EmptyMapContent { _EmptyMapContent() }
    public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> _TupleMapContent { _TupleMapContent() }
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    public static func buildIf<C: MapContent>(_ content: C?) -> _TupleMapContent { _TupleMapContent() }
    public static func buildEither<C: MapContent>(first: C) -> _TupleMapContent { _TupleMapContent() }
    public static func buildEither<C: MapContent>(second: C) -> _TupleMapContent { _TupleMapContent() }
    public static func buildArray<C: MapContent>(_ content: [C]) -> _TupleMapContent { _TupleMapContent() }
}
public struct _EmptyMapContent: MapContent { public nonisolated init() {} }
public struct _TupleMapContent: MapContent { nonisolated init() {} }

public struct Marker: MapContent {
    let coordinate: CLLocationCoordinate2D?
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(item: MKMapItem) { coordinate = item.placemark.coordinate }
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public func tint(_ tint: Color?) -> Marker { _sameInCells(self, "a map is its block of cells: its content is not drawn") }
    public func tint<S: ShapeStyle>(_ tint: S) -> Marker { _sameInCells(self, "a map is its block of cells: its content is not drawn") }
    public func tag<V: Hashable>(_ tag: V) -> Marker { _sameInCells(self, "a map is its block of cells: its content is not drawn") }
}

public struct Annotation<Label: View, Content: View>: MapContent {
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {}
}
extension Annotation where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {}
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {}
}

public struct UserAnnotation: MapContent {
    public init(anchor: UnitPoint = .center) {}
}
public struct MapPolyline: MapContent {
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline {
        _sameInCells(self, "a map is its block of cells: its content is not drawn")
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolyline {
        _sameInCells(self, "a map is its block of cells: its content is not drawn")
    }
    public enum ContourStyle: Sendable { case straight, geodesic }
}
public struct MapCircle: MapContent {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle {
        _sameInCells(self, "a map is its block of cells: its content is not drawn")
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapCircle {
        _sameInCells(self, "a map is its block of cells: its content is not drawn")
    }
}

/// iOS 14's annotations of a region map.
public struct MapMarker: MapContent {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapPin: MapContent {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapAnnotation<Content: View>: MapContent {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {}
}

// MARK: The map

public struct Map<Content: View>: View {
    public typealias Body = Never
    let what: String
    init(_ what: String) { self.what = what }
}

extension Map where Content == EmptyView {
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) { self.init("a map of a region") }
    public init<Items: RandomAccessCollection, Annotation: MapContent>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable { self.init("a map of a region with its annotations") }
    public init(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> some MapContent = { _EmptyMapContent() }
    ) { self.init("a map") }
    public init(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> some MapContent = { _EmptyMapContent() }
    ) { self.init("a map") }
    public init<SelectionValue: Hashable>(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
        @MapContentBuilder content: () -> some MapContent
    ) { self.init("a map") }
    public init<SelectionValue: Hashable>(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
        @MapContentBuilder content: () -> some MapContent
    ) { self.init("a map") }
}

extension Map: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [
            ShapeNode(
                .rectangle, paint: .fill(.chartMuted, faint: true),
                approximation: "Map: \(what) needs Apple's map tiles, so it is a ░ block of its size (its markers left out)")
        ]
    }
}

// MARK: A map's style and controls

public struct MapStyle: Sendable {
    let name: String
    public static let standard = MapStyle(name: "standard")
    public static let imagery = MapStyle(name: "imagery")
    public static let hybrid = MapStyle(name: "hybrid")
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum StandardEmphasis: Sendable { case automatic, muted }
    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    )
        -> MapStyle
    { .hybrid }
}

public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

public struct MapUserLocationButton: View {
    public init() {}
    public var body: some View { EmptyView() }
}
public struct MapCompass: View {
    public init() {}
    public var body: some View { EmptyView() }
}
public struct MapScaleView: View {
    public init() {}
    public var body: some View { EmptyView() }
}
public struct MapPitchToggle: View {
    public init() {}
    public var body: some View { EmptyView() }
}

extension View {
    public nonisolated func mapStyle(_ mapStyle: MapStyle) -> some View { _sameInCells(self, "a map is its block of cells, styled or not") }
    public nonisolated func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _sameInCells(self, "a map is its block of cells, with or without controls")
    }
    public nonisolated func mapControlVisibility(_ visibility: Visibility) -> some View {
        _sameInCells(self, "a map is its block of cells, with or without controls")
    }
    public nonisolated func onMapCameraChange(perform action: @escaping () -> Void) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
}
