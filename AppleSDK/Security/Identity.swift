// Identities — a certificate with its private key — from PKCS #12 files, opened by the system's
// libcrypto as Security opens them on a phone: the password is checked against the file's MAC
// (`errSecAuthFailed` when it does not open it), then the leaf certificate, its key and the
// chain come out as an identity, a chain and a trust.
public import FoundationNetworking
internal import CCrypto

/// A certificate and its private key (Apple's `SecIdentity`).
public final class SecIdentity: @unchecked Sendable {
    let certificate: SecCertificate
    /// The private key as libcrypto writes it: DER, PKCS #1 for RSA (Apple's external form too),
    /// SEC 1 for EC (where Apple's external form is the X9.63 bytes).
    let privateKey: Data
    init(certificate: SecCertificate, privateKey: Data) {
        self.certificate = certificate
        self.privateKey = privateKey
    }
}

/// The identity's certificate.
public func SecIdentityCopyCertificate(_ identityRef: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>) -> OSStatus {
    certificateRef.pointee = identityRef.certificate
    return errSecSuccess
}

/// The identity's private key (as a key of its certificate's kind).
public func SecIdentityCopyPrivateKey(_ identityRef: SecIdentity, _ privateKeyRef: UnsafeMutablePointer<SecKey?>) -> OSStatus {
    guard let key = SecCertificateCopyKey(identityRef.certificate) else { return errSecDecode }
    privateKeyRef.pointee = SecKey(external: identityRef.privateKey, keyType: key.keyType, bits: key.bits)
    return errSecSuccess
}

/// The identities of a PKCS #12 file, opened with `options[kSecImportExportPassphrase]`: each
/// item a dictionary of `kSecImportItemIdentity`, `kSecImportItemCertChain`,
/// `kSecImportItemTrust` and `kSecImportItemLabel`. `errSecAuthFailed` when the password does
/// not open it, `errSecDecode` when the bytes are not PKCS #12.
public func SecPKCS12Import(_ pkcs12_data: CFData, _ options: CFDictionary, _ items: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    let data = pkcs12_data as Data
    let password = (options as? [String: Any])?[kSecImportExportPassphrase as String] as? String ?? ""
    var contents = ccrypto_pkcs12_contents()
    let status = data.withUnsafeBytes { raw in
        ccrypto_pkcs12_parse(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, password, &contents)
    }
    defer { ccrypto_pkcs12_free(&contents) }
    switch status {
    case 0: break
    case 1: return errSecAuthFailed
    case 2: return errSecDecode
    default: return errSecDecode
    }
    let leaf = SecCertificate(der: Data(bytes: contents.certificate, count: Int(contents.certificate_length)))
    let key = Data(bytes: contents.key, count: Int(contents.key_length))
    let chain = withUnsafeBytes(of: contents.chain) { pointers in
        withUnsafeBytes(of: contents.chain_lengths) { lengths in
            (0..<Int(contents.chain_count)).map { index in
                SecCertificate(
                    der: Data(
                        bytes: pointers.load(
                            fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride, as: UnsafeMutablePointer<UInt8>?.self
                        )!,
                        count: Int(lengths.load(fromByteOffset: index * MemoryLayout<Int32>.stride, as: Int32.self))))
            }
        }
    }
    var trust: SecTrust?
    _ = SecTrustCreateWithCertificates([leaf] + chain as CFArray, SecPolicyCreateBasicX509(), &trust)
    var item: [String: Any] = [
        kSecImportItemIdentity as String: SecIdentity(certificate: leaf, privateKey: key),
        kSecImportItemCertChain as String: [leaf] + chain,
    ]
    if let trust { item[kSecImportItemTrust as String] = trust }
    if let label = SecCertificateCopySubjectSummary(leaf) { item[kSecImportItemLabel as String] = label as String }
    items.pointee = [item] as NSArray
    return errSecSuccess
}

extension URLCredential {
    /// A credential of a client certificate. Made as asked; on Linux `URLSession` (curl
    /// underneath) does not present client certificates, so a server that asks for one gets none.
    public convenience init(identity: SecIdentity, certificates certArray: [Any]?, persistence: URLCredential.Persistence) {
        self.init(user: "", password: "", persistence: persistence)
    }
}

/// A server asking for a client certificate (Apple's constant; Linux's Foundation marks its own
/// unavailable, as curl is not asked to present one).
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"
