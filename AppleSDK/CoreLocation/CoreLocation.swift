// CoreLocation on Linux: locations, and a location manager whose fix is the preview's own —
// `WIDGETDECK_PREVIEW_LOCATION=latitude,longitude` (authorised, when in use) — or none (not
// determined) without it. There is no GPS, and geocoding needs Apple's servers: it fails.
@_exported import Foundation
@_exported import FoundationCompatibility

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationAccuracy = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A latitude and longitude (Apple's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A position at a moment (Apple's `CLLocation`).
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public var courseAccuracy: CLLocationDirectionAccuracy { -1 }
    public var speedAccuracy: CLLocationSpeedAccuracy { -1 }
    public var ellipsoidalAltitude: CLLocationDistance { altitude }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        timestamp = Date()
        course = -1
        speed = -1
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.timestamp = timestamp
        course = -1
        speed = -1
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.timestamp = timestamp
        self.course = course
        self.speed = speed
    }

    /// The great-circle distance to `location`, in metres (haversine on a sphere of 6,371 km).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_000.0
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dφ = φ2 - φ1
        let dλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return r * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String { "<\(coordinate.latitude),\(coordinate.longitude)>" }
}

/// Apple's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Apple's `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0, reducedAccuracy
}

/// Apple's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// A location error (Apple's `CLError`).
public struct CLError: Error, Hashable, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }

    /// Apple's `CLError.Code`.
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
            regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
            geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered,
            deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError
    }

    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network
}

/// A compass heading (Apple's `CLHeading`).
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection = 0
    public let trueHeading: CLLocationDirection = -1
    public let headingAccuracy: CLLocationDirection = -1
    public let timestamp = Date()
}

/// A region (Apple's `CLRegion`).
open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true
    init(identifier: String) { self.identifier = identifier }
}

/// Apple's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude).distance(
            from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// Apple's `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}

/// A place's description (Apple's `CLPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
    open var locality: String? { nil }
    open var subLocality: String? { nil }
    open var administrativeArea: String? { nil }
    open var subAdministrativeArea: String? { nil }
    open var postalCode: String? { nil }
    open var isoCountryCode: String? { nil }
    open var country: String? { nil }
    open var inlandWater: String? { nil }
    open var ocean: String? { nil }
    open var areasOfInterest: [String]? { nil }
    open var timeZone: TimeZone? { nil }
    open var region: CLRegion? { nil }
}

/// Addresses for places and back (Apple's `CLGeocoder`): Apple's servers answer it; here it fails
/// with a network error.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = ([CLPlacemark]?, Error?) -> Void

    open var isGeocoding: Bool { false }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, CLError(.network))
    }
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CompletionHandler
    ) {
        completionHandler(nil, CLError(.network))
    }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, CLError(.network))
    }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func cancelGeocode() {}
}

/// Told what the location manager found (Apple's `CLLocationManagerDelegate`).
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
}

/// The location manager (Apple's `CLLocationManager`): its fix is `WIDGETDECK_PREVIEW_LOCATION`'s.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDegrees = 1

    public override init() {}

    /// The preview's fixed location, if it has one.
    static var fixed: CLLocation? {
        guard let text = ProcessInfo.processInfo.environment["WIDGETDECK_PREVIEW_LOCATION"] else { return nil }
        let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2 else { return nil }
        return CLLocation(latitude: parts[0], longitude: parts[1])
    }

    open var location: CLLocation? { Self.fixed }
    open var heading: CLHeading? { nil }
    open var authorizationStatus: CLAuthorizationStatus { Self.fixed == nil ? .notDetermined : .authorizedWhenInUse }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open var isAuthorizedForWidgetUpdates: Bool { Self.fixed != nil }
    open var maximumRegionMonitoringDistance: CLLocationDistance { 400 }
    open var monitoredRegions: Set<CLRegion> { [] }

    open class func authorizationStatus() -> CLAuthorizationStatus { fixed == nil ? .notDetermined : .authorizedWhenInUse }
    open class func locationServicesEnabled() -> Bool { fixed != nil }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    open class func isRangingAvailable() -> Bool { false }

    open func requestWhenInUseAuthorization() { delegate?.locationManagerDidChangeAuthorization(self) }
    open func requestAlwaysAuthorization() { delegate?.locationManagerDidChangeAuthorization(self) }
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Tells the delegate the fixed location, or that there is none.
    open func requestLocation() {
        if let location = Self.fixed {
            delegate?.locationManager(self, didUpdateLocations: [location])
        } else {
            delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        }
    }

    open func startUpdatingLocation() {
        if let location = Self.fixed { delegate?.locationManager(self, didUpdateLocations: [location]) }
    }
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoring(for region: CLRegion) {}
    open func stopMonitoring(for region: CLRegion) {}
    open func requestState(for region: CLRegion) {}
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}
}

// MARK: Live updates (iOS 17)

/// One update of the device's location (Apple's `CLLocationUpdate`): the preview's fixed location
/// (`WIDGETDECK_PREVIEW_LOCATION`) when one is given, else none, with `locationUnavailable` set.
public struct CLLocationUpdate: Sendable {
    public let location: CLLocation?
    public var isStationary: Bool { false }
    public var stationary: Bool { false }
    public var authorizationDenied: Bool { false }
    public var authorizationDeniedGlobally: Bool { false }
    public var authorizationRequestInProgress: Bool { false }
    public var accuracyLimited: Bool { false }
    public var locationUnavailable: Bool { location == nil }
    public var insufficientlyInUse: Bool { false }
    public var serviceSessionRequired: Bool { false }

    public struct LiveConfiguration: Sendable {
        let id: Int
        public static let `default` = LiveConfiguration(id: 0)
        public static let automotiveNavigation = LiveConfiguration(id: 1)
        public static let otherNavigation = LiveConfiguration(id: 2)
        public static let fitness = LiveConfiguration(id: 3)
        public static let airborne = LiveConfiguration(id: 4)
    }

    /// The updates as they come: here one — the fixed location, or none — and then the end.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        public struct AsyncIterator: AsyncIteratorProtocol {
            var sent = false
            public mutating func next() async throws -> CLLocationUpdate? {
                guard !sent else { return nil }
                sent = true
                return CLLocationUpdate(location: CLLocationManager.fixed)
            }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}

/// A session of location use the app declares (Apple's `CLServiceSession`, iOS 18): kept.
public final class CLServiceSession: @unchecked Sendable {
    public enum AuthorizationRequirement: Sendable { case none, whenInUse, always }
    public init(authorization: AuthorizationRequirement) {}
    public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {}
    public func invalidate() {}
}
