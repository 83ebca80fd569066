// CommonCrypto on Linux: Apple's C digests, HMAC, PBKDF2 and AES (`CC_SHA256`, `CCHmac`,
// `CCKeyDerivationPBKDF`, `CCCrypt`), each computed by the system's libcrypto (OpenSSL) with
// Apple's C signatures, constants and status codes.
internal import CCrypto

public typealias CC_LONG = UInt32
public typealias CCHmacAlgorithm = UInt32
public typealias CCPBKDFAlgorithm = UInt32
public typealias CCPseudoRandomAlgorithm = UInt32
public typealias CCOperation = UInt32
public typealias CCAlgorithm = UInt32
public typealias CCOptions = UInt32
public typealias CCCryptorStatus = Int32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA224_DIGEST_LENGTH: Int32 = 28
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
public let CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
public let CC_SHA512_BLOCK_BYTES: Int32 = 128

public let kCCHmacAlgSHA1 = 0
public let kCCHmacAlgMD5 = 1
public let kCCHmacAlgSHA256 = 2
public let kCCHmacAlgSHA384 = 3
public let kCCHmacAlgSHA512 = 4
public let kCCHmacAlgSHA224 = 5

public let kCCPBKDF2 = 2
public let kCCPRFHmacAlgSHA1 = 1
public let kCCPRFHmacAlgSHA224 = 2
public let kCCPRFHmacAlgSHA256 = 3
public let kCCPRFHmacAlgSHA384 = 4
public let kCCPRFHmacAlgSHA512 = 5

public let kCCEncrypt = 0
public let kCCDecrypt = 1
public let kCCAlgorithmAES = 0
public let kCCAlgorithmAES128 = 0
public let kCCOptionPKCS7Padding = 1
public let kCCOptionECBMode = 2
public let kCCKeySizeAES128 = 16
public let kCCKeySizeAES192 = 24
public let kCCKeySizeAES256 = 32
public let kCCBlockSizeAES128 = 16

public let kCCSuccess = 0
public let kCCParamError = -4300
public let kCCBufferTooSmall = -4301
public let kCCMemoryFailure = -4302
public let kCCAlignmentError = -4303
public let kCCDecodeError = -4304
public let kCCUnimplemented = -4305

private func digest(
    _ md: OpaquePointer?, _ data: UnsafeRawPointer?, _ len: Int, _ out: UnsafeMutablePointer<UInt8>?
)
    -> UnsafeMutablePointer<UInt8>?
{
    var size: UInt32 = 0
    guard let out, EVP_Digest(data, len, out, &size, md, nil) == 1 else { return nil }
    return out
}

public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_md5(), data, Int(len), md)
}
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_sha1(), data, Int(len), md)
}
public func CC_SHA224(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_sha224(), data, Int(len), md)
}
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_sha256(), data, Int(len), md)
}
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_sha384(), data, Int(len), md)
}
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(EVP_sha512(), data, Int(len), md)
}

/// An incremental digest's state (Apple's `CC_SHA256_CTX` and kin): the bytes so far.
public struct CC_DigestContext {
    var bytes: [UInt8] = []
    public init() {}
}
public typealias CC_MD5_CTX = CC_DigestContext
public typealias CC_SHA1_CTX = CC_DigestContext
public typealias CC_SHA256_CTX = CC_DigestContext
public typealias CC_SHA512_CTX = CC_DigestContext

private func update(_ c: UnsafeMutablePointer<CC_DigestContext>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    c.pointee.bytes += UnsafeRawBufferPointer(start: data, count: Int(len))
    return 1
}
private func final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_DigestContext>!, _ evp: OpaquePointer?) -> Int32 {
    let bytes = c.pointee.bytes
    c.pointee.bytes = []
    return bytes.withUnsafeBytes { digest(evp, $0.baseAddress, $0.count, md) } == nil ? 0 : 1
}

public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    c.pointee = CC_DigestContext()
    return 1
}
public func CC_MD5_Update(_ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    update(c, data, len)
}
public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { final(md, c, EVP_md5()) }
public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    c.pointee = CC_DigestContext()
    return 1
}
public func CC_SHA1_Update(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    update(c, data, len)
}
public func CC_SHA1_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { final(md, c, EVP_sha1()) }
public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    c.pointee = CC_DigestContext()
    return 1
}
public func CC_SHA256_Update(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    update(c, data, len)
}
public func CC_SHA256_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    final(md, c, EVP_sha256())
}
public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    c.pointee = CC_DigestContext()
    return 1
}
public func CC_SHA512_Update(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 {
    update(c, data, len)
}
public func CC_SHA512_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    final(md, c, EVP_sha512())
}

