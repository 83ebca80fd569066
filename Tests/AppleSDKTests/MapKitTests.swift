import Foundation
import MapKit
import SwiftUI
import Testing

@MainActor
@Suite("MapKit: map geometry as Apple computes it; searches and snapshots fail as with no network; a Map is a block of its size, noted")
struct MapKitTests {
    let berlin = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)

    @Test("Map points project and unproject; a region in metres has the spans of those metres")
    func geometry() {
        let point = MKMapPoint(berlin)
        #expect(abs(point.coordinate.latitude - berlin.latitude) < 1e-9 && abs(point.coordinate.longitude - berlin.longitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)) == MKMapPoint(x: 134_217_728, y: 134_217_728))
        let region = MKCoordinateRegion(center: berlin, latitudinalMeters: 1113.2, longitudinalMeters: 1113.2)
        #expect(abs(region.span.latitudeDelta - 0.01) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 0.01 / cos(52.52 * .pi / 180)) < 1e-9)
        let east = MKMapPoint(CLLocationCoordinate2D(latitude: 52.52, longitude: 13.505))
        #expect(abs(point.distance(to: east) - 6_770) < 30, "\(point.distance(to: east))")
        let rect = MKMapRect(x: 0, y: 0, width: 10, height: 10).union(MKMapRect(x: 20, y: 5, width: 5, height: 10))
        #expect(rect == MKMapRect(x: 0, y: 0, width: 25, height: 15) && MKMapRect.null.union(rect) == rect)
    }

    @Test("A local search answers the servers' failure; a map item of a placemark keeps its coordinate and address")
    func search() async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        do {
            _ = try await MKLocalSearch(request: request).start()
            Issue.record("a search succeeded with no map servers")
        } catch {
            #expect((error as? MKError)?.code == .serverFailure)
        }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: berlin, addressDictionary: ["City": "Berlin"]))
        #expect(item.placemark.locality == "Berlin" && item.placemark.coordinate.latitude == 52.52 && !item.openInMaps())
    }

    @Test("A Map is a faint block of its frame, noted; its content and style change nothing else")
    func map() {
        @State var position = MapCameraPosition.region(MKCoordinateRegion(center: berlin, latitudinalMeters: 500, longitudinalMeters: 500))
        let map = Map(position: $position) {
            Marker("Office", coordinate: berlin)
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .frame(width: 34, height: 34)
        let drawn = ViewRenderer.drawn(map, columns: 4, rows: 2)
        #expect(drawn.text == "░░░░\n░░░░\n", "\(drawn.text)")
        #expect(
            drawn.notes == ["Map: a map needs Apple's map tiles, so it is a ░ block of its size (its markers left out)"], "\(drawn.notes)")
    }
}

@Suite("Core Location's live updates: the preview's fixed location, or none, once")
struct LiveLocationTests {
    @Test("Without WIDGETDECK_PREVIEW_LOCATION one update comes with no location and locationUnavailable, then the end")
    func liveUpdates() async throws {
        var updates: [CLLocationUpdate] = []
        for try await update in CLLocationUpdate.liveUpdates(.fitness) { updates.append(update) }
        #expect(updates.count == 1)
        if ProcessInfo.processInfo.environment["WIDGETDECK_PREVIEW_LOCATION"] == nil {
            #expect(updates.first?.location == nil && updates.first?.locationUnavailable == true)
        }
    }
}
