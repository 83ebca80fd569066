import Foundation
import Security
import Testing

/// Certificates and trust by the system's libcrypto, on a self-signed P-256 certificate for
/// widgetdeck.test made for these tests (Certificates/widgetdeck-test.der, valid to 2126).
@Suite("Security: certificates, keys and trust")
struct TrustTests {
    let certificate: SecCertificate

    init() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Certificates/widgetdeck-test.der")
        certificate = try #require(SecCertificateCreateWithData(nil, try Data(contentsOf: url) as CFData))
    }

    @Test("A certificate reads its subject and its public key as Apple externalises an EC key (the X9.63 point)")
    func certificateAndKey() throws {
        #expect(SecCertificateCopySubjectSummary(certificate) as String? == "widgetdeck.test")
        let key = try #require(SecCertificateCopyKey(certificate))
        let external = try #require(SecKeyCopyExternalRepresentation(key, nil) as Data?)
        #expect(
            external.map { String(format: "%02x", $0) }.joined()
                == "048d1d46f1cce3e754883be7065e38ac64c36c8c727bb18af2a02bee62363d9e"
                + "2a82ed8039982d4701cb5c19e16ad3cbe778cfa07b90724cf71d16de5bdeb5bf0f")
        #expect(SecCertificateCreateWithData(nil, Data("not DER".utf8) as CFData) == nil)
    }

    @Test("A chain is trusted by its anchor and the host it names; another host, or no anchor, is not — and says why")
    func trust() throws {
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates(certificate, SecPolicyCreateSSL(true, "widgetdeck.test" as CFString), &trust) == 0)
        let chain = try #require(trust)
        #expect(SecTrustSetAnchorCertificates(chain, [certificate] as CFArray) == errSecSuccess)
        var error: CFError?
        #expect(SecTrustEvaluateWithError(chain, &error))
        #expect(error == nil)

        #expect(SecTrustSetPolicies(chain, SecPolicyCreateSSL(true, "example.com" as CFString)) == errSecSuccess)
        #expect(!SecTrustEvaluateWithError(chain, &error))
        #expect(error?.localizedDescription == "The certificate chain is not trusted: hostname mismatch.")

        var unanchored: SecTrust?
        _ = SecTrustCreateWithCertificates([certificate] as CFArray, SecPolicyCreateBasicX509(), &unanchored)
        #expect(!SecTrustEvaluateWithError(try #require(unanchored), &error))
        #expect(error?.localizedDescription == "The certificate chain is not trusted: self-signed certificate.")
        let exceptions = SecTrustCopyExceptions(try #require(unanchored))
        #expect(SecTrustSetExceptions(try #require(unanchored), exceptions))
        #expect(SecTrustEvaluateWithError(try #require(unanchored), nil))
    }

    @Test("A PKCS #12 file opens with its password into an identity whose certificate is its own; a wrong password is errSecAuthFailed")
    func pkcs12() throws {
        // Certificates/widgetdeck-client.p12: a P-256 key and its self-signed certificate for
        // "widgetdeck client", made for this test with the password hunter2.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Certificates/widgetdeck-client.p12")
        let file = try Data(contentsOf: url) as CFData
        var items: CFArray?
        #expect(SecPKCS12Import(file, [kSecImportExportPassphrase as String: "hunter2"] as CFDictionary, &items) == errSecSuccess)
        let item = try #require((items as? [[String: Any]])?.first)
        let identity = try #require(item[kSecImportItemIdentity as String] as? SecIdentity)
        var certificate: SecCertificate?
        #expect(SecIdentityCopyCertificate(identity, &certificate) == errSecSuccess)
        #expect(certificate.flatMap { SecCertificateCopySubjectSummary($0) as String? } == "widgetdeck client")
        #expect(item[kSecImportItemLabel as String] as? String == "widgetdeck client")
        #expect((item[kSecImportItemCertChain as String] as? [SecCertificate])?.count == 1)
        var key: SecKey?
        #expect(SecIdentityCopyPrivateKey(identity, &key) == errSecSuccess && key != nil)

        var none: CFArray?
        #expect(SecPKCS12Import(file, [kSecImportExportPassphrase as String: "hunter3"] as CFDictionary, &none) == errSecAuthFailed)
        #expect(none == nil)
        #expect(SecPKCS12Import(Data("not PKCS #12".utf8) as CFData, [:] as CFDictionary, &none) == errSecDecode)
    }
}