private func hmacDigest(_ algorithm: UInt32) -> OpaquePointer? {
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: EVP_sha1()
    case kCCHmacAlgMD5: EVP_md5()
    case kCCHmacAlgSHA256: EVP_sha256()
    case kCCHmacAlgSHA384: EVP_sha384()
    case kCCHmacAlgSHA512: EVP_sha512()
    case kCCHmacAlgSHA224: EVP_sha224()
    default: nil
    }
}

/// An HMAC of `data` under `key`, written to `macOut` (its digest's length).
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!, _ dataLength: Int,
    _ macOut: UnsafeMutableRawPointer!
) {
    guard let md = hmacDigest(algorithm) else { return }
    var size: UInt32 = 0
    _ = HMAC(
        md, key, Int32(keyLength), data?.assumingMemoryBound(to: UInt8.self), dataLength, macOut?.assumingMemoryBound(to: UInt8.self), &size
    )
}

/// A key derived from a password by PBKDF2 (`kCCPBKDF2`) with the HMAC given.
public func CCKeyDerivationPBKDF(
    _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int, _ salt: UnsafePointer<UInt8>!,
    _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm, _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!,
    _ derivedKeyLen: Int
) -> Int32 {
    let md: OpaquePointer? =
        switch Int(prf) {
        case kCCPRFHmacAlgSHA1: EVP_sha1()
        case kCCPRFHmacAlgSHA224: EVP_sha224()
        case kCCPRFHmacAlgSHA256: EVP_sha256()
        case kCCPRFHmacAlgSHA384: EVP_sha384()
        case kCCPRFHmacAlgSHA512: EVP_sha512()
        default: nil
        }
    guard Int(algorithm) == kCCPBKDF2, let md, rounds > 0 else { return Int32(kCCParamError) }
    let ok = PKCS5_PBKDF2_HMAC(password, Int32(passwordLen), salt, Int32(saltLen), Int32(rounds), md, Int32(derivedKeyLen), derivedKey)
    return ok == 1 ? Int32(kCCSuccess) : Int32(kCCParamError)
}

/// AES in CBC (or ECB) mode, with PKCS #7 padding when asked: Apple's one-shot `CCCrypt`.
public func CCCrypt(
    _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int,
    _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int, _ dataOut: UnsafeMutableRawPointer!,
    _ dataOutAvailable: Int, _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
    guard Int(alg) == kCCAlgorithmAES else { return Int32(kCCUnimplemented) }
    let ecb = Int(options) & kCCOptionECBMode != 0
    let cipher: OpaquePointer? =
        switch (keyLength, ecb) {
        case (16, false): EVP_aes_128_cbc()
        case (24, false): EVP_aes_192_cbc()
        case (32, false): EVP_aes_256_cbc()
        case (16, true): EVP_aes_128_ecb()
        case (24, true): EVP_aes_192_ecb()
        case (32, true): EVP_aes_256_ecb()
        default: nil
        }
    guard let cipher, let key, let dataOut else { return Int32(kCCParamError) }
    let padding = Int(options) & kCCOptionPKCS7Padding != 0
    if !padding, dataInLength % kCCBlockSizeAES128 != 0 { return Int32(kCCAlignmentError) }
    if dataOutAvailable < dataInLength + (padding && Int(op) == kCCEncrypt ? kCCBlockSizeAES128 : 0) {
        dataOutMoved?.pointee = dataInLength + kCCBlockSizeAES128
        return Int32(kCCBufferTooSmall)
    }
    guard let context = EVP_CIPHER_CTX_new() else { return Int32(kCCMemoryFailure) }
    defer { EVP_CIPHER_CTX_free(context) }
    let zeroIV = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
    let encrypt: Int32 = Int(op) == kCCEncrypt ? 1 : 0
    let ivBytes = iv?.assumingMemoryBound(to: UInt8.self)
    let started = zeroIV.withUnsafeBufferPointer {
        EVP_CipherInit_ex(context, cipher, nil, key.assumingMemoryBound(to: UInt8.self), ivBytes ?? $0.baseAddress, encrypt)
    }
    guard started == 1 else { return Int32(kCCParamError) }
    EVP_CIPHER_CTX_set_padding(context, padding ? 1 : 0)
    let out = dataOut.assumingMemoryBound(to: UInt8.self)
    var written: Int32 = 0
    var tail: Int32 = 0
    guard EVP_CipherUpdate(context, out, &written, dataIn?.assumingMemoryBound(to: UInt8.self), Int32(dataInLength)) == 1
    else { return Int32(kCCParamError) }
    guard EVP_CipherFinal_ex(context, out + Int(written), &tail) == 1 else { return Int32(kCCDecodeError) }
    dataOutMoved?.pointee = Int(written + tail)
    return Int32(kCCSuccess)
}
