// Certificates, keys and trust (Apple's `SecCertificate`, `SecKey`, `SecPolicy`, `SecTrust`),
// read and evaluated by the system's libcrypto: a chain is trusted as the machine's trust
// store (or the anchors given) and, for an SSL policy, the host name say. On Linux no
// `URLSession` challenge carries a server's trust — curl checks it — so a `SecTrust` is one a
// widget's code makes from certificates it has.
@_exported public import CoreFoundation
public import FoundationNetworking
internal import CCrypto

/// An X.509 certificate, by its DER bytes.
public final class SecCertificate: @unchecked Sendable {
    let der: Data
    init(der: Data) { self.der = der }
}

/// A DER certificate; `nil` if the bytes are not one.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let der = data as Data
    let parsed = der.withUnsafeBytes { raw -> Bool in
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress,
            let certificate = ccrypto_x509_from_der(base, raw.count)
        else { return false }
        X509_free(certificate)
        return true
    }
    return parsed ? SecCertificate(der: der) : nil
}

public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der as NSData }

private func commonName(_ certificate: SecCertificate) -> String? {
    var buffer = [CChar](repeating: 0, count: 1024)
    let length = certificate.der.withUnsafeBytes { raw in
        ccrypto_x509_common_name(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &buffer, Int32(buffer.count))
    }
    guard length >= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The certificate's subject, as its common name.
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
    commonName(certificate).map { $0 as CFString }
}

public func SecCertificateCopyCommonName(
    _ certificate: SecCertificate, _ commonName: UnsafeMutablePointer<CFString?>
)
    -> OSStatus
{
    guard let name = Security.commonName(certificate) else { return errSecNoSuchAttr }
    commonName.pointee = name as CFString
    return errSecSuccess
}

/// A public key, in Apple's external representation (PKCS #1 for RSA, the X9.63 point for EC).
public final class SecKey: @unchecked Sendable {
    let external: Data
    let keyType: String
    let bits: Int

    init(external: Data, keyType: String, bits: Int) {
        self.external = external
        self.keyType = keyType
        self.bits = bits
    }
}

/// Keys are equal when they are the same key (as Core Foundation compares them).
extension SecKey: Hashable {
    public static func == (a: SecKey, b: SecKey) -> Bool { a.keyType == b.keyType && a.external == b.external }
    public func hash(into hasher: inout Hasher) { hasher.combine(external) }
}

/// The certificate's public key; `nil` for a kind of key other than RSA or EC.
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var kind: Int32 = 0
    var bits: Int32 = 0
    let length = certificate.der.withUnsafeBytes { raw in
        ccrypto_x509_public_key(
            raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &buffer, Int32(buffer.count), &kind, &bits)
    }
    guard length > 0, kind != 0 else { return nil }
    return SecKey(external: Data(buffer.prefix(Int(length))), keyType: kind == 1 ? "42" : "73", bits: Int(bits))
}

@available(iOS, deprecated: 12.0, renamed: "SecCertificateCopyKey")
public func SecCertificateCopyPublicKey(_ certificate: SecCertificate) -> SecKey? { SecCertificateCopyKey(certificate) }

public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.external as NSData
}

public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? {
    ["type": key.keyType, "kcls": "0", "bsiz": key.bits, "esiz": key.bits, "v_Data": key.external] as NSDictionary
}

/// A public key from its external representation; `attributes` names its type
/// (`kSecAttrKeyType`) and must say it is public — a private key is not kept here.
public func SecKeyCreateWithData(
    _ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecKey? {
    let type = attributes["type"] as? String ?? ""
    let keyClass = attributes["kcls"] as? String ?? "0"
    guard type == "42" || type == "73", keyClass == "0" else {
        error?.pointee = Unmanaged.passRetained(
            securityError(errSecUnimplemented, "widgetdeck's Security keeps public RSA and EC keys only."))
        return nil
    }
    let bits = (attributes["bsiz"] as? NSNumber)?.intValue ?? (keyData.length * 8)
    return SecKey(external: keyData as Data, keyType: type, bits: bits)
}

/// How a chain is judged: as a TLS server's (with its host name) or as a plain X.509 chain.
public final class SecPolicy: @unchecked Sendable {
    let hostname: String?
    let ssl: Bool

    init(ssl: Bool, hostname: String?) {
        self.ssl = ssl
        self.hostname = hostname
    }
}

public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(ssl: true, hostname: hostname.map { $0 as String })
}

