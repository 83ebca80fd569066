// AuthenticationServices' SwiftUI pieces (Apple's `_AuthenticationServices_SwiftUI` overlay, which
// a file importing both AuthenticationServices and SwiftUI sees): the environment's
// authorization controller, its results, and the Sign in with Apple button.
import Foundation
import SwiftUI

/// How an authorization ended (Apple's `ASAuthorizationResult`).
public enum ASAuthorizationResult: Sendable {
    case appleID(ASAuthorizationAppleIDCredential)
    case password(ASPasswordCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
}

/// Performs authorization requests from a view (Apple's `AuthorizationController`): each fails
/// here with `ASAuthorizationError.notHandled`, as nothing can handle it.
@MainActor
public struct AuthorizationController: Sendable {
    nonisolated init() {}

    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        try await performRequests([request], options: [])
    }

    public func performRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        try await performRequests(requests, options: [])
    }

    public func performRequest(
        _ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions
    ) async throws
        -> ASAuthorizationResult
    {
        try await performRequests([request], options: options)
    }

    public func performRequests(
        _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions
    ) async throws
        -> ASAuthorizationResult
    {
        authenticationSays("\(requests.count) authorization request(s) not handled")
        throw ASAuthorizationError(.notHandled)
    }

    public func performAutoFillAssistedRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        try await performRequests([request], options: [])
    }

    public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        try await performRequests(requests, options: [])
    }
}

extension EnvironmentValues {
    /// The controller that performs authorization requests.
    public var authorizationController: AuthorizationController { AuthorizationController() }
}

/// The Sign in with Apple button (Apple's `SignInWithAppleButton`): drawn as the button's words
/// beside the Apple mark; pressing it would perform its request, which fails here.
public struct SignInWithAppleButton: View {
    /// The button's words.
    public struct Label: Hashable, Sendable {
        let title: String
        public static let signIn = Label(title: "Sign in with Apple")
        public static let `continue` = Label(title: "Continue with Apple")
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let id: Int
        public static let black = Style(id: 0)
        public static let white = Style(id: 1)
        public static let whiteOutline = Style(id: 2)
    }

    let label: Label

    public nonisolated init(
        _ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
    }

    public var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "apple.logo")
            Text(label.title)
        }
        .padding(.horizontal, 8)
    }
}

extension View {
    /// The Sign in with Apple buttons' colours.
    public nonisolated func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        _approximated("a Sign in with Apple button style left out")
    }
}
