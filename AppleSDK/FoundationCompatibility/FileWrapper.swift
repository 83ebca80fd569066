// Apple's `FileWrapper`, which Linux's Foundation lacks: a file's contents, or a folder of named
// wrappers, read from and written to disk (a folder written whole, a file atomically).
import Foundation

open class FileWrapper: NSObject, @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?
    private var link: URL?
    open var filename: String?
    open var preferredFilename: String?
    open var fileAttributes: [String: Any] = [:]

    public init(regularFileWithContents contents: Data) { self.contents = contents }
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        children = [:]
        super.init()
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            children?[name] = child
        }
    }
    public init(symbolicLinkWithDestinationURL url: URL) { link = url }

    /// The file or folder at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if isFolder.boolValue {
            var found: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                found[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            children = found
        } else {
            contents = try Data(contentsOf: url)
        }
    }

    open var isRegularFile: Bool { contents != nil }
    open var isDirectory: Bool { children != nil }
    open var isSymbolicLink: Bool { link != nil }
    open var regularFileContents: Data? { contents }
    open var fileWrappers: [String: FileWrapper]? { children }
    open var symbolicLinkDestinationURL: URL? { link }
    open func matchesContents(of url: URL) -> Bool {
        guard let contents else { return false }
        return (try? Data(contentsOf: url)) == contents
    }

    /// Adds a child under its preferred name (made unique with a number), and returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let base = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = base
        var n = 2
        while children?[name] != nil {
            name = "\(n) \(base)"
            n += 1
        }
        child.filename = name
        children = (children ?? [:]).merging([name: child]) { $1 }
        return name
    }
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
    open func removeFileWrapper(_ child: FileWrapper) {
        children = children?.filter { $0.value !== child }
    }
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? { children?.first { $0.value === child }?.key }

    /// Writes the wrapper at `url`: a file (atomically when asked), a folder with its children,
    /// or a symbolic link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else if let children {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        } else if let link {
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: link)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    open func read(from url: URL, options: ReadingOptions = []) throws {
        let fresh = try FileWrapper(url: url, options: options)
        (contents, children, link) = (fresh.contents, fresh.children, fresh.link)
    }

    open var serializedRepresentation: Data? { contents }
}

extension URL {
    /// A sandboxed app's access to a file the user picked; a Linux process has its access already,
    /// so access is granted (true) for a file URL, as for a picked one on a phone.
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }
    public func stopAccessingSecurityScopedResource() {}
}

extension NSURL {
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }
    public func stopAccessingSecurityScopedResource() {}
}
