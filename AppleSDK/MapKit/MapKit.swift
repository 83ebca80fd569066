// MapKit on Linux: the geometry of maps (regions, spans, map points and rects), places and map
// items, and the services Apple's map servers answer — local search, its completer, snapshots —
// which fail here as with no network (`MKError.serverFailure`), said on standard error once.
// SwiftUI's `Map` (MapMap.swift) is a block of its size: no map tiles are drawn here.
@_exported import CoreLocation
@_exported import Foundation
import FoundationCompatibility
@_exported import UIKit

public let MKErrorDomain = "MKErrorDomain"

public struct MKError: Error, Hashable, CustomNSError, Sendable {
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public static var serverFailure: Code { .serverFailure }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var loadingThrottled: Code { .loadingThrottled }
}

/// The error a map service answers here, said once.
func mapServiceUnavailable(_ what: String) -> MKError {
    sayOnceOnStandardError("MapKit: map services need Apple's servers; here they fail (MKError.serverFailure), first: \(what)")
    return MKError(.serverFailure)
}

// MARK: Geometry

public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(0.000_001, cos(center.latitude * .pi / 180))
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale))
        )
    }
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: northWest.latitude - southEast.latitude, longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
public func MKCoordinateRegionMakeWithDistance(
    _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance, _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A point on the Web Mercator projection of the world, 2²⁸ units wide (Apple's `MKMapPoint`).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    static let worldSize = 268_435_456.0
    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    public init(_ coordinate: CLLocationCoordinate2D) {
        x = (coordinate.longitude + 180) / 360 * Self.worldSize
        let latitude = min(85.051_128_78, max(-85.051_128_78, coordinate.latitude)) * .pi / 180
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * Self.worldSize
    }
    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / Self.worldSize * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / Self.worldSize))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
    /// The metres between two points, on the ground.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    public static let world = MKMapSize(width: MKMapPoint.worldSize, height: MKMapPoint.worldSize)
}

public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public func contains(_ point: MKMapPoint) -> Bool { point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX)
        let y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

// MARK: Places

/// A place on the map (Apple's `MKPlacemark`): a coordinate with an address.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    let address: [String: Any]
    public init(coordinate: CLLocationCoordinate2D) { (self.coordinate, address) = (coordinate, [:]) }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        (self.coordinate, address) = (coordinate, addressDictionary ?? [:])
    }
    public convenience init(placemark: CLPlacemark) {
        self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D())
    }
    open override var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
    open override var name: String? { address["Name"] as? String }
    open override var thoroughfare: String? { address["Street"] as? String }
    open override var locality: String? { address["City"] as? String }
    open override var administrativeArea: String? { address["State"] as? String }
    open override var postalCode: String? { address["ZIP"] as? String }
    open override var country: String? { address["Country"] as? String }
    open override var isoCountryCode: String? { address["CountryCode"] as? String }
    open var title: String? { name }
    open var subtitle: String? { nil }
    open var countryCode: String? { isoCountryCode }
}

public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = Self(rawValue: "MKPOICategoryAirport")
    public static let cafe = Self(rawValue: "MKPOICategoryCafe")
    public static let gasStation = Self(rawValue: "MKPOICategoryGasStation")
    public static let hospital = Self(rawValue: "MKPOICategoryHospital")
    public static let hotel = Self(rawValue: "MKPOICategoryHotel")
    public static let park = Self(rawValue: "MKPOICategoryPark")
    public static let parking = Self(rawValue: "MKPOICategoryParking")
    public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
    public static let store = Self(rawValue: "MKPOICategoryStore")
}

public struct MKPointOfInterestFilter: Sendable {
    let included: [MKPointOfInterestCategory]?
    let excluded: [MKPointOfInterestCategory]?
    public init(including categories: [MKPointOfInterestCategory]) { (included, excluded) = (categories, nil) }
    public init(excluding categories: [MKPointOfInterestCategory]) { (included, excluded) = (nil, categories) }
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        if let included { return included.contains(category) }
        return !(excluded ?? []).contains(category)
    }
}

/// A point of interest, or the user's place (Apple's `MKMapItem`).
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    public let isCurrentLocation: Bool
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    public init(placemark: MKPlacemark) { (self.placemark, isCurrentLocation) = (placemark, false) }
    init(current: Bool) { (placemark, isCurrentLocation) = (MKPlacemark(coordinate: CLLocationCoordinate2D()), current) }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(current: true) }
    /// Maps is not here: nothing opens.
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    open func openInMaps(launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"

// MARK: Search

open class MKLocalSearch: NSObject, @unchecked Sendable {
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() {}
        public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title }
        public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }
        public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.naturalLanguageQuery = naturalLanguageQuery
            self.region = region
        }
    }

    open class Response: NSObject, @unchecked Sendable {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    public typealias CompletionHandler = (Response?, (any Error)?) -> Void

    public let request: Request
    public init(request: Request) { self.request = request }
    open var isSearching: Bool { false }

    /// Apple's servers answer a search; here it fails as with no network.
    open func start(completionHandler: @escaping CompletionHandler) {
        let error = mapServiceUnavailable("a local search")
        nonisolated(unsafe) let completionHandler = completionHandler
        DispatchQueue.main.async { completionHandler(nil, error) }
    }
    open func start() async throws -> Response { throw mapServiceUnavailable("a local search") }
    open func cancel() {}
}

open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    open var title: String { "" }
    open var subtitle: String { "" }
    open var titleHighlightRanges: [NSValue] { [] }
    open var subtitleHighlightRanges: [NSValue] { [] }
}

public protocol MKLocalSearchCompleterDelegate: AnyObject {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}
extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests completions of a typed place (Apple's `MKLocalSearchCompleter`): each fragment set
/// is answered on the main queue with the servers' failure, and no results.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
    }
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    open var queryFragment = "" {
        didSet {
            guard !queryFragment.isEmpty else { return }
            let error = mapServiceUnavailable("a search completer")
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.delegate?.completer(self, didFailWithError: error)
            }
        }
    }
    open func cancel() {}
}

// MARK: Snapshots

public enum MKMapType: UInt, Sendable { case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

/// A picture of a map (Apple's `MKMapSnapshotter`): its tiles come from Apple's servers, so here
/// it fails as with no network.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    open class Options: NSObject, @unchecked Sendable {
        open var region = MKCoordinateRegion()
        open var mapRect = MKMapRect.world
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 3
        open var mapType: MKMapType = .standard
        open var showsBuildings = true
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var traitCollection = UITraitCollection()
        public override init() {}
    }
    open class Snapshot: NSObject, @unchecked Sendable {
        open var image: UIImage { UIImage() }
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }
    public typealias CompletionHandler = (Snapshot?, (any Error)?) -> Void

    public let options: Options
    public init(options: Options) { self.options = options }
    open var isLoading: Bool { false }
    open func start(completionHandler: @escaping CompletionHandler) {
        let error = mapServiceUnavailable("a map snapshot")
        nonisolated(unsafe) let completionHandler = completionHandler
        DispatchQueue.main.async { completionHandler(nil, error) }
    }
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        let error = mapServiceUnavailable("a map snapshot")
        nonisolated(unsafe) let completionHandler = completionHandler
        queue.async { completionHandler(nil, error) }
    }
    open func start() async throws -> Snapshot { throw mapServiceUnavailable("a map snapshot") }
    open func cancel() {}
}
