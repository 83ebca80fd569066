// Metadata items: the ones an app makes itself, kept and read back; keys and identifiers by
// Apple's names.
import Foundation

/// A metadata key (Apple's `AVMetadataKey`).
public struct AVMetadataKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    public static let commonKeyCreator = AVMetadataKey(rawValue: "creator")
    public static let commonKeySubject = AVMetadataKey(rawValue: "subject")
    public static let commonKeyDescription = AVMetadataKey(rawValue: "description")
    public static let commonKeyPublisher = AVMetadataKey(rawValue: "publisher")
    public static let commonKeyContributor = AVMetadataKey(rawValue: "contributor")
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
    public static let commonKeyLastModifiedDate = AVMetadataKey(rawValue: "lastModifiedDate")
    public static let commonKeyType = AVMetadataKey(rawValue: "type")
    public static let commonKeyFormat = AVMetadataKey(rawValue: "format")
    public static let commonKeyIdentifier = AVMetadataKey(rawValue: "identifier")
    public static let commonKeySource = AVMetadataKey(rawValue: "source")
    public static let commonKeyLanguage = AVMetadataKey(rawValue: "language")
    public static let commonKeyRelation = AVMetadataKey(rawValue: "relation")
    public static let commonKeyLocation = AVMetadataKey(rawValue: "location")
    public static let commonKeyCopyrights = AVMetadataKey(rawValue: "copyrights")
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    public static let commonKeyAuthor = AVMetadataKey(rawValue: "author")
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
    public static let commonKeyMake = AVMetadataKey(rawValue: "make")
    public static let commonKeyModel = AVMetadataKey(rawValue: "model")
    public static let commonKeySoftware = AVMetadataKey(rawValue: "software")
    public static let id3MetadataKeyAlbumTitle = AVMetadataKey(rawValue: "TALB")
    public static let id3MetadataKeyOriginalAlbumTitle = AVMetadataKey(rawValue: "TOAL")
    public static let id3MetadataKeyOriginalArtist = AVMetadataKey(rawValue: "TOPE")
    public static let id3MetadataKeyLeadPerformer = AVMetadataKey(rawValue: "TPE1")
    public static let id3MetadataKeyBand = AVMetadataKey(rawValue: "TPE2")
    public static let id3MetadataKeyTitleDescription = AVMetadataKey(rawValue: "TIT2")
    public static let id3MetadataKeyAttachedPicture = AVMetadataKey(rawValue: "APIC")
    public static let id3MetadataKeyComposer = AVMetadataKey(rawValue: "TCOM")
    public static let id3MetadataKeyYear = AVMetadataKey(rawValue: "TYER")
    public static let iTunesMetadataKeyAlbum = AVMetadataKey(rawValue: "\u{00A9}alb")
    public static let iTunesMetadataKeyArtist = AVMetadataKey(rawValue: "\u{00A9}ART")
    public static let iTunesMetadataKeyAlbumArtist = AVMetadataKey(rawValue: "aART")
    public static let iTunesMetadataKeySongName = AVMetadataKey(rawValue: "\u{00A9}nam")
    public static let iTunesMetadataKeyCoverArt = AVMetadataKey(rawValue: "covr")
    public static let iTunesMetadataKeyComposer = AVMetadataKey(rawValue: "\u{00A9}wrt")
    public static let iTunesMetadataKeyReleaseDate = AVMetadataKey(rawValue: "\u{00A9}day")
    public static let quickTimeMetadataKeyTitle = AVMetadataKey(rawValue: "com.apple.quicktime.title")
    public static let quickTimeMetadataKeyArtist = AVMetadataKey(rawValue: "com.apple.quicktime.artist")
    public static let quickTimeMetadataKeyAuthor = AVMetadataKey(rawValue: "com.apple.quicktime.author")
    public static let quickTimeMetadataKeyArtwork = AVMetadataKey(rawValue: "com.apple.quicktime.artwork")
    public static let metadata3GPUserDataKeyAuthor = AVMetadataKey(rawValue: "auth")
    public static let metadata3GPUserDataKeyTitle = AVMetadataKey(rawValue: "titl")
}

/// A metadata key space (Apple's `AVMetadataKeySpace`).
public struct AVMetadataKeySpace: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let common = AVMetadataKeySpace(rawValue: "comn")
    public static let quickTimeUserData = AVMetadataKeySpace(rawValue: "udta")
    public static let iTunes = AVMetadataKeySpace(rawValue: "itsk")
    public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
    public static let quickTimeMetadata = AVMetadataKeySpace(rawValue: "mdta")
    public static let hlsDateRange = AVMetadataKeySpace(rawValue: "lsdr")
    public static let icy = AVMetadataKeySpace(rawValue: "icy")
}

