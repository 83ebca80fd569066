// Core Foundation's notification centers (Apple's `CFNotificationCenter`), as an app group's
// code uses the Darwin one to tell its widget that shared data changed: names posted and heard
// within this process — the app that would post to a widget is not running here, so a preview
// hears what its own code posts, delivered as it is posted.

/// A notification center (Apple's `CFNotificationCenter`).
public final class CFNotificationCenter: @unchecked Sendable {
    struct Observer {
        let observer: UnsafeRawPointer?
        let callBack: CFNotificationCallback
        let name: String?
        let object: UnsafeRawPointer?
    }

    private var observers: [Observer] = []
    private let lock = NSLock()

    static let darwin = CFNotificationCenter()
    static let local = CFNotificationCenter()

    func add(_ observer: Observer) {
        lock.lock()
        defer { lock.unlock() }
        observers.append(observer)
    }

    func remove(observer: UnsafeRawPointer?, name: String?, object: UnsafeRawPointer?) {
        lock.lock()
        defer { lock.unlock() }
        observers.removeAll { entry in
            entry.observer == observer && (name == nil || entry.name == name) && (object == nil || entry.object == object)
        }
    }

    func post(_ name: CFNotificationName, object: UnsafeRawPointer?, userInfo: CFDictionary?) {
        let key = name.rawValue as String
        lock.lock()
        let heard = observers.filter { ($0.name == nil || $0.name == key) && ($0.object == nil || $0.object == object) }
        lock.unlock()
        // The Darwin center carries no object or user info, as on a phone.
        let isDarwin = self === CFNotificationCenter.darwin
        for entry in heard {
            entry.callBack(
                self, UnsafeMutableRawPointer(mutating: entry.observer), name, isDarwin ? nil : object, isDarwin ? nil : userInfo)
        }
    }
}

/// A notification's name (Apple's `CFNotificationName`).
public struct CFNotificationName: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    public static func == (a: CFNotificationName, b: CFNotificationName) -> Bool { (a.rawValue as String) == (b.rawValue as String) }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue as String) }
}

/// What an observer is called with (Apple's `CFNotificationCallback`).
/// A function, as a C function pointer is: sendable, capturing nothing.
public typealias CFNotificationCallback =
    @Sendable (
        CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?
    ) -> Void

/// How notifications wait while an app is in the background (Apple's
/// `CFNotificationSuspensionBehavior`): delivered as posted here.
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1, coalesce, hold, deliverImmediately
}

/// The center of Darwin notifications, shared by an app and its extensions on a phone.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { CFNotificationCenter.darwin }

/// The process's own center.
public func CFNotificationCenterGetLocalCenter() -> CFNotificationCenter! { CFNotificationCenter.local }

public func CFNotificationCenterAddObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!, _ name: CFString!,
    _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior
) {
    guard let center, let callBack else { return }
    center.add(.init(observer: observer, callBack: callBack, name: name.map { $0 as String }, object: object))
}

public func CFNotificationCenterRemoveObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!
) {
    center?.remove(observer: observer, name: name.map { $0.rawValue as String }, object: object)
}

public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {
    center?.remove(observer: observer, name: nil, object: nil)
}

public func CFNotificationCenterPostNotification(
    _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!, _ userInfo: CFDictionary!,
    _ deliverImmediately: Bool
) {
    guard let center, let name else { return }
    center.post(name, object: object, userInfo: userInfo)
}
