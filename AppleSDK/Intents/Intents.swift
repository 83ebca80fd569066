// The Intents framework on Linux, as much as a SiriKit-configured widget names: the classes
// Xcode's generated intent code (from an `.intentdefinition`, which `widgetdeck preview`
// generates as Xcode does) subclasses — `INIntent`, `INObject`, `INIntentResponse`, the
// resolution results — and the collections a handler offers options in.
@_exported import Foundation
@_exported import FoundationCompatibility

/// A SiriKit intent (Apple's `INIntent`).
open class INIntent: NSObject, @unchecked Sendable {
    public required override init() {}

    /// The intent's name as Siri shows it.
    open var intentDescription: String? { nil }
    open var suggestedInvocationPhrase: String?
    open var identifier: String?

    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) {}
    open func image(forParameterNamed parameterName: String) -> INImage? { nil }
}

/// An object of a SiriKit intent's parameter (Apple's `INObject`).
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    public let subtitleString: String?
    public let displayImage: INImage?
    public var alternativeSpeakableMatches: [INSpeakableString]?

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        subtitleString = nil
        displayImage = nil
    }

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        pronunciationHint = nil
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return identifier == other.identifier && displayString == other.displayString
    }

    open override var hash: Int { (identifier ?? displayString).hashValue }

    open override var description: String { displayString }
}

/// A string Siri can speak (Apple's `INSpeakableString`).
open class INSpeakableString: NSObject, @unchecked Sendable {
    public let spokenPhrase: String
    public let vocabularyIdentifier: String?
    public let pronunciationHint: String?

    public init(spokenPhrase: String) {
        self.spokenPhrase = spokenPhrase
        vocabularyIdentifier = nil
        pronunciationHint = nil
    }

    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.spokenPhrase = spokenPhrase
        self.vocabularyIdentifier = vocabularyIdentifier
        self.pronunciationHint = pronunciationHint
    }
}

/// An image an intent shows (Apple's `INImage`).
open class INImage: NSObject, @unchecked Sendable {
    package let name: String?
    package let data: Data?

    public init(named name: String) {
        self.name = name
        data = nil
    }

    public init(imageData: Data) {
        name = nil
        data = imageData
    }

    public init(url: URL) {
        name = url.lastPathComponent
        data = nil
    }

    public static func systemImageNamed(_ systemImageName: String) -> INImage { INImage(named: systemImageName) }
}

/// A file an intent takes (Apple's `INFile`).
open class INFile: NSObject, @unchecked Sendable {
    public let data: Data
    public let filename: String
    public let fileURL: URL?
    public let typeIdentifier: String?

    public init(data: Data, filename: String, typeIdentifier: String?) {
        self.data = data
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        fileURL = nil
    }

    public init(fileURL: URL, filename: String?, typeIdentifier: String?) {
        data = (try? Data(contentsOf: fileURL)) ?? Data()
        self.filename = filename ?? fileURL.lastPathComponent
        self.fileURL = fileURL
        self.typeIdentifier = typeIdentifier
    }
}

/// A person (Apple's `INPerson`).
open class INPerson: NSObject, @unchecked Sendable {
    public let displayName: String
    public let nameComponents: PersonNameComponents?
    public let image: INImage?

    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.displayName = displayName ?? personHandle.value ?? ""
        self.nameComponents = nameComponents
        self.image = image
    }
}

/// How to reach a person (Apple's `INPersonHandle`).
open class INPersonHandle: NSObject, @unchecked Sendable {
    public let value: String?
    public init(value: String?, type: INPersonHandleType) { self.value = value }
}

/// Apple's `INPersonHandleType`.
public enum INPersonHandleType: Int, Sendable {
    case unknown = 0, emailAddress, phoneNumber
}

/// An amount of money (Apple's `INCurrencyAmount`).
open class INCurrencyAmount: NSObject, @unchecked Sendable {
    public let amount: NSDecimalNumber?
    public let currencyCode: String?

