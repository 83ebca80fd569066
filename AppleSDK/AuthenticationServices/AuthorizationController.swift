// Performing requests: the authorization controller (its delegate told the request was not
// handled) and the web sign-in session (which cannot start without a browser).
import Foundation
import UIKit

/// Told how an authorization ended (Apple's `ASAuthorizationControllerDelegate`).
@MainActor
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Says where the sign-in sheet goes (Apple's `ASAuthorizationControllerPresentationContextProviding`).
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests (Apple's `ASAuthorizationController`): each fails here, as
/// nothing can handle it, and the delegate is told so on the main queue.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// How requests are performed.
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }

    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    open func performRequests() { performRequests(options: []) }

    open func performRequests(options: ASAuthorizationController.RequestOptions = []) {
        authenticationSays("\(authorizationRequests.count) authorization request(s) not handled")
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.notHandled))
            }
        }
    }

    open func performAutoFillAssistedRequests() { performRequests(options: []) }

    open func cancel() {}
}

// MARK: Web sign-in

/// Says where a web sign-in is shown (Apple's `ASWebAuthenticationPresentationContextProviding`).
@MainActor
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A sign-in through a web page (Apple's `ASWebAuthenticationSession`): it cannot start here,
/// as there is no browser to show the page in.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// Which URL ends the sign-in (Apple's `ASWebAuthenticationSession.Callback`).
    public final class Callback: NSObject, @unchecked Sendable {
        let matches: @Sendable (URL) -> Bool
        init(matches: @escaping @Sendable (URL) -> Bool) { self.matches = matches }
        public static func customScheme(_ customScheme: String) -> Callback {
            Callback { $0.scheme?.lowercased() == customScheme.lowercased() }
        }
        public static func https(host: String, path: String) -> Callback {
            Callback { $0.scheme == "https" && $0.host == host && $0.path == path }
        }
        public func matchesURL(_ url: URL) -> Bool { matches(url) }
    }

    public let url: URL
    let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.completionHandler = completionHandler
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.completionHandler = completionHandler
    }

    /// Whether the session can start: not here.
    open var canStart: Bool { false }

    /// Does not start (`false`), as there is no browser to show the page in.
    open func start() -> Bool {
        authenticationSays("a web sign-in at \(url.host ?? url.absoluteString) cannot start")
        return false
    }

    open func cancel() {}
}