public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(ssl: false, hostname: nil) }

public let kSecRevocationOCSPMethod: CFOptionFlags = 1 << 0
public let kSecRevocationCRLMethod: CFOptionFlags = 1 << 1
public let kSecRevocationPreferCRL: CFOptionFlags = 1 << 2
public let kSecRevocationRequirePositiveResponse: CFOptionFlags = 1 << 3
public let kSecRevocationNetworkAccessDisabled: CFOptionFlags = 1 << 4
public let kSecRevocationUseAnyAvailableMethod: CFOptionFlags = 3

/// A revocation policy: revocation is not checked here (no OCSP or CRL fetch), so it adds no
/// condition — said on standard error when it is made.
public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? {
    FileHandle.standardError.write(Data("widgetdeck: Security: revocation is not checked on Linux\n".utf8))
    return SecPolicy(ssl: false, hostname: nil)
}

/// A trust evaluation's outcome (Apple's `SecTrustResultType`).
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0
    case proceed = 1
    @available(iOS, deprecated: 7.0)
    case confirm = 2
    case deny = 3
    case unspecified = 4
    case recoverableTrustFailure = 5
    case fatalTrustFailure = 6
    case otherError = 7
}

/// A chain to judge by its policies.
public final class SecTrust: @unchecked Sendable {
    var certificates: [SecCertificate]
    var policies: [SecPolicy]
    var anchors: [SecCertificate] = []
    var anchorsOnly = false
    var exceptions: Data?
    var lastResult: SecTrustResultType = .invalid
    var verifyDate: Date?

    init(certificates: [SecCertificate], policies: [SecPolicy]) {
        self.certificates = certificates
        self.policies = policies
    }

    /// The fingerprint `SecTrustCopyExceptions` hands out: the chain's bytes, digested.
    var fingerprint: Data {
        let chain = certificates.reduce(into: Data()) { $0.append($1.der) }
        var digest = [UInt8](repeating: 0, count: 32)
        var size: UInt32 = 0
        _ = chain.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &digest, &size, EVP_sha256(), nil) }
        return Data(digest.prefix(Int(size)))
    }

    func evaluate() -> (Bool, NSError?) {
        if let exceptions, exceptions == fingerprint { return (true, nil) }
        let host = policies.lazy.compactMap(\.hostname).first
        var error: Int32 = 0
        let chain = certificates.map { [UInt8]($0.der) }
        let anchorBytes = anchors.map { [UInt8]($0.der) }
        let trusted = withPointers(chain) { chainPointers, chainLengths in
            withPointers(anchorBytes) { anchorPointers, anchorLengths in
                ccrypto_verify_chain(
                    chainPointers, chainLengths, Int32(chain.count), anchorPointers, anchorLengths, Int32(anchorBytes.count),
                    anchorsOnly ? 1 : 0, host, Int64(verifyDate?.timeIntervalSince1970 ?? 0), &error)
            }
        }
        if trusted == 1 { return (true, nil) }
        let reason = error < 0 ? "a certificate could not be read" : String(cString: ccrypto_verify_error_string(error))
        return (false, securityError(errSecNotTrusted, "The certificate chain is not trusted: \(reason)."))
    }
}

private func withPointers<R>(
    _ buffers: [[UInt8]], _ body: (UnsafePointer<UnsafePointer<UInt8>?>, UnsafePointer<Int>) -> R
) -> R {
    let copies = buffers.map { bytes -> UnsafeMutablePointer<UInt8> in
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        pointer.initialize(from: bytes, count: bytes.count)
        return pointer
    }
    defer { copies.forEach { $0.deallocate() } }
    let pointers: [UnsafePointer<UInt8>?] = copies.map { UnsafePointer($0) }
    let lengths = buffers.map(\.count)
    return pointers.withUnsafeBufferPointer { p in lengths.withUnsafeBufferPointer { l in body(p.baseAddress!, l.baseAddress!) } }
}

