// Apple's CoreSpotlight on Linux: the items an app offers to search, and the index it offers them
// to. There is no system search here, so each index is kept for the run by the process itself —
// items indexed, replaced and deleted, the client state of the last batch, and queries
// (`CSSearchQuery`) answered from it — as a phone's index answers the app that filled it.
@_exported import Foundation
import FoundationCompatibility
@_exported import UniformTypeIdentifiers

public let CSSearchableItemActionType = "com.apple.corespotlightitem"
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
public let CSSearchQueryString = "kCSSearchQueryString"
public let CSActionIdentifier = "kCSActionIdentifier"
public let CSIndexErrorDomain = "CSIndexErrorDomain"
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// What an item is, for search (Apple's `CSSearchableItemAttributeSet`).
open class CSSearchableItemAttributeSet: NSObject, NSCopying, @unchecked Sendable {
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }
    public init(itemContentType: String) {
        self.contentType = itemContentType
        super.init()
    }
    public override init() { super.init() }

    private var custom: [String: Any] = [:]
    open func setValue(_ value: Any?, forCustomKey key: CSCustomAttributeKey) { custom[key.keyName] = value }
    open func value(forCustomKey key: CSCustomAttributeKey) -> Any? { custom[key.keyName] }

    open var displayName: String?
    open var alternateNames: [String]?
    open var path: String?
    open var contentURL: URL?
    open var thumbnailURL: URL?
    open var darkThumbnailURL: URL?
    open var thumbnailData: Data?
    open var relatedUniqueIdentifier: String?
    open var weakRelatedUniqueIdentifier: String?
    open var metadataModificationDate: Date?
    open var contentType: String?
    open var contentTypeTree: [String]?
    open var keywords: [String]?
    open var title: String?
    open var version: String?
    open var userCreated: NSNumber?
    open var userOwned: NSNumber?
    open var userCurated: NSNumber?
    open var rankingHint: NSNumber?
    open var domainIdentifier: String?
    open var contentDescription: String?
    open var identifier: String?
    open var subject: String?
    open var kind: String?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var addedDate: Date?
    open var lastUsedDate: Date?
    open var downloadedDate: Date?
    open var duration: NSNumber?
    open var url: URL?
    open var rating: NSNumber?
    open var comment: String?
    open var dueDate: Date?
    open var completionDate: Date?
    open var startDate: Date?
    open var endDate: Date?
    open var importantDates: [Date]?
    open var allDay: NSNumber?
    open var textContent: String?
    open var htmlContentData: Data?
    open var containerTitle: String?
    open var containerDisplayName: String?
    open var containerIdentifier: String?
    open var containerOrder: NSNumber?
    open var actionIdentifiers: [String] = []
    open var isPriority: NSNumber?
    open var textContentSummary: String?
    open var transcribedTextContent: String?
    open var authorNames: [String]?
    open var emailAddresses: [String]?
    open var phoneNumbers: [String]?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var namedLocation: String?
    open var supportsNavigation: NSNumber?
    open var supportsPhoneCall: NSNumber?

    /// A copy with every attribute (an index keeps what was indexed, whatever the app changes after).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItemAttributeSet()
        func each<Value>(_ paths: [ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value>]) {
            for path in paths { copy[keyPath: path] = self[keyPath: path] }
        }
        each(Self.textAttributes.map(\.1))
        each([\.alternateNames, \.contentTypeTree, \.keywords, \.authorNames, \.emailAddresses, \.phoneNumbers])
        each([\.contentURL, \.thumbnailURL, \.darkThumbnailURL, \.url])
        each([
            \.metadataModificationDate, \.contentCreationDate, \.contentModificationDate, \.addedDate, \.lastUsedDate,
            \.downloadedDate, \.dueDate, \.completionDate, \.startDate, \.endDate,
        ])
        each([
            \.userCreated, \.userOwned, \.userCurated, \.rankingHint, \.duration, \.rating, \.allDay, \.containerOrder,
            \.isPriority, \.latitude, \.longitude, \.supportsNavigation, \.supportsPhoneCall,
        ])
        each([\.contentType, \.weakRelatedUniqueIdentifier, \.textContentSummary, \.transcribedTextContent])
        copy.thumbnailData = thumbnailData
        copy.htmlContentData = htmlContentData
        copy.importantDates = importantDates
        copy.actionIdentifiers = actionIdentifiers
        copy.custom = custom
        return copy
    }

    /// The text attributes a query can name, by Spotlight's attribute names.
    nonisolated(unsafe) static let textAttributes: [(String, ReferenceWritableKeyPath<CSSearchableItemAttributeSet, String?>)] = [
        ("title", \.title), ("displayName", \.displayName), ("contentDescription", \.contentDescription),
        ("textContent", \.textContent), ("identifier", \.identifier), ("subject", \.subject), ("kind", \.kind),
        ("path", \.path), ("version", \.version), ("comment", \.comment), ("namedLocation", \.namedLocation),
        ("relatedUniqueIdentifier", \.relatedUniqueIdentifier), ("domainIdentifier", \.domainIdentifier),
        ("containerTitle", \.containerTitle), ("containerDisplayName", \.containerDisplayName),
        ("containerIdentifier", \.containerIdentifier),
    ]

    /// The values of attribute `name` (Spotlight's names, and the `kMDItem…` ones a query may use).
    func values(of name: String) -> [String] {
        let plain = name.hasPrefix("kMDItem") ? String(name.dropFirst(7)).prefix(1).lowercased() + name.dropFirst(8) : name
        if plain == "keywords" { return keywords ?? [] }
        if plain == "alternateNames" { return alternateNames ?? [] }
        if plain == "contentType" { return contentType.map { [$0] } ?? [] }
        if plain == "authorNames" { return authorNames ?? [] }
        if let path = Self.textAttributes.first(where: { $0.0 == plain })?.1 { return self[keyPath: path].map { [$0] } ?? [] }
        if let value = custom[plain] { return ["\(value)"] }
        return []
    }
}

