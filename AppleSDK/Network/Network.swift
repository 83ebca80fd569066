// Network on Linux: `NWConnection` as a real TCP connection over the system's sockets (no TLS:
// a connection asking for it fails, saying so), and `NWPathMonitor` reading the machine's
// interfaces. Enough for a widget's data path that opens a connection, testable on loopback.
@_exported import Foundation
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// A network error (Apple's `NWError`).
public enum NWError: Error, Equatable, CustomDebugStringConvertible, Sendable {
    case posix(POSIXErrorCode)
    case dns(Int32)
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): "DNS error \(code): \(String(cString: gai_strerror(code)))"
        case .tls(let code): "TLS error \(code): TLS is not available to NWConnection on Linux"
        }
    }
}

/// An IPv4 address (Apple's `IPv4Address`).
public struct IPv4Address: Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Data
    public init?(_ string: String) {
        var address = in_addr()
        guard inet_pton(AF_INET, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
    }
    public init?(_ rawValue: Data) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
    }
    public static let loopback = IPv4Address("127.0.0.1")!
    public static let any = IPv4Address("0.0.0.0")!
    public static let broadcast = IPv4Address("255.255.255.255")!
    public var isLoopback: Bool { rawValue.first == 127 }
    public var debugDescription: String { rawValue.map(String.init).joined(separator: ".") }
}

