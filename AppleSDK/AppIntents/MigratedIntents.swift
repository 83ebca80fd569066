import CoreLocation
import FoundationCompatibility

/// An app intent that replaces a SiriKit custom intent of an intent definition file (Apple's
/// `CustomIntentMigratedAppIntent`): the class name of the intent it takes the place of, so
/// shortcuts and widgets configured with the old one keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// A place as an intent parameter (`@Parameter var location: CLPlacemark?`), as Apple's
/// AppIntents takes one.
extension CLPlacemark: _IntentValue {
    public typealias ValueType = CLPlacemark
    public typealias UnwrappedType = CLPlacemark
    // A subclass's parameter holds a placemark of that subclass: what it was given.
    public static func _wrap(_ unwrapped: CLPlacemark) -> Self { unwrapped as! Self }
}