    public init(amount: NSDecimalNumber, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

/// An intent's answer (Apple's `INIntentResponse`); generated responses subclass it.
open class INIntentResponse: NSObject, @unchecked Sendable {
    open var userActivity: NSUserActivity?
    public required override init() {}
}

/// Why an intent failed (Apple's `INIntentError`).
public struct INIntentError: Error, Hashable, Sendable {
    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// Apple's `INIntentError.Code`.
    public enum Code: Int, Sendable {
        case interactionOperationNotSupported = 1900
        case donatingInteraction = 1901
        case deletingAllInteractions = 1902
        case deletingInteractionWithIdentifiers = 1903
        case deletingInteractionWithGroupIdentifier = 1904
        case intentSupportedByMultipleExtension = 2001
        case restrictedIntentsNotSupportedByExtension = 2002
        case noHandlerProvidingExtension = 2003
        case invalidIntentName = 2004
        case noAppAvailable = 2005
        case requestTimedOut = 3001
        case missingInformation = 3002
        case invalidUserVocabularyFileLocation = 4000
        case extensionLaunchingTimeout = 5000
        case extensionBringUpFailed = 5001
        case imageGeneric = 6000
    }

    /// A provider that offered no options and no error (widgetdeck's, for the intent code it
    /// generates; not Apple's).
    public static let _widgetdeckNoOptions = INIntentError(.missingInformation)
}

/// Options a handler offers for a parameter (Apple's `INObjectCollection`).
open class INObjectCollection<ObjectType>: NSObject, @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    public var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) { self.sections = sections }
    public init(items: [ObjectType]) { sections = [INObjectSection(title: nil, items: items)] }

    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

/// A titled group of options (Apple's `INObjectSection`).
open class INObjectSection<ObjectType>: NSObject, @unchecked Sendable {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

/// The outcome of resolving a parameter (Apple's `INIntentResolutionResult`).
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    public required override init() {}

    open class func needsValue() -> Self { Self.init() }
    open class func notRequired() -> Self { Self.init() }
    open class func unsupported() -> Self { Self.init() }
}

/// A resolved enumeration value (Apple's `INEnumResolutionResult`); generated enums' results subclass it.
open class INEnumResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public let value: Int?

    public required init() { value = nil }
    public required init(value: Int?) { self.value = value }

    open class func success(with resolvedValue: Int) -> Self { Self.init(value: resolvedValue) }
    open class func confirmationRequired(with valueToConfirm: Int) -> Self { Self.init(value: valueToConfirm) }
}

/// A resolved custom object (Apple's `INObjectResolutionResult`); generated types' results subclass it.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public let object: INObject?

    public required init() { object = nil }
    public required init(object: INObject?) { self.object = object }

    open class func success(with resolvedObject: INObject) -> Self { Self.init(object: resolvedObject) }
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { Self.init(object: objectsToDisambiguate.first) }
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { Self.init(object: objectToConfirm) }
}

/// A resolved string (Apple's `INStringResolutionResult`).
open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedString: String) -> Self { Self.init() }
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { Self.init() }
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { Self.init() }
}

/// A resolved integer (Apple's `INIntegerResolutionResult`).
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Int) -> Self { Self.init() }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self.init() }
}

/// A resolved Boolean (Apple's `INBooleanResolutionResult`).
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Bool) -> Self { Self.init() }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self.init() }
}

/// A resolved decimal number (Apple's `INDoubleResolutionResult`).
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Double) -> Self { Self.init() }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { Self.init() }
}

/// A resolved date (Apple's `INDateComponentsResolutionResult`).
open class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedDateComponents: DateComponents) -> Self { Self.init() }
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self { Self.init() }
}

/// Hands an intent to its handler (Apple's `INExtension`): an Intents extension's principal class.
open class INExtension: NSObject, @unchecked Sendable {
    public override init() {}
    open func handler(for intent: INIntent) -> Any { self }
}

/// Apple's `INInteraction`: an intent donated to the system (nothing is donated here).
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    public var identifier: String?
    public var groupIdentifier: String?

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
    }

    open func donate(completion: ((Error?) -> Void)? = nil) { completion?(nil) }
    open func donate() async throws {}
    open class func delete(with identifiers: [String], completion: ((Error?) -> Void)? = nil) { completion?(nil) }
    open class func deleteAll(completion: ((Error?) -> Void)? = nil) { completion?(nil) }
}

/// What a Siri shortcut runs (Apple's `INShortcut`): an intent or a user activity.
public enum INShortcut: @unchecked Sendable {
    case intent(INIntent)
    case userActivity(NSUserActivity)

    public init?(intent: INIntent) { self = .intent(intent) }
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}

/// A shortcut the person added to Siri with a phrase (Apple's `INVoiceShortcut`).
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    public let identifier: UUID
    public let invocationPhrase: String
    public let shortcut: INShortcut

    init(identifier: UUID = UUID(), invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
    }
}

/// The person's Siri shortcuts (Apple's `INVoiceShortcutCenter`): none here — no Siri.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    public static let shared = INVoiceShortcutCenter()

    open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping (INVoiceShortcut?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}

/// A parameter of an intent (Apple's `INParameter`).
open class INParameter: NSObject, @unchecked Sendable {
    public let parameterClass: AnyClass
    public let parameterKeyPath: String

    public init(for aClass: AnyClass, keyPath: String) {
        parameterClass = aClass
        parameterKeyPath = keyPath
    }
}