/// An IPv6 address (Apple's `IPv6Address`).
public struct IPv6Address: Hashable, Sendable, CustomDebugStringConvertible {
    public let rawValue: Data
    public init?(_ string: String) {
        var address = in6_addr()
        guard inet_pton(AF_INET6, string, &address) == 1 else { return nil }
        rawValue = withUnsafeBytes(of: &address) { Data($0) }
    }
    public init?(_ rawValue: Data) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
    }
    public static let loopback = IPv6Address("::1")!
    public static let any = IPv6Address("::")!
    public var isLoopback: Bool { self == .loopback }
    public var debugDescription: String {
        var address = in6_addr()
        _ = withUnsafeMutableBytes(of: &address) { rawValue.copyBytes(to: $0) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A network interface (Apple's `NWInterface`).
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// Apple's `NWInterface.InterfaceType`.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }
    public let name: String
    public let type: InterfaceType
    public let index: Int
    public var debugDescription: String { name }
}

/// Where a connection goes (Apple's `NWEndpoint`).
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    /// A host (Apple's `NWEndpoint.Host`).
    public enum Host: Hashable, Sendable, CustomDebugStringConvertible, ExpressibleByStringLiteral {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        public init(_ string: String) {
            if let v4 = IPv4Address(string) {
                self = .ipv4(v4)
            } else if let v6 = IPv6Address(string) {
                self = .ipv6(v6)
            } else {
                self = .name(string, nil)
            }
        }
        public init(stringLiteral value: String) { self.init(value) }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port (Apple's `NWEndpoint.Port`).
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
        public let rawValue: UInt16
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let smtp: Port = 25
        public static let http: Port = 80
        public static let https: Port = 443
        public var debugDescription: String { String(rawValue) }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

/// How a connection is made (Apple's `NWParameters`).
public final class NWParameters: @unchecked Sendable, CustomDebugStringConvertible {
    /// Apple's `NWParameters.ExpiredDNSBehavior`.
    public enum ExpiredDNSBehavior: Sendable { case systemDefault, allow, prohibit }

    let usesTLS: Bool
    let isDatagram: Bool
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var prohibitExpensivePaths = false
    public var prohibitConstrainedPaths = false
    public var allowLocalEndpointReuse = false
    public var acceptLocalOnly = false
    public var includePeerToPeer = false
    public var expiredDNSBehavior: ExpiredDNSBehavior = .systemDefault
    public var serviceClass: NWParameters.ServiceClass = .bestEffort

    /// Apple's `NWParameters.ServiceClass`.
    public enum ServiceClass: Sendable { case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling }

    init(tls: Bool, datagram: Bool) {
        usesTLS = tls
        isDatagram = datagram
    }

    public convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        self.init(tls: tls != nil, datagram: false)
    }

    public convenience init() { self.init(tls: false, datagram: false) }

    public static var tcp: NWParameters { NWParameters(tls: false, datagram: false) }
    public static var udp: NWParameters { NWParameters(tls: false, datagram: true) }
    public static var tls: NWParameters { NWParameters(tls: true, datagram: false) }
    public static var dtls: NWParameters { NWParameters(tls: true, datagram: true) }

    public var debugDescription: String { usesTLS ? "tls" : isDatagram ? "udp" : "tcp" }
}

/// Protocol options (Apple's `NWProtocolTCP`, `NWProtocolTLS`).
public enum NWProtocolTCP {
    public final class Options: @unchecked Sendable {
        public var noDelay = false
        public var connectionTimeout = 0
        public var enableKeepalive = false
        public var keepaliveIdle = 0
        public init() {}
    }
}

public enum NWProtocolTLS {
    public final class Options: @unchecked Sendable {
        public init() {}
    }
}

/// A path's state (Apple's `NWPath`).
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Apple's `NWPath.Status`.
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    /// Apple's `NWPath.UnsatisfiedReason`.
    public enum UnsatisfiedReason: Equatable, Sendable { case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive }

    public let status: Status
    public let availableInterfaces: [NWInterface]
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    public var isExpensive: Bool { false }
    public var isConstrained: Bool { false }
    public var supportsIPv4: Bool { status == .satisfied }
    public var supportsIPv6: Bool { status == .satisfied }
    public var supportsDNS: Bool { status == .satisfied }
    public var gateways: [NWEndpoint] { [] }
    public var localEndpoint: NWEndpoint? { nil }
    public var remoteEndpoint: NWEndpoint? { nil }

    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }

    public var debugDescription: String { "\(status)" }

    /// The machine's interfaces now: satisfied when one that is up is not the loopback.
    package static func current() -> NWPath {
        var interfaces: [NWInterface] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        if getifaddrs(&list) == 0, let first = list {
            var next: UnsafeMutablePointer<ifaddrs>? = first
            var index = 1
            while let entry = next {
                let name = String(cString: entry.pointee.ifa_name)
                let flags = Int32(entry.pointee.ifa_flags)
                if flags & Int32(IFF_UP) != 0, !interfaces.contains(where: { $0.name == name }) {
                    let loopback = flags & Int32(IFF_LOOPBACK) != 0
                    let type: NWInterface.InterfaceType =
                        loopback ? .loopback : name.hasPrefix("wl") ? .wifi : name.hasPrefix("e") ? .wiredEthernet : .other
                    interfaces.append(NWInterface(name: name, type: type, index: index))
                    index += 1
                }
                next = entry.pointee.ifa_next
            }
            freeifaddrs(first)
        }
        let satisfied = interfaces.contains { $0.type != .loopback }
        return NWPath(status: satisfied ? .satisfied : .unsatisfied, availableInterfaces: interfaces)
    }
}

/// Watches the network's path (Apple's `NWPathMonitor`): the machine's interfaces, told once on start.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public private(set) var currentPath: NWPath
    private var queue: DispatchQueue?

    public init() { currentPath = NWPath.current() }
    public init(requiredInterfaceType: NWInterface.InterfaceType) { currentPath = NWPath.current() }
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) { currentPath = NWPath.current() }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        currentPath = NWPath.current()
        let path = currentPath
        queue.async { self.pathUpdateHandler?(path) }
    }

    public func cancel() { pathUpdateHandler = nil }
}

/// A connection (Apple's `NWConnection`): TCP over a socket; its work on a queue of its own, its
/// handlers called on the queue it was started on.
public final class NWConnection: @unchecked Sendable {
    /// Apple's `NWConnection.State`.
    public enum State: Equatable, Sendable {
        case setup
        case waiting(NWError)
        case preparing
        case ready
        case failed(NWError)
        case cancelled
    }

    /// Apple's `NWConnection.ContentContext`.
    public final class ContentContext: @unchecked Sendable {
        public let identifier: String
        public let isFinal: Bool
        public init(
            identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false, antecedent: ContentContext? = nil
        ) {
            self.identifier = identifier
            self.isFinal = isFinal
        }
        public static let defaultMessage = ContentContext(identifier: "default")
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        public static let defaultStream = ContentContext(identifier: "stream")
        public var isComplete: Bool { isFinal }
    }

