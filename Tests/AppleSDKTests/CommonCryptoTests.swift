import CommonCrypto
import Foundation
import Testing
import notify

/// CommonCrypto's C functions on libcrypto, checked against published test vectors, and
/// Darwin notifications within the process.
@Suite("CommonCrypto and notify")
struct CommonCryptoTests {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test("Digests and HMAC give the published vectors (FIPS 180, RFC 4231)")
    func digests() {
        let abc = Array("abc".utf8)
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        _ = CC_SHA256(abc, CC_LONG(abc.count), &sha256)
        #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var context = CC_SHA1_CTX()
        _ = CC_SHA1_Init(&context)
        _ = CC_SHA1_Update(&context, Array("ab".utf8), 2)
        _ = CC_SHA1_Update(&context, Array("c".utf8), 1)
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        _ = CC_SHA1_Final(&sha1, &context)
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let key = [UInt8](repeating: 0x0b, count: 20)
        let data = Array("Hi There".utf8)
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, data, data.count, &mac)
        #expect(hex(mac) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    @Test("PBKDF2 gives RFC 6070's vector; AES-CBC with padding round-trips and rejects a short buffer")
    func derivationAndAES() {
        var derived = [UInt8](repeating: 0, count: 20)
        let salt = Array("salt".utf8)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), "password", 8, salt, salt.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA1), 2, &derived,
            derived.count)
        #expect(status == Int32(kCCSuccess))
        #expect(hex(derived) == "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957")

        let key = [UInt8](repeating: 7, count: kCCKeySizeAES256)
        let iv = [UInt8](repeating: 1, count: kCCBlockSizeAES128)
        let plain = Array("widgetdeck on Linux".utf8)
        var sealed = [UInt8](repeating: 0, count: plain.count + kCCBlockSizeAES128)
        var moved = 0
        let options = CCOptions(kCCOptionPKCS7Padding)
        #expect(
            CCCrypt(
                CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, plain, plain.count, &sealed,
                sealed.count, &moved) == Int32(kCCSuccess))
        #expect(moved == 32)
        var opened = [UInt8](repeating: 0, count: moved)
        var openedLength = 0
        #expect(
            CCCrypt(
                CCOperation(kCCDecrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, sealed, moved, &opened,
                opened.count, &openedLength) == Int32(kCCSuccess))
        #expect(Array(opened.prefix(openedLength)) == plain)
        var small = [UInt8](repeating: 0, count: 4)
        #expect(
            CCCrypt(
                CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, key, key.count, iv, plain, plain.count, &small,
                small.count, &moved) == Int32(kCCBufferTooSmall))
    }

    @Test("A posted name is heard by its registrations in this process; a cancelled one is not")
    func notifications() async {
        var token: Int32 = NOTIFY_TOKEN_INVALID
        var checked: Int32 = 0
        let heard = await withCheckedContinuation { continuation in
            _ = notify_register_dispatch("com.example.changed", &token, DispatchQueue.global()) { continuation.resume(returning: $0) }
            #expect(notify_post("com.example.changed") == NOTIFY_STATUS_OK)
        }
        #expect(heard == token)
        #expect(notify_cancel(token) == NOTIFY_STATUS_OK)
        #expect(notify_cancel(token) == NOTIFY_STATUS_INVALID_TOKEN)
        var polled: Int32 = 0
        #expect(notify_register_check("com.example.changed", &polled) == NOTIFY_STATUS_OK)
        _ = notify_post("com.example.changed")
        #expect(notify_check(polled, &checked) == NOTIFY_STATUS_OK)
        #expect(checked == 1)
        #expect(notify_check(polled, &checked) == NOTIFY_STATUS_OK)
        #expect(checked == 0)
    }
}
