// Security's result codes (Apple's `errSec…`) and their messages.
@_exported public import CoreFoundation

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecDiskFull: OSStatus = -34
public let errSecIO: OSStatus = -36
public let errSecParam: OSStatus = -50
public let errSecWrPerm: OSStatus = -61
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecBadReq: OSStatus = -909
public let errSecInternalComponent: OSStatus = -2070
public let errSecNotAvailable: OSStatus = -25291
public let errSecReadOnly: OSStatus = -25292
public let errSecAuthFailed: OSStatus = -25293
public let errSecNoSuchKeychain: OSStatus = -25294
public let errSecInvalidKeychain: OSStatus = -25295
public let errSecDuplicateKeychain: OSStatus = -25296
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecPkcs12VerifyFailure: OSStatus = -25264
public let errSecNoSuchAttr: OSStatus = -25303
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecInteractionRequired: OSStatus = -25315
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018
public let errSecVerifyFailed: OSStatus = -67808
public let errSecCertificateExpired: OSStatus = -67818
public let errSecNotTrusted: OSStatus = -67843
public let errSecInvalidEncoding: OSStatus = -67853

/// Apple's message for a Security result code (`SecCopyErrorMessageString`); `nil` for a code
/// Security does not define.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    securityMessage(status).map { $0 as CFString }
}

func securityMessage(_ status: OSStatus) -> String? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecDiskFull: "The disk is full."
    case errSecIO: "I/O error."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecWrPerm: "Write permissions error."
    case errSecAllocate: "Failed to allocate memory."
    case errSecUserCanceled: "User canceled the operation."
    case errSecBadReq: "Bad parameter or invalid state for operation."
    case errSecInternalComponent: "An internal component failed."
    case errSecNotAvailable: "No keychain is available."
    case errSecReadOnly: "This keychain cannot be modified."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecNoSuchKeychain: "The specified keychain could not be found."
    case errSecInvalidKeychain: "The specified keychain is not a valid keychain file."
    case errSecDuplicateKeychain: "A keychain with the same name already exists."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecNoSuchAttr: "The specified attribute does not exist."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecInteractionRequired: "User interaction is required, but is currently not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    case errSecVerifyFailed: "A cryptographic verification failure has occurred."
    case errSecCertificateExpired: "An expired certificate was detected."
    case errSecNotTrusted: "The trust policy was not trusted."
    case errSecInvalidEncoding: "An invalid encoding was detected."
    default: nil
    }
}

/// A Security result as the `NSError` Apple's functions hand back (`NSOSStatusErrorDomain`).
func securityError(_ status: OSStatus, _ description: String? = nil) -> NSError {
    let message = description ?? securityMessage(status) ?? "Security error \(status)."
    return NSError(domain: NSOSStatusErrorDomain, code: Int(status), userInfo: [NSLocalizedDescriptionKey: message])
}
