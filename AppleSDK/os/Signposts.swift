// Signposts (Apple's `os_signpost`, `OSSignposter`): marks of intervals and events for
// Instruments. Nothing records them here; a marked interval's work runs as it is.
import Foundation
import OSLog

public struct OSSignpostType: Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

public typealias os_signpost_id_t = UInt64

/// A signpost's identity, telling overlapping intervals apart (Apple's `OSSignpostID`).
public struct OSSignpostID: Comparable, Hashable, Sendable {
    public let rawValue: os_signpost_id_t
    public init(_ value: os_signpost_id_t) { rawValue = value }
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B3_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

    private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
    static func next() -> UInt64 {
        counter.withLock {
            $0 += 1
            return $0
        }
    }
}

extension OSLog {
    /// A log's category by its kind (Apple's `OSLog.Category`): points of interest, dynamic tracing.
    public struct Category: Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
    public convenience init(subsystem: String, category: OSLog.Category) { self.init(subsystem: subsystem, category: category.rawValue) }
    /// Whether anything records this log's signposts: nothing does here.
    public var signpostsEnabled: Bool { false }
}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ format: StaticString, _ arguments: any CVarArg...
) {}

public typealias SignpostMetadata = OSLogMessage

/// An interval begun by a signposter, to end it with.
public final class OSSignpostIntervalState: @unchecked Sendable {
    public let signpostID: OSSignpostID
    init(_ id: OSSignpostID) { signpostID = id }
}

/// Marks intervals and events (Apple's `OSSignposter`); nothing records them here.
public struct OSSignposter: @unchecked Sendable {
    let log: OSLog
    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    public init(logHandle: OSLog) { log = logHandle }
    public init(logger: Logger) { log = .default }
    public static let disabled = OSSignposter(logHandle: .disabled)

    public var isEnabled: Bool { false }
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id)
    }
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    )
        -> OSSignpostIntervalState
    { OSSignpostIntervalState(id) }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata, around task: () throws -> T
    ) rethrows -> T { try task() }
}
