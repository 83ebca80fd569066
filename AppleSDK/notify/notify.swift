// Darwin notifications (Apple's `notify_post`, `notify_register_dispatch`): names posted and
// heard within this process — the app that would post to a widget is not running here, so a
// preview hears what its own code posts, and nothing from elsewhere.
import Dispatch
import Foundation

public typealias notify_handler_t = (Int32) -> Void

public let NOTIFY_STATUS_OK: UInt32 = 0
public let NOTIFY_STATUS_INVALID_NAME: UInt32 = 1
public let NOTIFY_STATUS_INVALID_TOKEN: UInt32 = 2
public let NOTIFY_STATUS_FAILED: UInt32 = 1_000_000
public let NOTIFY_TOKEN_INVALID: Int32 = -1

private final class Registry: @unchecked Sendable {
    static let shared = Registry()
    struct Registration {
        let name: String
        let queue: DispatchQueue?
        let handler: notify_handler_t?
        var posted = false
    }
    private var registrations: [Int32: Registration] = [:]
    private var states: [String: UInt64] = [:]
    private var next: Int32 = 1
    private let lock = NSLock()

    func register(_ name: String, queue: DispatchQueue?, handler: notify_handler_t?) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let token = next
        next += 1
        registrations[token] = Registration(name: name, queue: queue, handler: handler)
        return token
    }

    func post(_ name: String) {
        lock.lock()
        var heard: [(Int32, Registration)] = []
        for (token, registration) in registrations where registration.name == name {
            registrations[token]?.posted = true
            heard.append((token, registration))
        }
        lock.unlock()
        for (token, registration) in heard {
            guard let handler = registration.handler else { continue }
            let call = Handed(handler)
            (registration.queue ?? .main).async { call.value(token) }
        }
    }

    func check(_ token: Int32) -> Bool? {
        lock.lock()
        defer { lock.unlock() }
        guard let registration = registrations[token] else { return nil }
        registrations[token]?.posted = false
        return registration.posted
    }

    func cancel(_ token: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return registrations.removeValue(forKey: token) != nil
    }

    func state(of token: Int32) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return registrations[token].map { states[$0.name] ?? 0 }
    }

    func setState(_ state: UInt64, of token: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let name = registrations[token]?.name else { return false }
        states[name] = state
        return true
    }
}

private struct Handed: @unchecked Sendable {
    let value: notify_handler_t
    init(_ value: @escaping notify_handler_t) { self.value = value }
}

public func notify_post(_ name: UnsafePointer<CChar>!) -> UInt32 {
    guard let name else { return NOTIFY_STATUS_INVALID_NAME }
    Registry.shared.post(String(cString: name))
    return NOTIFY_STATUS_OK
}

public func notify_register_dispatch(
    _ name: UnsafePointer<CChar>!, _ out_token: UnsafeMutablePointer<Int32>!, _ queue: DispatchQueue!, _ handler: notify_handler_t!
) -> UInt32 {
    guard let name, let out_token else { return NOTIFY_STATUS_INVALID_NAME }
    out_token.pointee = Registry.shared.register(String(cString: name), queue: queue, handler: handler)
    return NOTIFY_STATUS_OK
}

public func notify_register_check(_ name: UnsafePointer<CChar>!, _ out_token: UnsafeMutablePointer<Int32>!) -> UInt32 {
    guard let name, let out_token else { return NOTIFY_STATUS_INVALID_NAME }
    out_token.pointee = Registry.shared.register(String(cString: name), queue: nil, handler: nil)
    return NOTIFY_STATUS_OK
}

public func notify_check(_ token: Int32, _ check: UnsafeMutablePointer<Int32>!) -> UInt32 {
    guard let posted = Registry.shared.check(token) else { return NOTIFY_STATUS_INVALID_TOKEN }
    check?.pointee = posted ? 1 : 0
    return NOTIFY_STATUS_OK
}

public func notify_cancel(_ token: Int32) -> UInt32 {
    Registry.shared.cancel(token) ? NOTIFY_STATUS_OK : NOTIFY_STATUS_INVALID_TOKEN
}

public func notify_get_state(_ token: Int32, _ state64: UnsafeMutablePointer<UInt64>!) -> UInt32 {
    guard let state = Registry.shared.state(of: token) else { return NOTIFY_STATUS_INVALID_TOKEN }
    state64?.pointee = state
    return NOTIFY_STATUS_OK
}

public func notify_set_state(_ token: Int32, _ state64: UInt64) -> UInt32 {
    Registry.shared.setState(state64, of: token) ? NOTIFY_STATUS_OK : NOTIFY_STATUS_INVALID_TOKEN
}

public func notify_is_valid_token(_ val: Int32) -> Bool { Registry.shared.state(of: val) != nil }
