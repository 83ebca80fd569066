// CryptoKit on Linux, as much as widget code reaches: digests (SHA-2, and MD5 and SHA-1 as
// `Insecure`), keys and HMAC — computed by the system's libcrypto (OpenSSL), a maintained
// implementation, not one written here.
@_exported import Foundation
internal import CCrypto

/// A digest's bytes (Apple's `Digest`): iterable, comparable, printable as hexadecimal.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    /// The number of bytes in the digest.
    static var byteCount: Int { get }
}

extension Digest {
    public func makeIterator() -> Array<UInt8>.Iterator { withUnsafeBytes { Array($0) }.makeIterator() }
}

/// A hash function (Apple's `HashFunction`).
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    static var byteCount: Int { get }
    static var blockByteCount: Int { get }
    init()
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    func finalize() -> Self.Digest
}

extension HashFunction {
    public mutating func update<D: DataProtocol>(data: D) {
        let bytes = Array(data)
        bytes.withUnsafeBytes { update(bufferPointer: $0) }
    }

    public static func hash<D: DataProtocol>(data: D) -> Self.Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }
}

/// A digest of `Count` bytes, kept as an array (each algorithm's digest type is one of these).
public struct DigestBytes<Algorithm: _DigestAlgorithm>: Digest, Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    public static var byteCount: Int { Algorithm.byteCount }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    public var description: String { "\(Algorithm.name) digest: " + bytes.map { hex($0) }.joined() }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
}

/// What an algorithm's digest type needs to know of it.
public protocol _DigestAlgorithm: Sendable {
    static var name: String { get }
    static var byteCount: Int { get }
}

/// Bytes fed so far, hashed with libcrypto when finalised.
struct DigestInput {
    var bytes: [UInt8] = []

    mutating func update(_ pointer: UnsafeRawBufferPointer) { bytes += pointer }

    func digest(_ algorithm: String) -> [UInt8] {
        guard let md = EVP_MD_fetch(nil, algorithm, nil) else { fatalError("libcrypto has no \(algorithm)") }
        defer { EVP_MD_free(md) }
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBufferPointer { output in
                EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, md, nil)
            }
        }
        precondition(ok == 1, "libcrypto could not hash with \(algorithm)")
        return Array(out.prefix(Int(length)))
    }
}

public enum _SHA256: _DigestAlgorithm {
    public static let name = "SHA256"
    public static let byteCount = 32
}
public enum _SHA384: _DigestAlgorithm {
    public static let name = "SHA384"
    public static let byteCount = 48
}
public enum _SHA512: _DigestAlgorithm {
    public static let name = "SHA512"
    public static let byteCount = 64
}
public enum _MD5: _DigestAlgorithm {
    public static let name = "MD5"
    public static let byteCount = 16
}
public enum _SHA1: _DigestAlgorithm {
    public static let name = "SHA1"
    public static let byteCount = 20
}

/// Apple's `SHA256Digest`.
public typealias SHA256Digest = DigestBytes<_SHA256>
/// Apple's `SHA384Digest`.
public typealias SHA384Digest = DigestBytes<_SHA384>
/// Apple's `SHA512Digest`.
public typealias SHA512Digest = DigestBytes<_SHA512>

/// SHA-256 (Apple's `SHA256`).
public struct SHA256: HashFunction, Sendable {
    public typealias Digest = SHA256Digest
    public static let byteCount = 32
    public static let blockByteCount = 64
    var input = DigestInput()
    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { input.update(bufferPointer) }
    public func finalize() -> SHA256Digest { SHA256Digest(input.digest("SHA256")) }
}

/// SHA-384 (Apple's `SHA384`).
public struct SHA384: HashFunction, Sendable {
    public typealias Digest = SHA384Digest
    public static let byteCount = 48
    public static let blockByteCount = 128
    var input = DigestInput()
    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { input.update(bufferPointer) }
    public func finalize() -> SHA384Digest { SHA384Digest(input.digest("SHA384")) }
}