private func certificates(from value: CFTypeRef) -> [SecCertificate]? {
    if let one = value as? SecCertificate { return [one] }
    if let many = value as? [Any] { return many.compactMap { $0 as? SecCertificate } }
    return nil
}

private func policies(from value: CFTypeRef?) -> [SecPolicy] {
    guard let value else { return [] }
    if let one = value as? SecPolicy { return [one] }
    return (value as? [Any])?.compactMap { $0 as? SecPolicy } ?? []
}

public func SecTrustCreateWithCertificates(
    _ certificates: CFTypeRef, _ policies: CFTypeRef?, _ trust: UnsafeMutablePointer<SecTrust?>
) -> OSStatus {
    guard let chain = Security.certificates(from: certificates), !chain.isEmpty else { return errSecParam }
    trust.pointee = SecTrust(certificates: chain, policies: Security.policies(from: policies))
    return errSecSuccess
}

public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    trust.policies = Security.policies(from: policies)
    return errSecSuccess
}

public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray?) -> OSStatus {
    trust.anchors = (anchorCertificates as? [Any])?.compactMap { $0 as? SecCertificate } ?? []
    trust.anchorsOnly = anchorCertificates != nil
    return errSecSuccess
}

public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus {
    trust.anchorsOnly = anchorCertificatesOnly
    return errSecSuccess
}

/// Judges the chain: `true` when the trust store (or the anchors) and the policies' host name
/// accept it; else `false` with an error saying why, in OpenSSL's words.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    let (trusted, failure) = trust.evaluate()
    trust.lastResult = trusted ? .unspecified : .recoverableTrustFailure
    error?.pointee = failure
    return trusted
}

@available(iOS, deprecated: 13.0, renamed: "SecTrustEvaluateWithError")
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    _ = SecTrustEvaluateWithError(trust, nil)
    result.pointee = trust.lastResult
    return errSecSuccess
}

public typealias SecTrustWithErrorCallback = (SecTrust, Bool, CFError?) -> Void

public func SecTrustEvaluateAsyncWithError(
    _ trust: SecTrust, _ queue: DispatchQueue, _ result: @escaping SecTrustWithErrorCallback
) -> OSStatus {
    nonisolated(unsafe) let result = result
    queue.async {
        var error: CFError?
        let trusted = SecTrustEvaluateWithError(trust, &error)
        result(trust, trusted, error)
    }
    return errSecSuccess
}

public func SecTrustGetTrustResult(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    result.pointee = trust.lastResult
    return errSecSuccess
}

public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

@available(iOS, deprecated: 15.0, renamed: "SecTrustCopyCertificateChain")
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}

public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates as NSArray }

public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { trust.certificates.first.flatMap(SecCertificateCopyKey) }

@available(iOS, deprecated: 14.0, renamed: "SecTrustCopyKey")
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { SecTrustCopyKey(trust) }

/// The exceptions that would make this chain trusted as it stands, to hand back to
/// `SecTrustSetExceptions` (a user's "trust this certificate").
public func SecTrustCopyExceptions(_ trust: SecTrust) -> CFData? { trust.fingerprint as NSData }

/// Trusts the chain from now on if `exceptions` came from `SecTrustCopyExceptions` for this
/// very chain; `false` otherwise.
public func SecTrustSetExceptions(_ trust: SecTrust, _ exceptions: CFData?) -> Bool {
    trust.exceptions = exceptions as Data?
    return exceptions.map { $0 as Data == trust.fingerprint } ?? true
}

/// Judges the chain as at `verifyDate` rather than now.
public func SecTrustSetVerifyDate(_ trust: SecTrust, _ verifyDate: CFDate) -> OSStatus {
    trust.verifyDate = verifyDate as Date
    return errSecSuccess
}

/// The authentication method of a server-trust challenge (Foundation's, which
/// swift-corelibs-foundation marks unavailable): named, so a delegate comparing against it
/// compiles; no such challenge is raised on Linux.
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

extension URLCredential {
    /// A credential that accepts a server's trust: on Linux it carries no certificate, since
    /// curl has judged the server's before any delegate is asked.
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}

extension URLProtectionSpace {
    /// A server's trust in an authentication challenge: never on Linux, where curl checks the
    /// server's certificate itself and no such challenge is raised.
    public var serverTrust: SecTrust? { nil }
}
