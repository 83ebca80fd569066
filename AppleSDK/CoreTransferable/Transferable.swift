// CoreTransferable on Linux: Apple's protocol for values that move between apps — drag and
// drop, the pasteboard, sharing — as iOS 16–18 declare it. The representations are real: a
// value exports to and imports from the content types its `transferRepresentation` lists
// (`exported(as:)`, `init(importing:contentType:)`), in the order it lists them.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
import Combine

/// A value that can be transferred as data of some content types (Apple's `Transferable`).
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// One way a `Transferable` value is transferred (Apple's `TransferRepresentation`).
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
    /// How the representation lists its ways (this module's; a body's by default).
    func _transferEntries() -> _TransferEntries<Item>
}

/// The ways a representation transfers its item, in order (not Apple's: how this module's
/// representations list themselves; a representation of an app's own lists its body's).
public struct _TransferEntries<Item> {
    let storage: [TransferEntry<Item>]

    init(_ storage: [TransferEntry<Item>]) { self.storage = storage }

    /// `other` as entries of `Item`: the builder makes a body's item its owner's, so the types
    /// are the same; entries of another type are none.
    init<Other>(retyping other: _TransferEntries<Other>) {
        storage = Other.self == Item.self ? unsafeBitCast(other.storage, to: [TransferEntry<Item>].self) : []
    }
}

extension TransferRepresentation {
    /// The ways this representation transfers its item: its body's.
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries(retyping: body._transferEntries()) }

    var entries: [TransferEntry<Item>] { _transferEntries().storage }
}

/// One way of transferring an `Item`, type-erased.
struct TransferEntry<Item>: @unchecked Sendable {
    var exportedType: UTType?
    var importedType: UTType?
    // Not `@Sendable`: a closure made here that names a generic type would capture its metatype.
    var export: ((Item) async throws -> Data)?
    var `import`: ((Data) async throws -> Item)?
    var visibility = TransferRepresentationVisibility.all
    var fileName: ((Item) -> String?)?
    var condition: ((Item) -> Bool)?
}

/// Who may receive a representation (Apple's `TransferRepresentationVisibility`).
public struct TransferRepresentationVisibility: Equatable, Sendable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// What a transfer of a value of a type that has no representation for a content type says.
struct TransferFailure: Error, CustomStringConvertible {
    var description: String
}

// MARK: - The primitive representations

/// A value as bytes of a content type (Apple's `DataRepresentation`).
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entry = TransferEntry(exportedType: contentType, importedType: contentType, export: exporting, import: importing)
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(exportedType: exportedContentType, export: exporting)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(importedType: importedContentType, import: importing)
    }

    public var body: Never { return fatalError("DataRepresentation has no body") }
}

extension DataRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries([entry]) }
}

/// A file sent: its URL, and whether the receiver may open the original.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received: its URL, and whether it is the sender's original.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// A value as a file of a content type (Apple's `FileRepresentation`): exported as the file's
/// bytes, imported from a temporary file holding them.
public struct FileRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = TransferEntry(
            exportedType: contentType, importedType: contentType, export: Self.reading(exporting),
            import: Self.writing(importing, contentType))
    }

    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        entry = TransferEntry(exportedType: exportedContentType, export: Self.reading(exporting))
    }

    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = TransferEntry(importedType: importedContentType, import: Self.writing(importing, importedContentType))
    }

    public var body: Never { return fatalError("FileRepresentation has no body") }

    static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    static func writing(
        _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item, _ type: UTType
    ) -> (Data) async throws -> Item {
        { data in
            let name = UUID().uuidString + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }
}

extension FileRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries([entry]) }
}

/// A `Codable` value as the bytes its encoder writes (Apple's `CodableRepresentation`; JSON by default).
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where
    Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data,
    Decoder.Input == Data
{
    public typealias Body = Never
    let entry: TransferEntry<Item>

    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        let coders = UncheckedCoders(encoder: encoder, decoder: decoder)
        entry = TransferEntry(
            exportedType: contentType, importedType: contentType, export: { try coders.encoder.encode($0) },
            import: { try coders.decoder.decode(Item.self, from: $0) })
    }

    public var body: Never { return fatalError("CodableRepresentation has no body") }
}

/// An encoder and decoder used from the transfer's closures (Apple requires neither to be `Sendable`).
struct UncheckedCoders<Encoder, Decoder>: @unchecked Sendable {
    let encoder: Encoder
    let decoder: Decoder
}

extension CodableRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries([entry]) }
}

/// A value transferred as another `Transferable` value (Apple's `ProxyRepresentation`): the
/// other's representations, reached through the conversion.
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
    public typealias Body = Never
    var exportSync: (@Sendable (Item) throws -> ProxyRepresentation)?
    var exportAsync: (@Sendable (Item) async throws -> ProxyRepresentation)?
    var importSync: (@Sendable (ProxyRepresentation) throws -> Item)?
    var importAsync: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        exportSync = exporting
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        importSync = importing
    }

    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        exportSync = exporting
        importSync = importing
    }

    @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        importAsync = importing
    }

    @available(iOS, introduced: 16.1, deprecated: 17.0)
    @available(macOS, introduced: 13.0, deprecated: 14.0)
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        exportAsync = exporting
    }

    @available(iOS, introduced: 16.1, deprecated: 17.0)
    @available(macOS, introduced: 13.0, deprecated: 14.0)
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        exportAsync = exporting
        importAsync = importing
    }

    @available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, *)
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        exportSync = exporting
        importAsync = importing
    }

    public var body: Never { return fatalError("ProxyRepresentation has no body") }
}

extension ProxyRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries(proxiedEntries()) }

    func proxiedEntries() -> [TransferEntry<Item>] {
        let (exportSync, exportAsync, importSync, importAsync) = (exportSync, exportAsync, importSync, importAsync)
        let converts = exportSync != nil || exportAsync != nil
        let reads = importSync != nil || importAsync != nil
        return ProxyRepresentation.transferEntries.map { proxied -> TransferEntry<Item> in
            var entry = TransferEntry<Item>(visibility: proxied.visibility)
            if converts, let export = proxied.export {
                entry.exportedType = proxied.exportedType
                entry.export = { item in
                    if let exportSync { return try await export(try exportSync(item)) }
                    return try await export(try await exportAsync!(item))
                }
            }
            if reads, let read = proxied.import {
                entry.importedType = proxied.importedType
                entry.import = { data in
                    let proxy = try await read(data)
                    if let importSync { return try importSync(proxy) }
                    return try await importAsync!(proxy)
                }
            }
            return entry
        }
    }
}