/// A metadata format (Apple's `AVMetadataFormat`).
public struct AVMetadataFormat: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let id3Metadata = AVMetadataFormat(rawValue: "org.id3")
    public static let iTunesMetadata = AVMetadataFormat(rawValue: "com.apple.itunes")
    public static let quickTimeMetadata = AVMetadataFormat(rawValue: "com.apple.quicktime.mdta")
    public static let quickTimeUserData = AVMetadataFormat(rawValue: "com.apple.quicktime.udta")
    public static let isoUserData = AVMetadataFormat(rawValue: "org.mp4ra")
}

/// A key space and key in one (Apple's `AVMetadataIdentifier`, `keySpace/key`).
public struct AVMetadataIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let commonIdentifierTitle = AVMetadataIdentifier(rawValue: "common/title")
    public static let commonIdentifierArtist = AVMetadataIdentifier(rawValue: "common/artist")
    public static let commonIdentifierAuthor = AVMetadataIdentifier(rawValue: "common/author")
    public static let commonIdentifierAlbumName = AVMetadataIdentifier(rawValue: "common/albumName")
    public static let commonIdentifierArtwork = AVMetadataIdentifier(rawValue: "common/artwork")
    public static let commonIdentifierCreator = AVMetadataIdentifier(rawValue: "common/creator")
    public static let commonIdentifierDescription = AVMetadataIdentifier(rawValue: "common/description")
    public static let commonIdentifierCreationDate = AVMetadataIdentifier(rawValue: "common/creationDate")
    public static let commonIdentifierPublisher = AVMetadataIdentifier(rawValue: "common/publisher")
    public static let commonIdentifierLanguage = AVMetadataIdentifier(rawValue: "common/language")
    public static let quickTimeMetadataTitle = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.title")
    public static let quickTimeMetadataArtwork = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.artwork")
    public static let iTunesMetadataCoverArt = AVMetadataIdentifier(rawValue: "itsk/covr")

    /// `keySpace/key`, as Apple forms it.
    public static func identifier(forKey key: Any, keySpace: AVMetadataKeySpace) -> AVMetadataIdentifier? {
        let name = (key as? AVMetadataKey)?.rawValue ?? (key as? String)
        return name.map { AVMetadataIdentifier(rawValue: "\(keySpace == .common ? "common" : keySpace.rawValue)/\($0)") }
    }
}

/// One metadata value (Apple's `AVMetadataItem`).
open class AVMetadataItem: NSObject, NSCopying, NSMutableCopying, AVAsynchronousKeyValueLoading, @unchecked Sendable {
    fileprivate(set) var storedIdentifier: AVMetadataIdentifier?
    fileprivate(set) var storedKeySpace: AVMetadataKeySpace?
    fileprivate(set) var storedKey: (any NSCopying & NSObjectProtocol)?
    fileprivate(set) var storedValue: (any NSCopying & NSObjectProtocol)?
    fileprivate(set) var storedDataType: String?
    fileprivate(set) var storedLocale: Locale?
    fileprivate(set) var storedTime: CMTime = .invalid
    fileprivate(set) var storedDuration: CMTime = .invalid
    fileprivate(set) var storedExtraAttributes: [AVMetadataExtraAttributeKey: Any]?

    public override init() { super.init() }

    open var identifier: AVMetadataIdentifier? { storedIdentifier }
    open var keySpace: AVMetadataKeySpace? { storedKeySpace }
    open var key: (any NSCopying & NSObjectProtocol)? { storedKey }
    open var dataType: String? { storedDataType }
    open var locale: Locale? { storedLocale }
    open var time: CMTime { storedTime }
    open var duration: CMTime { storedDuration }
    open var extraAttributes: [AVMetadataExtraAttributeKey: Any]? { storedExtraAttributes }
    open var startDate: Date? { nil }

    /// The common key the item's key maps to (its key, when it is in the common key space).
    open var commonKey: AVMetadataKey? {
        if storedKeySpace == .common, let key = storedKey as? NSString { return AVMetadataKey(rawValue: String(describing: key)) }
        if let identifier = storedIdentifier, identifier.rawValue.hasPrefix("common/") {
            return AVMetadataKey(rawValue: String(identifier.rawValue.dropFirst(7)))
        }
        return nil
    }
    open var value: (any NSCopying & NSObjectProtocol)? { storedValue }
    open var stringValue: String? {
        switch storedValue {
        case let string as NSString: return String(describing: string)
        case let number as NSNumber: return number.stringValue
        case let date as NSDate: return ISO8601DateFormatter().string(from: date as Date)
        default: return nil
        }
    }
    open var numberValue: NSNumber? { storedValue as? NSNumber }
    open var dateValue: Date? {
        if let date = storedValue as? NSDate { return date as Date }
        return stringValue.flatMap { ISO8601DateFormatter().date(from: $0) }
    }
    open var dataValue: Data? { (storedValue as? NSData).map { $0 as Data } }