/// SHA-512 (Apple's `SHA512`).
public struct SHA512: HashFunction, Sendable {
    public typealias Digest = SHA512Digest
    public static let byteCount = 64
    public static let blockByteCount = 128
    var input = DigestInput()
    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { input.update(bufferPointer) }
    public func finalize() -> SHA512Digest { SHA512Digest(input.digest("SHA512")) }
}

/// Algorithms kept for compatibility, not security (Apple's `Insecure`).
public enum Insecure {
    /// Apple's `Insecure.MD5Digest`.
    public typealias MD5Digest = DigestBytes<_MD5>
    /// Apple's `Insecure.SHA1Digest`.
    public typealias SHA1Digest = DigestBytes<_SHA1>

    /// MD5 (Apple's `Insecure.MD5`).
    public struct MD5: HashFunction, Sendable {
        public typealias Digest = MD5Digest
        public static let byteCount = 16
        public static let blockByteCount = 64
        var input = DigestInput()
        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { input.update(bufferPointer) }
        public func finalize() -> MD5Digest { MD5Digest(input.digest("MD5")) }
    }

    /// SHA-1 (Apple's `Insecure.SHA1`).
    public struct SHA1: HashFunction, Sendable {
        public typealias Digest = SHA1Digest
        public static let byteCount = 20
        public static let blockByteCount = 64
        var input = DigestInput()
        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { input.update(bufferPointer) }
        public func finalize() -> SHA1Digest { SHA1Digest(input.digest("SHA1")) }
    }
}

/// A key's size (Apple's `SymmetricKeySize`).
public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A secret key (Apple's `SymmetricKey`).
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]

    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }

    /// A new random key, from libcrypto's random generator.
    public init(size: SymmetricKeySize) {
        var bytes = [UInt8](repeating: 0, count: size.bitCount / 8)
        let ok = bytes.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32($0.count)) }
        precondition(ok == 1, "libcrypto could not make a random key")
        self.bytes = bytes
    }

    public var bitCount: Int { bytes.count * 8 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}

/// A message authentication code (Apple's `HashedAuthenticationCode`).
public struct HashedAuthenticationCode<H: HashFunction>: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable {
    let bytes: [UInt8]

    public static var byteCount: Int { H.byteCount }
    public var byteCount: Int { bytes.count }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    public var description: String { "HMAC with \(H.self): " + bytes.map { hex($0) }.joined() }
}

/// HMAC (Apple's `HMAC`).
public struct HMAC<H: HashFunction>: Sendable {
    public typealias MAC = HashedAuthenticationCode<H>
    let key: [UInt8]
    var message: [UInt8] = []

    public init(key: SymmetricKey) { self.key = key.bytes }

    public mutating func update<D: DataProtocol>(data: D) { message += Array(data) }

    public func finalize() -> MAC { MAC(bytes: Self.code(key: key, message: message)) }

    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        MAC(bytes: code(key: key.bytes, message: Array(data)))
    }

    public static func isValidAuthenticationCode<D: DataProtocol>(_ mac: MAC, authenticating data: D, using key: SymmetricKey) -> Bool {
        authenticationCode(for: data, using: key).bytes == mac.bytes
    }

    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
        _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        let given = authenticationCode.withUnsafeBytes { Array($0) }
        return self.authenticationCode(for: authenticatedData, using: key).bytes == given
    }

    static var digestName: String {
        switch H.self {
        case is SHA256.Type: "SHA256"
        case is SHA384.Type: "SHA384"
        case is SHA512.Type: "SHA512"
        case is Insecure.MD5.Type: "MD5"
        default: "SHA1"
        }
    }

    static func code(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length = 0
        let result = key.withUnsafeBytes { k in
            message.withUnsafeBytes { m in
                out.withUnsafeMutableBufferPointer { o in
                    EVP_Q_mac(
                        nil, "HMAC", nil, digestName, nil, k.baseAddress, k.count, m.baseAddress, m.count, o.baseAddress, o.count, &length)
                }
            }
        }
        precondition(result != nil, "libcrypto could not compute the HMAC")
        return Array(out.prefix(length))
    }
}
