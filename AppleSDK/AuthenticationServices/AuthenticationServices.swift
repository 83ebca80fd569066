// AuthenticationServices on Linux: there is no passkey, saved password, Apple ID or browser
// here. Requests are built as on a phone; performing them fails with Apple's own error
// (`ASAuthorizationError.notHandled`: nothing here can handle them), a web sign-in cannot start,
// and an Apple ID's credential is not found — each said on standard error, so an app takes
// the path it takes on a phone where the user has no account to offer.
import Foundation
import UIKit

func authenticationSays(_ message: String) {
    FileHandle.standardError.write(
        Data("widgetdeck: AuthenticationServices: \(message) (no passkeys, passwords, Apple ID or browser on Linux)\n".utf8))
}

/// Where a sign-in sheet would be shown (Apple's `ASPresentationAnchor`).
public typealias ASPresentationAnchor = UIWindow

public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// An authorization's error (Apple's `ASAuthorizationError`).
public struct ASAuthorizationError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004
        case notInteractive = 1005, matchedExcludedCredential = 1006, credentialImport = 1007, credentialExport = 1008
        case preferSignInWithApple = 1009, deviceNotConfiguredForPasskeyCreation = 1010
    }
    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    public static var errorDomain: String { ASAuthorizationErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
}

/// A web sign-in's error (Apple's `ASWebAuthenticationSessionError`).
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3
    }
    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

/// Something that makes authorization requests (Apple's `ASAuthorizationProvider`).
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A credential an authorization gave (Apple's `ASAuthorizationCredential`).
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for a credential (Apple's `ASAuthorizationRequest`).
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// A completed authorization (Apple's `ASAuthorization`).
open class ASAuthorization: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential
    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }

    /// What an Apple ID request asks to share (Apple's `ASAuthorization.Scope`).
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let email = Scope("email")
        public static let fullName = Scope("full_name")
    }

    /// An OpenID request's operation (Apple's `ASAuthorization.OpenIDOperation`).
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation("")
        public static let operationLogin = OpenIDOperation("login")
        public static let operationRefresh = OpenIDOperation("refresh")
        public static let operationLogout = OpenIDOperation("logout")
    }
}

// MARK: Passwords

/// A saved password (Apple's `ASPasswordCredential`).
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// Asks for a saved password (Apple's `ASAuthorizationPasswordProvider`).
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() {}
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

// MARK: Passkeys

/// A public-key credential (Apple's `ASPublicKeyCredential`).
public protocol ASPublicKeyCredential: ASAuthorizationCredential {
    var credentialID: Data { get }
    var rawClientDataJSON: Data { get }
}

public protocol ASAuthorizationPublicKeyCredentialAssertion: ASPublicKeyCredential {
    var signature: Data! { get }
    var userID: Data! { get }
    var rawAuthenticatorData: Data! { get }
}

public protocol ASAuthorizationPublicKeyCredentialRegistration: ASPublicKeyCredential {
    var rawAttestationObject: Data? { get }
}

/// Where a passkey lives (Apple's `ASAuthorizationPublicKeyCredentialAttachment`).
public enum ASAuthorizationPublicKeyCredentialAttachment: Int, Sendable {
    case platform = 0, crossPlatform = 1
}

/// Asks for a passkey of a relying party (Apple's `ASAuthorizationPlatformPublicKeyCredentialProvider`).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public let relyingPartyIdentifier: String
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }

    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }

    open func createCredentialRegistrationRequest(
        challenge: Data, name: String, userID: Data
    )
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self, challenge: challenge, name: name, userID: userID)
    }
}

open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var allowedCredentials: [Data] = []
    init(provider: any ASAuthorizationProvider, challenge: Data) {
        self.challenge = challenge
        super.init(provider: provider)
    }
}

open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var name: String
    open var userID: Data
    open var displayName: String?
    init(provider: any ASAuthorizationProvider, challenge: Data, name: String, userID: Data) {
        (self.challenge, self.name, self.userID) = (challenge, name, userID)
        super.init(provider: provider)
    }
}

/// A passkey sign-in (Apple's `ASAuthorizationPlatformPublicKeyCredentialAssertion`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationPublicKeyCredentialAssertion,
    @unchecked Sendable
{
    public let credentialID: Data
    public let rawClientDataJSON: Data
    public let signature: Data!
    public let userID: Data!
    public let rawAuthenticatorData: Data!
    public var attachment: ASAuthorizationPublicKeyCredentialAttachment { .platform }
    init(credentialID: Data, userID: Data) {
        self.credentialID = credentialID
        self.userID = userID
        rawClientDataJSON = Data()
        signature = Data()
        rawAuthenticatorData = Data()
    }
}

/// A passkey made (Apple's `ASAuthorizationPlatformPublicKeyCredentialRegistration`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationPublicKeyCredentialRegistration,
    @unchecked Sendable
{
    public let credentialID: Data
    public let rawClientDataJSON: Data
    public let rawAttestationObject: Data?
    public var attachment: ASAuthorizationPublicKeyCredentialAttachment { .platform }
    init(credentialID: Data) {
        self.credentialID = credentialID
        rawClientDataJSON = Data()
        rawAttestationObject = nil
    }
}

// MARK: Apple ID

/// Whether the user behind an Apple ID looks real (Apple's `ASUserDetectionStatus`).
public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0, unknown = 1, likelyReal = 2
}

open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
    open var state: String?
    open var nonce: String?
}

open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    open var user: String?
}

/// Asks for an Apple ID (Apple's `ASAuthorizationAppleIDProvider`): no one is signed in here.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// An Apple ID's standing with the app.
    public enum CredentialState: Int, Sendable {
        case revoked = 0, authorized = 1, notFound = 2, transferred = 3
    }

    public static let credentialRevokedNotification = Notification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")

    public override init() {}

    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// An Apple ID's state: not found, as no Apple ID is signed in here.
    open func getCredentialState(
        forUserID userID: String, completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void
    ) {
        authenticationSays("the Apple ID credential of \(userID) is not found")
        DispatchQueue.main.async { completion(.notFound, nil) }
    }

    open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        authenticationSays("the Apple ID credential of \(userID) is not found")
        return .notFound
    }
}

/// An Apple ID sign-in (Apple's `ASAuthorizationAppleIDCredential`).
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: ASUserDetectionStatus
    init(user: String) {
        self.user = user
        state = nil
        authorizedScopes = []
        authorizationCode = nil
        identityToken = nil
        email = nil
        fullName = nil
        realUserStatus = .unsupported
    }
}
