// UniformTypeIdentifiers on Linux: Apple's type identifiers for files and data (`UTType`), with
// the common system types, their file extensions and MIME types, and their conformance.
@_exported import Foundation

/// A type of data (Apple's `UTType`).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    let extensions: [String]
    let mimeTypes: [String]
    let parents: [String]

    init(declared identifier: String, extensions: [String] = [], mime: [String] = [], parents: [String] = []) {
        self.identifier = identifier
        self.extensions = extensions
        mimeTypes = mime
        self.parents = parents
    }

    /// A known type by its identifier, or nil.
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier] else {
            // A declared type of the app's own (`com.example.doc`): known by its identifier only.
            guard identifier.contains(".") else { return nil }
            self.init(declared: identifier, parents: ["public.data"])
            return
        }
        self = known
    }

    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let found = UTType.all.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = found
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        guard let found = UTType(filenameExtension: filenameExtension), found.conforms(to: supertype) else { return nil }
        self = found
    }

    public init?(mimeType: String) {
        let mime = mimeType.lowercased()
        guard let found = UTType.all.first(where: { $0.mimeTypes.contains(mime) }) else { return nil }
        self = found
    }

    public init?(mimeType: String, conformingTo supertype: UTType) {
        guard let found = UTType(mimeType: mimeType), found.conforms(to: supertype) else { return nil }
        self = found
    }

    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    public var preferredFilenameExtension: String? { extensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { UTType.known[identifier] != nil }
    public var isDynamic: Bool { false }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { isDeclared }
    public var supertypes: Set<UTType> {
        var out = Set<UTType>()
        var queue = parents
        while let next = queue.popLast() {
            guard let type = UTType.known[next], out.insert(type).inserted else { continue }
            queue += type.parents
        }
        return out
    }

    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(declared: identifier, parents: ["public.data"])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    // MARK: System types

    public static let item = UTType(declared: "public.item")
    public static let content = UTType(declared: "public.content", parents: ["public.item"])
    public static let compositeContent = UTType(declared: "public.composite-content", parents: ["public.content"])
    public static let data = UTType(declared: "public.data", parents: ["public.item"])
    public static let text = UTType(declared: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(
        declared: "public.plain-text", extensions: ["txt", "text"], mime: ["text/plain"], parents: ["public.text"])
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text", parents: ["public.plain-text"])
    public static let delimitedText = UTType(declared: "public.delimited-values-text", parents: ["public.text"])
    public static let commaSeparatedText = UTType(
        declared: "public.comma-separated-values-text", extensions: ["csv"], mime: ["text/csv"], parents: ["public.delimited-values-text"])
    public static let tabSeparatedText = UTType(
        declared: "public.tab-separated-values-text", extensions: ["tsv"], mime: ["text/tab-separated-values"],
        parents: ["public.delimited-values-text"])
    public static let rtf = UTType(declared: "public.rtf", extensions: ["rtf"], mime: ["text/rtf"], parents: ["public.text"])
    public static let html = UTType(declared: "public.html", extensions: ["html", "htm"], mime: ["text/html"], parents: ["public.text"])
    public static let xml = UTType(
        declared: "public.xml", extensions: ["xml"], mime: ["application/xml", "text/xml"], parents: ["public.text"])
    public static let json = UTType(declared: "public.json", extensions: ["json"], mime: ["application/json"], parents: ["public.text"])
    public static let yaml = UTType(
        declared: "public.yaml", extensions: ["yaml", "yml"], mime: ["application/x-yaml"], parents: ["public.text"])
    public static let sourceCode = UTType(declared: "public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType(declared: "public.swift-source", extensions: ["swift"], parents: ["public.source-code"])
    public static let propertyList = UTType(declared: "com.apple.property-list", extensions: ["plist"], parents: ["public.data"])
    public static let url = UTType(declared: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(declared: "public.file-url", parents: ["public.url"])
    public static let directory = UTType(declared: "public.directory", parents: ["public.item"])
    public static let folder = UTType(declared: "public.folder", parents: ["public.directory"])
    public static let image = UTType(declared: "public.image", parents: ["public.data", "public.content"])
    public static let png = UTType(declared: "public.png", extensions: ["png"], mime: ["image/png"], parents: ["public.image"])
    public static let jpeg = UTType(declared: "public.jpeg", extensions: ["jpg", "jpeg"], mime: ["image/jpeg"], parents: ["public.image"])
    public static let gif = UTType(declared: "com.compuserve.gif", extensions: ["gif"], mime: ["image/gif"], parents: ["public.image"])
    public static let heic = UTType(declared: "public.heic", extensions: ["heic"], mime: ["image/heic"], parents: ["public.image"])
    public static let heif = UTType(declared: "public.heif", extensions: ["heif"], mime: ["image/heif"], parents: ["public.image"])
    public static let webP = UTType(declared: "org.webmproject.webp", extensions: ["webp"], mime: ["image/webp"], parents: ["public.image"])
    public static let tiff = UTType(declared: "public.tiff", extensions: ["tiff", "tif"], mime: ["image/tiff"], parents: ["public.image"])
    public static let bmp = UTType(declared: "com.microsoft.bmp", extensions: ["bmp"], mime: ["image/bmp"], parents: ["public.image"])
    public static let svg = UTType(declared: "public.svg-image", extensions: ["svg"], mime: ["image/svg+xml"], parents: ["public.image"])
    public static let rawImage = UTType(declared: "public.camera-raw-image", parents: ["public.image"])
    public static let livePhoto = UTType(declared: "com.apple.live-photo", parents: ["public.content"])
    public static let pdf = UTType(
        declared: "com.adobe.pdf", extensions: ["pdf"], mime: ["application/pdf"], parents: ["public.data", "public.composite-content"])
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType(declared: "public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType(declared: "public.video", parents: ["public.movie"])
    public static let quickTimeMovie = UTType(
        declared: "com.apple.quicktime-movie", extensions: ["mov"], mime: ["video/quicktime"], parents: ["public.movie"])
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4", extensions: ["mp4"], mime: ["video/mp4"], parents: ["public.movie"])
    public static let audio = UTType(declared: "public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType(declared: "public.mp3", extensions: ["mp3"], mime: ["audio/mpeg"], parents: ["public.audio"])
    public static let mpeg4Audio = UTType(
        declared: "public.mpeg-4-audio", extensions: ["m4a"], mime: ["audio/mp4"], parents: ["public.audio"])
    public static let wav = UTType(
        declared: "com.microsoft.waveform-audio", extensions: ["wav"], mime: ["audio/wav"], parents: ["public.audio"])
    public static let archive = UTType(declared: "public.archive", parents: ["public.data"])
    public static let zip = UTType(
        declared: "public.zip-archive", extensions: ["zip"], mime: ["application/zip"], parents: ["public.archive"])
    public static let gzip = UTType(
        declared: "org.gnu.gnu-zip-archive", extensions: ["gz"], mime: ["application/gzip"], parents: ["public.archive"])
    public static let vCard = UTType(declared: "public.vcard", extensions: ["vcf"], mime: ["text/vcard"], parents: ["public.text"])
    public static let calendarEvent = UTType(declared: "public.calendar-event", parents: ["public.item"])
    public static let ics = UTType(declared: "com.apple.ical.ics", extensions: ["ics"], mime: ["text/calendar"], parents: ["public.data"])
    public static let database = UTType(declared: "public.database", parents: ["public.item"])
    public static let executable = UTType(declared: "public.executable", parents: ["public.item"])
    public static let font = UTType(declared: "public.font", parents: ["public.data"])
    public static let spreadsheet = UTType(declared: "public.spreadsheet", parents: ["public.content"])
    public static let presentation = UTType(declared: "public.presentation", parents: ["public.composite-content"])
    public static let emailMessage = UTType(declared: "public.email-message", parents: ["public.data"])
    public static let message = UTType(declared: "public.message", parents: ["public.data"])
    public static let contact = UTType(declared: "public.contact", parents: ["public.data"])
    public static let bookmark = UTType(declared: "public.bookmark", parents: ["public.data"])
    public static let symbolicLink = UTType(declared: "public.symlink", parents: ["public.item"])
    public static let aliasFile = UTType(declared: "com.apple.alias-file", parents: ["public.data"])
    public static let log = UTType(declared: "public.log", extensions: ["log"], parents: ["public.plain-text"])
    public static let markdown = UTType(
        declared: "net.daringfireball.markdown", extensions: ["md", "markdown"], mime: ["text/markdown"], parents: ["public.plain-text"])

    static let all: [UTType] = [
        .item, .content, .compositeContent, .data, .text, .plainText, .utf8PlainText, .utf16PlainText, .delimitedText, .commaSeparatedText,
        .tabSeparatedText, .rtf, .html, .xml, .json, .yaml, .sourceCode, .swiftSource, .propertyList, .url, .fileURL, .directory, .folder,
        .image, .png, .jpeg, .gif, .heic, .heif, .webP, .tiff, .bmp, .svg, .rawImage, .livePhoto, .pdf, .audiovisualContent, .movie,
        .video, .quickTimeMovie, .mpeg4Movie, .audio, .mp3, .mpeg4Audio, .wav, .archive, .zip, .gzip, .vCard, .calendarEvent, .ics,
        .database, .executable, .font, .spreadsheet, .presentation, .emailMessage, .message, .contact, .bookmark, .symbolicLink,
        .aliasFile, .log, .markdown,
    ]

    static let known: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
}

extension URL {
    /// The type of the file at this URL, by its extension.
    public var utType: UTType? { UTType(filenameExtension: pathExtension) }
}
