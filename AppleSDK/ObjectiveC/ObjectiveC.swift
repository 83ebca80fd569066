// Apple's ObjectiveC module on Linux, for what Swift code reaches in it: associated objects (a
// side table here, keyed by the object and dropped with it), `objc_sync_enter`/`exit` (a
// recursive lock per object), and the runtime's method lookup — which finds no method here, as
// there is no Objective-C runtime: `class_getInstanceMethod` answers nil, so swizzling code takes
// its path for a method that is not there.
import Foundation
import FoundationCompatibility

/// How an associated object is held (Apple's `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    case OBJC_ASSOCIATION_COPY = 0o1403
}

private final class Associations: @unchecked Sendable {
    static let shared = Associations()
    final class Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Any] = [:]
        init(_ object: AnyObject) { self.object = object }
    }
    let lock = NSRecursiveLock()
    var entries: [ObjectIdentifier: Entry] = [:]
    var locks: [ObjectIdentifier: (object: Weak, lock: NSRecursiveLock)] = [:]

    struct Weak { weak var object: AnyObject? }

    /// The entry of `object`, made if `create`; an entry left by a freed object at the same
    /// address is dropped.
    func entry(for object: AnyObject, create: Bool) -> Entry? {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry }
        entries[id] = nil
        if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
        guard create else { return nil }
        let entry = Entry(object)
        entries[id] = entry
        return entry
    }
}

/// Associates `value` with `object` under `key`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let associations = Associations.shared
    associations.lock.lock()
    defer { associations.lock.unlock() }
    guard let entry = associations.entry(for: object as AnyObject, create: value != nil) else { return }
    if policy == .OBJC_ASSOCIATION_ASSIGN, let reference = value.map({ $0 as AnyObject }) {
        entry.values[key] = Associations.Weak(object: reference)
    } else {
        entry.values[key] = value
    }
}

/// The value associated with `object` under `key`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let associations = Associations.shared
    associations.lock.lock()
    defer { associations.lock.unlock() }
    let value = associations.entry(for: object as AnyObject, create: false)?.values[key]
    if let weak = value as? Associations.Weak { return weak.object }
    return value
}

public func objc_removeAssociatedObjects(_ object: Any) {
    let associations = Associations.shared
    associations.lock.lock()
    defer { associations.lock.unlock() }
    associations.entry(for: object as AnyObject, create: false)?.values = [:]
}

public let OBJC_SYNC_SUCCESS: Int32 = 0

/// Takes `obj`'s lock (recursive, as `@synchronized` is).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    lock(for: obj as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    lock(for: obj as AnyObject).unlock()
    return OBJC_SYNC_SUCCESS
}

private func lock(for object: AnyObject) -> NSRecursiveLock {
    let associations = Associations.shared
    associations.lock.lock()
    defer { associations.lock.unlock() }
    let id = ObjectIdentifier(object)
    if let found = associations.locks[id], found.object.object === object { return found.lock }
    let made = NSRecursiveLock()
    associations.locks[id] = (Associations.Weak(object: object), made)
    return made
}

// MARK: - The runtime's methods: none found here

public typealias Method = OpaquePointer
public typealias IMP = OpaquePointer
public typealias objc_property_t = OpaquePointer

public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool { false }
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? { nil }
public func class_getName(_ cls: AnyClass?) -> UnsafePointer<CChar> {
    UnsafePointer(strdup(cls.map { String(describing: $0) } ?? "nil"))
}
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}
public func method_getImplementation(_ m: Method) -> IMP { m }
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { m }
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }
public func object_getClass(_ obj: Any?) -> AnyClass? { obj.map { type(of: $0 as AnyObject) } }
