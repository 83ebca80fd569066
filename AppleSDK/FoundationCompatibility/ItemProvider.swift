// Apple's `NSItemProvider`, which Linux's Foundation lacks: data an app offers or receives (a
// share, a drop, a picked photo), kept by type identifier and loaded back as it was registered.
import Foundation

open class NSItemProvider: NSObject, @unchecked Sendable {
    public enum Visibility: Int, Sendable { case all = 0, team, group, ownProcess }
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1, itemUnavailableError = -1000, unexpectedValueClassError = -1100, unavailableCoercionError = -1200
    }
    public static let errorDomain = "NSItemProviderErrorDomain"

    private let lock = NSLock()
    private var representations: [(type: String, load: @Sendable () -> Data?)] = []
    open var suggestedName: String?

    public override init() {}
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let typeIdentifier, let data = (item as? NSData).map({ Data(referencing: $0) }) { register(typeIdentifier) { data } }
        if let typeIdentifier, let text = (item as? NSString).map({ String($0) }) { register(typeIdentifier) { text.data(using: .utf8) } }
    }
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        register("public.file-url") { fileURL.absoluteString.data(using: .utf8) }
        register("public.data") { try? Data(contentsOf: fileURL) }
    }

    private func register(_ type: String, _ load: @escaping @Sendable () -> Data?) {
        lock.lock()
        representations.append((type, load))
        lock.unlock()
    }
    private func loader(_ type: String) -> (@Sendable () -> Data?)? {
        lock.lock()
        defer { lock.unlock() }
        return representations.first { $0.type == type }?.load ?? (type == "public.data" ? representations.first?.load : nil)
    }

    open var registeredTypeIdentifiers: [String] {
        lock.lock()
        defer { lock.unlock() }
        return representations.map(\.type)
    }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { loader(typeIdentifier) != nil }
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: Visibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        register(typeIdentifier) {
            nonisolated(unsafe) var result: Data?
            let done = DispatchSemaphore(value: 0)
            _ = loadHandler { data, _ in
                result = data
                done.signal()
            }
            done.wait()
            return result
        }
    }

    /// The data registered for `typeIdentifier`, on a background queue; an error when there is none.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let load = loader(typeIdentifier)
        DispatchQueue.global().async {
            if let data = load?() {
                completionHandler(data, nil)
            } else {
                completionHandler(nil, NSError(domain: NSItemProvider.errorDomain, code: ErrorCode.itemUnavailableError.rawValue))
            }
        }
        return Progress(totalUnitCount: 1)
    }

    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler?(data.map { NSData(data: $0) }, error)
        }
    }

    open func canLoadObject(ofClass aClass: AnyClass) -> Bool { false }
}
