// The URL session settings of Apple's platforms that Linux's FoundationNetworking lacks or keeps
// read-only. Linux has no Low Data Mode and no expensive (cellular) interface, so the two
// network-access flags are kept as set and change nothing; `waitsForConnectivity` can be set,
// and a task still fails at once when the network is unreachable, as Linux's sessions do.
import Foundation
import FoundationNetworking

/// The settings made, by configuration (a freed configuration's entry is not read by another
/// made at its address: each entry holds its configuration weakly).
private final class SessionSettings: @unchecked Sendable {
    struct Setting {
        weak var configuration: URLSessionConfiguration?
        var value: Bool
    }
    static let shared = SessionSettings()
    let lock = NSLock()
    var constrained: [ObjectIdentifier: Setting] = [:]
    var expensive: [ObjectIdentifier: Setting] = [:]
}

extension URLSessionConfiguration {
    /// Whether the session may use a network in Low Data Mode (none here); true unless set.
    public var allowsConstrainedNetworkAccess: Bool {
        get { read(\.constrained) }
        set { write(\.constrained, newValue) }
    }

    /// Whether the session may use an expensive (cellular) network (none here); true unless set.
    public var allowsExpensiveNetworkAccess: Bool {
        get { read(\.expensive) }
        set { write(\.expensive, newValue) }
    }

    /// Settable as on a phone; Linux's sessions do not wait, so reading it gives their answer.
    @_disfavoredOverload
    public var waitsForConnectivity: Bool {
        get { false }
        set {}
    }

    private func read(_ table: ReferenceWritableKeyPath<SessionSettings, [ObjectIdentifier: SessionSettings.Setting]>) -> Bool {
        let settings = SessionSettings.shared
        settings.lock.lock()
        defer { settings.lock.unlock() }
        guard let setting = settings[keyPath: table][ObjectIdentifier(self)], setting.configuration === self else { return true }
        return setting.value
    }

    private func write(_ table: ReferenceWritableKeyPath<SessionSettings, [ObjectIdentifier: SessionSettings.Setting]>, _ value: Bool) {
        let settings = SessionSettings.shared
        settings.lock.lock()
        defer { settings.lock.unlock() }
        settings[keyPath: table][ObjectIdentifier(self)] = SessionSettings.Setting(configuration: self, value: value)
    }
}

extension URLSessionConfiguration {
    /// A background session's configuration. Linux's Foundation marks it unavailable, as there
    /// is no system daemon to carry transfers on after the app exits; here the session runs its
    /// transfers in the process, as long as the process does — the part of a background session
    /// a preview can have.
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.waitsForConnectivity = true
        return configuration
    }
}

extension URLError {
    /// Why the network was unavailable (Apple's `URLError.NetworkUnavailableReason`).
    public enum NetworkUnavailableReason: Int, Sendable { case cellular = 0, expensive = 1, constrained = 2 }
    /// Never one of those here: Linux has no cellular, expensive or constrained (Low Data Mode)
    /// interface to refuse a request for.
    public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}

/// Coordinates file access between processes (Apple's `NSFileCoordinator`). The preview program
/// is the only process presenting the app's files, so each accessor runs at once, on the URL given.
open class NSFileCoordinator: NSObject, @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutChanges = ReadingOptions(rawValue: 1)
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 2)
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 4)
        public static let forUploading = ReadingOptions(rawValue: 8)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let forDeleting = WritingOptions(rawValue: 1)
        public static let forMoving = WritingOptions(rawValue: 2)
        public static let forMerging = WritingOptions(rawValue: 4)
        public static let forReplacing = WritingOptions(rawValue: 8)
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 16)
    }

    public init(filePresenter: (any NSObjectProtocol)?) {}
    public override convenience init() { self.init(filePresenter: nil) }

    open func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer, byAccessor reader: (URL) -> Void
    ) { reader(url) }
    open func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL) -> Void
    ) { writer(url) }
    open func coordinate(
        readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
        options writingOptions: WritingOptions = [], error outError: NSErrorPointer, byAccessor readerWriter: (URL, URL) -> Void
    ) { readerWriter(readingURL, writingURL) }
    open func cancel() {}
}
