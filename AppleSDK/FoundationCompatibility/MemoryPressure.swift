// Dispatch's memory-pressure source, which Linux's Dispatch leaves out (it is built on the
// kernel's Mach notifications on Apple's systems). A source is made, configured, resumed and
// cancelled as there; no event arrives, as Linux sends a process no memory-pressure
// notification — the path an app with ample memory takes.
import Dispatch

extension DispatchSource {
    /// The memory pressure an event reports (Apple's `DispatchSource.MemoryPressureEvent`).
    public struct MemoryPressureEvent: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    public class func makeMemoryPressureSource(
        eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil
    ) -> any DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask)
    }
}

/// A source of memory-pressure events (Apple's `DispatchSourceMemoryPressure`).
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol {
    var data: DispatchSource.MemoryPressureEvent { get }
    var mask: DispatchSource.MemoryPressureEvent { get }
}

/// A memory-pressure source that is never told of pressure.
final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {
    let mask: DispatchSource.MemoryPressureEvent
    private(set) var isCancelled = false
    private var cancelHandler: DispatchWorkItem?
    private var registrationHandler: DispatchWorkItem?
    init(mask: DispatchSource.MemoryPressureEvent) { self.mask = mask }

    var data: DispatchSource.MemoryPressureEvent { [] }
    var handle: UInt { 0 }
    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {}
    func setEventHandler(handler: DispatchWorkItem) {}
    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        cancelHandler = handler.map { DispatchWorkItem(qos: qos, flags: flags, block: $0) }
    }
    func setCancelHandler(handler: DispatchWorkItem) { cancelHandler = handler }
    func setRegistrationHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        registrationHandler = handler.map { DispatchWorkItem(qos: qos, flags: flags, block: $0) }
    }
    func setRegistrationHandler(handler: DispatchWorkItem) { registrationHandler = handler }
    /// Registers the source: its registration handler runs, once.
    func activate() {
        registrationHandler?.perform()
        registrationHandler = nil
    }
    func resume() { activate() }
    func suspend() {}
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        cancelHandler?.perform()
    }
}
