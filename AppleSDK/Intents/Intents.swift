// The Intents framework on Linux, as much as a SiriKit-configured widget names: `INIntent`.
// Xcode generates a widget's intent classes from its `.intentdefinition` file; those
// generated files are not in the sources, so such a widget needs them stubbed.
@_exported import Foundation

/// A SiriKit intent (Apple's `INIntent`).
open class INIntent: NSObject, @unchecked Sendable {
    public required override init() {}
}

/// An object of a SiriKit intent's parameter (Apple's `INObject`).
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
    }
}