/// A custom attribute's name and traits (Apple's `CSCustomAttributeKey`).
open class CSCustomAttributeKey: NSObject, @unchecked Sendable {
    public let keyName: String
    public let isSearchable: Bool
    public let isSearchableByDefault: Bool
    public let isUnique: Bool
    public let isMultiValued: Bool

    public convenience init?(keyName: String) {
        self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
    }
    /// A key's name is letters, digits and `_`, not starting with `com.apple` or `kMD` (as Apple checks).
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
        guard !keyName.isEmpty, !keyName.hasPrefix("com.apple"), !keyName.hasPrefix("kMD"),
            keyName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
        else { return nil }
        self.keyName = keyName
        self.isSearchable = searchable
        self.isSearchableByDefault = searchableByDefault
        self.isUnique = unique
        self.isMultiValued = multiValued
    }
}

/// An item offered to search (Apple's `CSSearchableItem`).
open class CSSearchableItem: NSObject, NSCopying, @unchecked Sendable {
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    private var expiration: Date?
    /// A month from now unless set, as Apple's default; nil resets it.
    open var expirationDate: Date! {
        get { expiration ?? Date(timeIntervalSinceNow: 30 * 24 * 3600) }
        set { expiration = newValue }
    }
    open var attributeSet: CSSearchableItemAttributeSet
    open var isUpdate = false

    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }

    open func compare(byRank other: CSSearchableItem) -> ComparisonResult {
        let (mine, theirs) = (attributeSet.rankingHint?.intValue ?? 0, other.attributeSet.rankingHint?.intValue ?? 0)
        return mine == theirs ? .orderedSame : mine > theirs ? .orderedAscending : .orderedDescending
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItem(
            uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
            attributeSet: attributeSet.copy() as! CSSearchableItemAttributeSet)
        copy.expiration = expiration
        copy.isUpdate = isUpdate
        return copy
    }
}

/// A person an item names (Apple's `CSPerson`).
open class CSPerson: NSObject, @unchecked Sendable {
    open var displayName: String?
    open var handles: [String]
    open var handleIdentifier: String
    open var contactIdentifier: String?
    public init(displayName: String?, handles: [String], handleIdentifier: String) {
        self.displayName = displayName
        self.handles = handles
        self.handleIdentifier = handleIdentifier
    }
}

private final class AttributeSets: @unchecked Sendable {
    static let shared = AttributeSets()
    let lock = NSLock()
    var sets: [ObjectIdentifier: (owner: Weak, set: CSSearchableItemAttributeSet)] = [:]
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}

extension NSUserActivity {
    /// The search attributes of the activity (Apple's `contentAttributeSet`, from CoreSpotlight).
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get {
            let table = AttributeSets.shared
            table.lock.lock()
            defer { table.lock.unlock() }
            guard let entry = table.sets[ObjectIdentifier(self)], entry.owner.object === self else { return nil }
            return entry.set
        }
        set {
            let table = AttributeSets.shared
            table.lock.lock()
            defer { table.lock.unlock() }
            table.sets = table.sets.filter { $0.value.owner.object != nil }
            table.sets[ObjectIdentifier(self)] = newValue.map { (AttributeSets.Weak(self), $0) }
        }
    }
}
