// The index: kept by the process for the run, one per name (`default()` is one of them).
import Foundation

/// Why indexing failed (Apple's `CSIndexError`).
public struct CSIndexError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknownError = -1
        case indexUnavailableError = -1000
        case invalidItemError = -1001
        case invalidClientStateError = -1002
        case remoteConnectionError = -1003
        case quotaExceeded = -1004
        case indexingUnsupported = -1005
        case mismatchedClientState = -1006
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { CSIndexErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknownError: Code { .unknownError }
    public static var indexUnavailableError: Code { .indexUnavailableError }
    public static var invalidItemError: Code { .invalidItemError }
    public static var invalidClientStateError: Code { .invalidClientStateError }
    public static var remoteConnectionError: Code { .remoteConnectionError }
    public static var quotaExceeded: Code { .quotaExceeded }
    public static var indexingUnsupported: Code { .indexingUnsupported }
    public static var mismatchedClientState: Code { .mismatchedClientState }
    public var description: String { "CSIndexError(\(code))" }
}

/// Told when the system wants the app to index again (Apple's `CSSearchableIndexDelegate`).
public protocol CSSearchableIndexDelegate: NSObjectProtocol {
    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping () -> Void)
    func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
}

extension CSSearchableIndexDelegate {
    public func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}
    public func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}
}

/// The items and client state of one named index.
final class IndexStore: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [String: IndexStore] = [:]
    static func named(_ name: String) -> IndexStore {
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[name] { return store }
        let store = IndexStore()
        stores[name] = store
        return store
    }
    /// Every item of every index, for queries.
    static var allItems: [CSSearchableItem] {
        lock.lock()
        let all = stores.values
        lock.unlock()
        return all.flatMap { $0.snapshot() }
    }

    let lock = NSLock()
    var items: [String: CSSearchableItem] = [:]
    var order: [String] = []
    var clientState: Data?

    func snapshot() -> [CSSearchableItem] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { items[$0] }.filter { $0.expirationDate > Date() }
    }
}

/// An index of the app's items (Apple's `CSSearchableIndex`).
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    weak open var indexDelegate: (any CSSearchableIndexDelegate)?
    let name: String
    let store: IndexStore
    private var batch: [(IndexStore) -> Void]?

    public init(name: String) {
        self.name = name
        self.store = IndexStore.named(name)
        super.init()
    }
    public convenience init(name: String, protectionClass: FileProtectionType?) { self.init(name: name) }
    public override convenience init() { self.init(name: "") }

    private static let shared = CSSearchableIndex(name: "")
    open class func `default`() -> Self { unsafeDowncast(shared, to: self) }
    /// Indexing is there: the process keeps the index.
    open class func isIndexingAvailable() -> Bool { true }

    private func apply(_ change: @escaping (IndexStore) -> Void, _ completionHandler: (@Sendable ((any Error)?) -> Void)?) {
        if batch != nil {
            batch?.append(change)
        } else {
            store.lock.lock()
            change(store)
            store.lock.unlock()
        }
        completionHandler?(nil)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let copies = items.map { $0.copy() as! CSSearchableItem }
        apply(
            { store in
                for item in copies {
                    if store.items[item.uniqueIdentifier] == nil { store.order.append(item.uniqueIdentifier) }
                    store.items[item.uniqueIdentifier] = item
                }
            }, completionHandler)
    }
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { indexSearchableItems(items, completionHandler: nil) }

    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let gone = Set(identifiers)
        apply(
            { store in
                for identifier in gone { store.items[identifier] = nil }
                store.order.removeAll { gone.contains($0) }
            }, completionHandler)
    }
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }

    /// Deletes the items of these domains and of their subdomains (`a.b` is under `a`).
    open func deleteSearchableItems(
        withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        apply(
            { store in
                let gone = store.items.values.filter { item in
                    guard let domain = item.domainIdentifier else { return false }
                    return domainIdentifiers.contains { domain == $0 || domain.hasPrefix($0 + ".") }
                }.map(\.uniqueIdentifier)
                for identifier in gone { store.items[identifier] = nil }
                store.order.removeAll { gone.contains($0) }
            }, completionHandler)
    }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
    }

    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        apply(
            { store in
                store.items = [:]
                store.order = []
            }, completionHandler)
    }
    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

    /// Starts a batch: the changes until `endBatch` are applied together, with the client state.
    open func beginBatch() { if batch == nil { batch = [] } }

    open func endBatch(withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(finishBatch(expected: nil, newClientState: clientState, checking: false))
    }
    open func endBatch(withClientState clientState: Data) async throws {
        if let failure = finishBatch(expected: nil, newClientState: clientState, checking: false) { throw failure }
    }

    open func endIndexBatch(
        expectedClientState: Data?, newClientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(finishBatch(expected: expectedClientState, newClientState: newClientState, checking: true))
    }
    open func endIndexBatch(expectedClientState: Data?, newClientState: Data) async throws {
        if let failure = finishBatch(expected: expectedClientState, newClientState: newClientState, checking: true) { throw failure }
    }

    /// Applies the batch's changes and stores its client state, or says why not.
    private func finishBatch(expected: Data?, newClientState: Data, checking: Bool) -> (any Error)? {
        guard let changes = batch else { return CSIndexError(.invalidClientStateError) }
        batch = nil
        store.lock.lock()
        defer { store.lock.unlock() }
        if checking && store.clientState != expected { return CSIndexError(.mismatchedClientState) }
        for change in changes { change(store) }
        store.clientState = newClientState
        return nil
    }

    /// The client state of the last batch; empty data when none was stored.
    open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        store.lock.lock()
        let state = store.clientState
        store.lock.unlock()
        completionHandler(state, nil)
    }
    open func fetchLastClientState() async throws -> Data { store.lock.withLock { store.clientState ?? Data() } }
}