    /// Apple's `NWConnection.SendCompletion`.
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    public var stateUpdateHandler: ((State) -> Void)?
    public var viabilityUpdateHandler: ((Bool) -> Void)?
    public var betterPathUpdateHandler: ((Bool) -> Void)?
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public private(set) var state: State = .setup
    public private(set) var queue: DispatchQueue?
    public var currentPath: NWPath? { state == .ready ? NWPath.current() : nil }

    private let work = DispatchQueue(label: "widgetdeck.nwconnection")
    private var socket: Int32 = -1
    private let lock = NSLock()

    public init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        endpoint = .hostPort(host: host, port: port)
        self.parameters = parameters
    }

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    deinit { if socket >= 0 { close(socket) } }

    private func set(_ new: State) {
        lock.withLock { state = new }
        queue?.async { self.stateUpdateHandler?(new) }
    }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        set(.preparing)
        work.async { self.connect() }
    }

    private func connect() {
        guard !parameters.usesTLS else {
            set(.failed(.tls(-9800)))
            return
        }
        guard case .hostPort(let host, let port) = endpoint else {
            set(.failed(.posix(.EAFNOSUPPORT)))
            return
        }
        var hints = addrinfo()
        hints.ai_socktype = parameters.isDatagram ? Int32(SOCK_DGRAM.rawValue) : Int32(SOCK_STREAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host.debugDescription, String(port.rawValue), &hints, &result)
        guard status == 0, let first = result else {
            set(.failed(.dns(status)))
            return
        }
        defer { freeaddrinfo(first) }
        var next: UnsafeMutablePointer<addrinfo>? = first
        var lastError = ECONNREFUSED
        while let info = next {
            let fd = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd >= 0 {
                if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 {
                    lock.withLock { socket = fd }
                    set(.ready)
                    return
                }
                lastError = errno
                close(fd)
            }
            next = info.pointee.ai_next
        }
        set(.failed(.posix(POSIXErrorCode(rawValue: lastError) ?? .ECONNREFUSED)))
    }

    public func cancel() {
        work.async {
            let fd = self.lock.withLock { () -> Int32 in
                let fd = self.socket
                self.socket = -1
                return fd
            }
            if fd >= 0 {
                shutdown(fd, Int32(SHUT_RDWR))
                close(fd)
            }
            self.set(.cancelled)
        }
    }

    public func forceCancel() { cancel() }
    public func restart() {}

    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion)
    {
        work.async {
            var error: NWError?
            let fd = self.lock.withLock { self.socket }
            if let content, !content.isEmpty {
                if fd < 0 {
                    error = .posix(.ENOTCONN)
                } else {
                    var sent = 0
                    content.withUnsafeBytes { bytes in
                        while sent < bytes.count {
                            let n = Glibc.send(fd, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                            if n < 0 {
                                if errno == EINTR { continue }
                                error = .posix(POSIXErrorCode(rawValue: errno) ?? .EIO)
                                return
                            }
                            sent += n
                        }
                    }
                }
            }
            if contentContext.isFinal, fd >= 0 { shutdown(fd, Int32(SHUT_WR)) }
            if case .contentProcessed(let done) = completion {
                let result = error
                self.queue?.async { done(result) }
            }
        }
    }

    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void
    ) {
        work.async {
            let fd = self.lock.withLock { self.socket }
            guard fd >= 0 else {
                self.queue?.async { completion(nil, nil, true, .posix(.ENOTCONN)) }
                return
            }
            var buffer = [UInt8](repeating: 0, count: max(1, maximumLength))
            var received = 0
            var finished = false
            var failure: NWError?
            while received < max(1, minimumIncompleteLength) {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress! + received, $0.count - received, 0) }
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .posix(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    break
                }
                if n == 0 {
                    finished = true
                    break
                }
                received += n
                if received >= buffer.count { break }
            }
            let data = received > 0 ? Data(buffer[0..<received]) : nil
            let context = finished ? ContentContext.finalMessage : ContentContext.defaultStream
            let (ended, error) = (finished, failure)
            self.queue?.async { completion(data, context, ended, error) }
        }
    }

    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        receive(minimumIncompleteLength: 1, maximumLength: 65_536, completion: completion)
    }
}