    open func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus { .loaded }
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { handler?() }

    open func copy(with zone: NSZone? = nil) -> Any { mutableCopy(with: zone) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = AVMutableMetadataItem()
        copy.identifier = storedIdentifier
        copy.keySpace = storedKeySpace
        copy.key = storedKey
        copy.value = storedValue
        copy.dataType = storedDataType
        copy.locale = storedLocale
        copy.time = storedTime
        copy.duration = storedDuration
        copy.extraAttributes = storedExtraAttributes
        return copy
    }

    open class func metadataItems(
        from metadataItems: [AVMetadataItem], filteredByIdentifier identifier: AVMetadataIdentifier
    ) -> [AVMetadataItem] {
        metadataItems.filter { $0.identifier == identifier }
    }
    open class func metadataItems(
        from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?
    ) -> [AVMetadataItem] {
        let name = (key as? AVMetadataKey)?.rawValue ?? (key as? String)
        return metadataItems.filter { item in
            (keySpace == nil || item.keySpace == keySpace || (keySpace == .common && item.commonKey != nil))
                && (name == nil || (item.key as? NSString).map { String(describing: $0) } == name || item.commonKey?.rawValue == name)
        }
    }
    open class func metadataItems(
        from metadataItems: [AVMetadataItem], filteredAndSortedAccordingToPreferredLanguages preferredLanguages: [String]
    )
        -> [AVMetadataItem]
    {
        metadataItems
    }
}

extension AVPartialAsyncProperty where Root: AVMetadataItem {
    public static var value: AVAsyncProperty<Root, (any NSCopying & NSObjectProtocol)?> { AVAsyncProperty(name: "value") { $0.value } }
    public static var stringValue: AVAsyncProperty<Root, String?> { AVAsyncProperty(name: "stringValue") { $0.stringValue } }
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { AVAsyncProperty(name: "numberValue") { $0.numberValue } }
    public static var dateValue: AVAsyncProperty<Root, Date?> { AVAsyncProperty(name: "dateValue") { $0.dateValue } }
    public static var dataValue: AVAsyncProperty<Root, Data?> { AVAsyncProperty(name: "dataValue") { $0.dataValue } }
    public static var extraAttributes: AVAsyncProperty<Root, [AVMetadataExtraAttributeKey: Any]?> {
        AVAsyncProperty(name: "extraAttributes") { $0.extraAttributes }
    }
}

/// A metadata item an app composes (Apple's `AVMutableMetadataItem`).
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    open override var identifier: AVMetadataIdentifier? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    open override var keySpace: AVMetadataKeySpace? {
        get { storedKeySpace }
        set { storedKeySpace = newValue }
    }
    open override var key: (any NSCopying & NSObjectProtocol)? {
        get { storedKey }
        set { storedKey = newValue }
    }
    open override var value: (any NSCopying & NSObjectProtocol)? {
        get { storedValue }
        set { storedValue = newValue }
    }
    open override var dataType: String? {
        get { storedDataType }
        set { storedDataType = newValue }
    }
    open override var locale: Locale? {
        get { storedLocale }
        set { storedLocale = newValue }
    }
    open override var time: CMTime {
        get { storedTime }
        set { storedTime = newValue }
    }
    open override var duration: CMTime {
        get { storedDuration }
        set { storedDuration = newValue }
    }
    open override var extraAttributes: [AVMetadataExtraAttributeKey: Any]? {
        get { storedExtraAttributes }
        set { storedExtraAttributes = newValue }
    }
}

/// An extra attribute of a metadata item (Apple's `AVMetadataExtraAttributeKey`).
public struct AVMetadataExtraAttributeKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let info = AVMetadataExtraAttributeKey(rawValue: "info")
}

/// Metadata items together (Apple's `AVMetadataGroup`).
open class AVMetadataGroup: NSObject, @unchecked Sendable {
    open var items: [AVMetadataItem] { [] }
    open var classifyingLabel: String? { nil }
    open var uniqueID: String? { nil }
}

/// Metadata items of one time range, a chapter (Apple's `AVTimedMetadataGroup`).
open class AVTimedMetadataGroup: AVMetadataGroup, @unchecked Sendable {
    private let groupItems: [AVMetadataItem]
    open private(set) var timeRange: CMTimeRange
    public init(items: [AVMetadataItem], timeRange: CMTimeRange) {
        self.groupItems = items
        self.timeRange = timeRange
    }
    open override var items: [AVMetadataItem] { groupItems }
}
