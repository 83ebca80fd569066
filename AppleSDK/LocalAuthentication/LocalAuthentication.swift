// LocalAuthentication on Linux: a machine with no biometry and no passcode to ask for. Every
// policy is unavailable and says why with Apple's own error — `biometryNotAvailable` for the
// biometric policies, `passcodeNotSet` for the device-owner one — so a widget's code takes the
// path it takes on a phone that cannot authenticate.
@_exported public import CoreFoundation

/// Apple's error domain for LocalAuthentication.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// The longest a Touch ID match may be reused, in seconds.
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

/// What to authenticate the device's owner by.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
    case deviceOwnerAuthenticationWithCompanion = 6
    case deviceOwnerAuthenticationWithBiometricsOrCompanion = 7
}

/// The kind of biometry a device has: none here.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4

    @available(iOS, deprecated: 11.2, renamed: "none")
    public static var typeNone: LABiometryType { .none }
}

/// A credential an app hands the context (an application password).
public enum LACredentialType: Int, Sendable {
    case applicationPassword = 0
}

/// LocalAuthentication's error (Apple's `LAError`), with its codes as Apple numbers them.
public struct LAError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case watchNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case companionNotAvailable = -15
        case notInteractive = -1004

        @available(iOS, deprecated: 11.0, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(iOS, deprecated: 11.0, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(iOS, deprecated: 11.0, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
    }

    public let code: Code
    private let message: String

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        message = userInfo[NSLocalizedDescriptionKey] as? String ?? LAError.message(code)
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var localizedDescription: String { message }

    public static func == (lhs: LAError, rhs: LAError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var watchNotAvailable: Code { .watchNotAvailable }
    public static var biometryNotPaired: Code { .biometryNotPaired }
    public static var biometryDisconnected: Code { .biometryDisconnected }
    public static var invalidDimensions: Code { .invalidDimensions }
    public static var companionNotAvailable: Code { .companionNotAvailable }
    public static var notInteractive: Code { .notInteractive }
    @available(iOS, deprecated: 11.0, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    @available(iOS, deprecated: 11.0, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    @available(iOS, deprecated: 11.0, renamed: "biometryLockout")
    public static var touchIDLockout: Code { .biometryLockout }

    private static func message(_ code: Code) -> String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this machine (widgetdeck on Linux)."
        case .passcodeNotSet: "No passcode is set on this machine (widgetdeck on Linux)."
        case .watchNotAvailable, .companionNotAvailable: "No paired device is available (widgetdeck on Linux)."
        case .invalidContext: "The context was invalidated."
        default: "Authentication failed (\(code))."
        }
    }
}

/// An authentication context (Apple's `LAContext`): here no policy can be evaluated, and each
/// says why.
open class LAContext: NSObject, @unchecked Sendable {
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var localizedReason: String = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    private var invalidated = false
    private var credentials: Set<Int> = []

    public override init() { super.init() }

    /// The biometry this machine has: none.
    open var biometryType: LABiometryType { .none }

    /// Changes when enrolled biometry changes: `nil`, none being enrolled.
    open var evaluatedPolicyDomainState: Data? { nil }

    private func unavailable(_ policy: LAPolicy) -> LAError {
        if invalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthentication: return LAError(.passcodeNotSet)
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithCompanion: return LAError(.watchNotAvailable)
        default: return LAError(.biometryNotAvailable)
        }
    }

    /// Whether `policy` can be evaluated: never here; `error` says why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = unavailable(policy) as NSError
        return false
    }

    /// Evaluates `policy`: `reply` gets `false` and the reason it cannot be.
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        reply(false, unavailable(policy))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw unavailable(policy)
    }

    open func invalidate() { invalidated = true }

    open func setCredential(_ credential: Data?, type: LACredentialType) -> Bool {
        if credential == nil { credentials.remove(type.rawValue) } else { credentials.insert(type.rawValue) }
        return true
    }

    open func isCredentialSet(_ type: LACredentialType) -> Bool { credentials.contains(type.rawValue) }
}

/// `catch LAError.userCancel`: an error of LocalAuthentication's with that code.
public func ~= (code: LAError.Code, error: any Error) -> Bool {
    if let error = error as? LAError { return error.code == code }
    let error = error as NSError
    return error.domain == LAErrorDomain && error.code == code.rawValue
}
