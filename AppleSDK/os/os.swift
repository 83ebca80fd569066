// `import os`: Apple's umbrella of logging and signposts; on Linux, OSLog's `Logger`.
@_exported import OSLog
import Foundation

/// A lock that owns the state it protects (Apple's `OSAllocatedUnfairLock`), on a mutex here.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        var state: State
        let lock = NSLock()
        init(_ state: State) { self.state = state }
    }
    private let storage: Storage

    public init(initialState: State) { storage = Storage(initialState) }

    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func lock() { storage.lock.lock() }
    public func unlock() { storage.lock.unlock() }
}

extension OSAllocatedUnfairLock where State == () {
    public init() { storage = Storage(()) }
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }
}
