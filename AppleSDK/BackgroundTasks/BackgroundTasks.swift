// Apple's BackgroundTasks on Linux: the scheduler a phone launches an app's background work
// from. Nothing launches an app here, so a request is refused as the Simulator refuses it —
// `submit(_:)` throws `BGTaskScheduler.Error(.unavailable)` — and a registered handler never
// runs. Code that schedules a refresh compiles and learns, as its own error path does on a
// phone, that none will come.
import Foundation

/// A request to launch the app in the background (Apple's `BGTaskRequest`).
open class BGTaskRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    open var earliestBeginDate: Date?

    init(identifier: String, earliestBeginDate: Date? = nil) {
        self.identifier = identifier
        self.earliestBeginDate = earliestBeginDate
    }
}

/// A request to refresh the app's content (Apple's `BGAppRefreshTaskRequest`).
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public init(identifier: String) { super.init(identifier: identifier) }
}

/// A request for longer work (Apple's `BGProcessingTaskRequest`).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
    public init(identifier: String) { super.init(identifier: identifier) }
}

/// Work to be done in the background when sensitive data is unlocked (Apple's `BGHealthResearchTaskRequest`).
open class BGHealthResearchTaskRequest: BGProcessingTaskRequest, @unchecked Sendable {
    open var protectionTypeOfRequiredData = "NSFileProtectionComplete"
}

/// Background work the system runs (Apple's `BGTask`).
open class BGTask: NSObject, @unchecked Sendable {
    public let identifier: String
    open var expirationHandler: (() -> Void)?

    init(identifier: String) { self.identifier = identifier }

    open func setTaskCompleted(success: Bool) {}
}

/// An app refresh (Apple's `BGAppRefreshTask`).
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// Longer background work (Apple's `BGProcessingTask`).
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// Schedules background work (Apple's `BGTaskScheduler`): refused here, as in the Simulator.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    public static let shared = BGTaskScheduler()

    /// Why a request was refused (Apple's `BGTaskScheduler.Error`).
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        public enum Code: Int, Sendable {
            case unavailable = 1
            case tooManyPendingTaskRequests = 2
            case notPermitted = 3
            case immediateRunIneligible = 4

            /// `catch BGTaskScheduler.Error.unavailable`.
            public static func ~= (match: Code, error: any Swift.Error) -> Bool {
                (error as? BGTaskScheduler.Error)?.code == match
            }
        }
        public let code: Code
        public init(_ code: Code) { self.code = code }
        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }
        public var description: String {
            "BGTaskScheduler.Error(\(code)): background tasks do not run on Linux (no system launches the app here)"
        }
    }

    private let lock = NSLock()
    private var handlers: [String: (BGTask) -> Void] = [:]

    /// Records the handler; true, as on a phone — it is never called here.
    @discardableResult
    open func register(
        forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void
    )
        -> Bool
    {
        lock.lock()
        defer { lock.unlock() }
        handlers[identifier] = launchHandler
        return true
    }

    /// Refuses the request: nothing launches an app in the background here.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        throw Error(.unavailable)
    }

    open func cancel(taskRequestWithIdentifier identifier: String) {}
    open func cancelAllTaskRequests() {}

    /// No request is pending: none is accepted.
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) { completionHandler([]) }
}
