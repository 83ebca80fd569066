// What every Transferable value can do with its representations (iOS 18.2's members), and the
// standard types' conformances: String, Data, URL, AttributedString — and Never, which is both.

extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
    public func _transferEntries() -> _TransferEntries<Never> { _TransferEntries([]) }
}

extension Never: Transferable {
    public typealias Representation = Never
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension Transferable {
    /// The entries this value offers or accepts, in its type's order.
    static var transferEntries: [TransferEntry<Self>] { _TransferEntries(retyping: transferRepresentation._transferEntries()).storage }

    /// This value as data of `contentType` (the first exported type when nil).
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public func exported(as contentType: UTType?) async throws -> Data {
        for entry in Self.transferEntries where entry.condition?(self) != false {
            guard let export = entry.export, let type = entry.exportedType else { continue }
            if let contentType, !type.conforms(to: contentType) { continue }
            return try await export(self)
        }
        throw TransferFailure(description: "\(Self.self) has no representation exported as \(contentType?.identifier ?? "any type")")
    }

    /// A value read from data of `contentType` (the first imported type when nil).
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public init(importing data: Data, contentType: UTType?) async throws {
        for entry in Self.transferEntries {
            guard let read = entry.import, let type = entry.importedType else { continue }
            if let contentType, !contentType.conforms(to: type) { continue }
            self = try await read(data)
            return
        }
        throw TransferFailure(description: "\(Self.self) has no representation imported from \(contentType?.identifier ?? "any type")")
    }

    /// A value read from the file at `file`.
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public init(importing file: URL, contentType: UTType?) async throws {
        try await self.init(
            importing: try Data(contentsOf: file), contentType: contentType ?? UTType(filenameExtension: file.pathExtension))
    }

    /// This value written to a file in `destinationDirectory`, named as its representation suggests.
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let data = try await exported(as: contentType)
        let type = contentType ?? Self.transferEntries.first { $0.export != nil }?.exportedType
        var name = suggestedFilename ?? String(describing: Self.self)
        if let ext = type?.preferredFilenameExtension, !name.hasSuffix("." + ext) { name += "." + ext }
        let file = destinationDirectory.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    /// Runs `fileHandler` with this value exported to a temporary file, removed afterwards.
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public func withExportedFile<Result>(contentType: UTType?, fileHandler: (URL) async throws -> Result) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await fileHandler(try await export(to: folder, contentType: contentType))
    }

    /// The file name the first representation that names one gives this value.
    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public var suggestedFilename: String? {
        Self.transferEntries.lazy.compactMap { $0.fileName?(self) }.first
    }

    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.transferEntries.filter { $0.export != nil && $0.condition?(self) != false && Self.visible($0, to: visibility) }
            .compactMap(\.exportedType)
    }

    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public func importedContentTypes() -> [UTType] { Self.importedContentTypes() }

    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        transferEntries.filter { $0.export != nil && visible($0, to: visibility) }.compactMap(\.exportedType)
    }

    @available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *)
    public static func importedContentTypes() -> [UTType] {
        transferEntries.filter { $0.import != nil }.compactMap(\.importedType)
    }

    /// Whether an entry is offered to `visibility`'s receivers (`.all` asks for those everyone gets).
    static func visible(_ entry: TransferEntry<Self>, to visibility: TransferRepresentationVisibility) -> Bool {
        visibility == .all ? entry.visibility == .all : true
    }
}

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) {
            Data($0.utf8)
        } importing: {
            String(decoding: $0, as: UTF8.self)
        }
        DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw TransferFailure(description: "the data is not a URL")
            }
            return url
        }
    }
}

@available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation {
            String($0.characters)
        } importing: {
            AttributedString($0)
        }
    }
}
