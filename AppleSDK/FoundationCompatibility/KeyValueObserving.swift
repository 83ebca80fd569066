// Foundation's key-value observing, which swift-corelibs-foundation leaves out: observers
// registered by key path (`addObserver(_:forKeyPath:options:context:)`, told through their
// `observeValue(forKeyPath:of:change:context:)`) and by Swift key path (`observe(_:options:
// changeHandler:)`, an `NSKeyValueObservation` that stops when released or invalidated).
//
// Linux has no Objective-C runtime to swap in notifying setters, so a change is told when the
// object says so — `willChangeValue(forKey:)` and `didChangeValue(forKey:)`, as Apple's manual
// notification — and at registration with `.initial`; a plain assignment tells no one. Old and
// new values are read by name (`_KeyValue`: a managed object's values, or stored properties).
// A class's `override func observeValue(...)` is compiled as this file's `_KeyValueObserving`
// requirement (the build drops the `override`, which has nothing to override here, and adds the
// conformance); `super.observeValue(...)` is NSObject's, which ignores what it is given.
import Foundation

/// What an observer is told with each change (Apple's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change (Apple's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion = 2, removal = 3, replacement = 4 }

/// A key of a change dictionary (Apple's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An observer told by key path: a class whose `observeValue(forKeyPath:of:change:context:)`
/// overrode NSObject's on a phone.
public protocol _KeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// NSObject's `observeValue(forKeyPath:of:change:context:)`, which `super.observeValue(...)`
/// calls: an observation no subclass handled is dropped.
public func _NSObjectObserveValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
) {}

/// The registrations of every observed object, and the old values a change in progress keeps.
final class KeyValueRegistry: @unchecked Sendable {
    static let shared = KeyValueRegistry()
    final class Registration {
        weak var observer: AnyObject?
        let key: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        let handler: ((AnyObject, [NSKeyValueChangeKey: Any]) -> Void)?
        init(
            observer: AnyObject?, key: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?,
            handler: ((AnyObject, [NSKeyValueChangeKey: Any]) -> Void)?
        ) {
            self.observer = observer
            self.key = key
            self.options = options
            self.context = context
            self.handler = handler
        }
    }
    let lock = NSRecursiveLock()
    var registrations: [ObjectIdentifier: [Registration]] = [:]
    var pendingOld: [ObjectIdentifier: [String: Any]] = [:]

    func add(_ registration: Registration, to object: AnyObject) {
        lock.withLock { registrations[ObjectIdentifier(object), default: []].append(registration) }
    }

    func remove(from object: AnyObject, where test: (Registration) -> Bool) {
        lock.withLock {
            let id = ObjectIdentifier(object)
            // The last matching registration goes, as Apple removes the most recent.
            if let index = registrations[id]?.lastIndex(where: test) { registrations[id]?.remove(at: index) }
            if registrations[id]?.isEmpty == true { registrations[id] = nil }
        }
    }

    func registrations(of object: AnyObject, key: String) -> [Registration] {
        lock.withLock {
            (registrations[ObjectIdentifier(object)] ?? []).filter { $0.key == key && ($0.observer != nil || $0.handler != nil) }
        }
    }

    /// Tells one registration of a change.
    static func tell(_ registration: Registration, object: AnyObject, change: [NSKeyValueChangeKey: Any]) {
        if let handler = registration.handler {
            handler(object, change)
        } else if let observer = registration.observer as? _KeyValueObserving {
            observer.observeValue(forKeyPath: registration.key, of: object, change: change, context: registration.context)
        }
    }
}

extension NSObject {
    /// Registers `observer` for changes of `keyPath`; with `.initial`, tells it at once.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        let registration = KeyValueRegistry.Registration(observer: observer, key: keyPath, options: options, context: context, handler: nil)
        KeyValueRegistry.shared.add(registration, to: self)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let value = _KeyValue.value(self, forKeyPath: keyPath) { change[.newKey] = value }
            KeyValueRegistry.tell(registration, object: self, change: change)
        }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueRegistry.shared.remove(from: self) { $0.observer === observer && $0.key == keyPath && $0.context == context }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueRegistry.shared.remove(from: self) { $0.observer === observer && $0.key == keyPath }
    }

    /// Says `key` is about to change: observers asking `.prior` are told, and the old value kept.
    /// Disfavoured: Linux's `Operation` has its own, which an operation's code means.
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {
        let registry = KeyValueRegistry.shared
        let registrations = registry.registrations(of: self, key: key)
        guard !registrations.isEmpty else { return }
        let old = _KeyValue.value(self, forKeyPath: key)
        registry.lock.withLock { registry.pendingOld[ObjectIdentifier(self), default: [:]][key] = old ?? NSNull() }
        for registration in registrations where registration.options.contains(.prior) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if registration.options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            KeyValueRegistry.tell(registration, object: self, change: change)
        }
    }

    /// Says `key` changed: its observers are told, with the old and new values they asked for.
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) {
        let registry = KeyValueRegistry.shared
        let registrations = registry.registrations(of: self, key: key)
        let old = registry.lock.withLock { registry.pendingOld[ObjectIdentifier(self)]?.removeValue(forKey: key) }
        guard !registrations.isEmpty else { return }
        let new = _KeyValue.value(self, forKeyPath: key)
        for registration in registrations {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if registration.options.contains(.old), let old { change[.oldKey] = old }
            KeyValueRegistry.tell(registration, object: self, change: change)
        }
    }
}

/// Key-value observing by Swift key path (Apple's `_KeyValueCodingAndObserving`).
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}

/// A change told to a key-path observer (Apple's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation by Swift key path; it stops when invalidated or released (Apple's `NSKeyValueObservation`).
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private weak var object: NSObject?
    private var registration: KeyValueRegistry.Registration?

    init(object: NSObject, registration: KeyValueRegistry.Registration) {
        self.object = object
        self.registration = registration
    }

    public func invalidate() {
        guard let registration, let object else { return }
        KeyValueRegistry.shared.remove(from: object) { $0 === registration }
        self.registration = nil
    }

    deinit { invalidate() }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the property `keyPath` names; told on `.initial` and when the object says the
    /// property's key changed.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = _KeyValue.name(of: keyPath)
        let registration = KeyValueRegistry.Registration(observer: nil, key: key, options: options, context: nil) { object, change in
            guard let object = object as? Self else { return }
            let isPrior = change[.notificationIsPriorKey] as? Bool ?? false
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) && !isPrior ? object[keyPath: keyPath] : nil,
                    oldValue: change[.oldKey] as? Value, indexes: nil, isPrior: isPrior))
        }
        KeyValueRegistry.shared.add(registration, to: self)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(kind: .setting, newValue: self[keyPath: keyPath], oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(object: self, registration: registration)
    }
}

// Key-value reading by path, which Linux's NSDictionary leaves out: its entries read key by key
// with `_KeyValue`. (NSObject gets none: a method added to it in an extension could not be
// overridden, and every class declaring its own `value(forKey:)` would stop compiling.)
extension NSDictionary {
    @_disfavoredOverload
    public func value(forKeyPath keyPath: String) -> Any? { _KeyValue.value(self, forKeyPath: keyPath) }
}
