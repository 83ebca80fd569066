// Apple's WebKit on Linux: the web view app code makes and configures, on a machine with no web
// engine. A web view is a UIView kept with its configuration; every page it is asked to load
// fails as a phone's does when a page cannot be had — its navigation delegate is told
// `didFailProvisionalNavigation` with a `WKError` that says why — and script evaluation fails
// the same way. Content controllers, user scripts, preferences and the website data store (its
// cookies kept for the run) are kept as set.
@_exported import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a web view failed (Apple's `WKError`).
public struct WKError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated = 2, webViewInvalidated = 3, javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5, contentRuleListStoreCompileFailed = 6, contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8, contentRuleListStoreVersionMismatch = 9, attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11, javaScriptInvalidFrameTarget = 12, navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
    }
    public let code: Code
    let reason: String
    public init(_ code: Code) { self.init(code, reason: "") }
    init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }
    public static var errorDomain: String { "WKErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }
    public static var unknown: Code { .unknown }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    public var description: String { reason.isEmpty ? "WKError(\(code))" : "WKError(\(code)): \(reason)" }

    static func noEngine(_ what: String) -> WKError {
        WKError(.unknown, reason: "\(what): widgetdeck has no web engine on Linux, so no page is loaded and no script runs")
    }
}

/// A navigation in progress (Apple's `WKNavigation`).
open class WKNavigation: NSObject, @unchecked Sendable {
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .mobile }
}

/// The frame a navigation or message concerns (Apple's `WKFrameInfo`).
@MainActor @preconcurrency
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
    open var request: URLRequest
    open weak var webView: WKWebView?
    init(request: URLRequest, webView: WKWebView?) {
        self.request = request
        self.webView = webView
    }
}

/// A request to navigate (Apple's `WKNavigationAction`).
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    open var request: URLRequest
    open var navigationType: WKNavigationType { .other }
    open var sourceFrame: WKFrameInfo
    open var targetFrame: WKFrameInfo?
    open var shouldPerformDownload: Bool { false }
    init(request: URLRequest, webView: WKWebView?) {
        self.request = request
        self.sourceFrame = WKFrameInfo(request: request, webView: webView)
        self.targetFrame = sourceFrame
    }
}

/// A response to a navigation (Apple's `WKNavigationResponse`).
@MainActor @preconcurrency
open class WKNavigationResponse: NSObject {
    open var response: URLResponse
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { false }
    init(response: URLResponse) { self.response = response }
}

public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted = 1, backForward = 2, reload = 3, formResubmitted = 4, other = -1
}
public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow = 1, download = 2 }

/// Told of a web view's navigations (Apple's `WKNavigationDelegate`); each method optional.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Told of a web view's windows and panels (Apple's `WKUIDelegate`); each method optional.
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
}

@MainActor @preconcurrency
open class WKWindowFeatures: NSObject {}

/// A message a page's script posts (Apple's `WKScriptMessage`): none is posted here.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    open var body: Any { "" }
    open var name: String { "" }
    open weak var webView: WKWebView?
    open var frameInfo: WKFrameInfo { WKFrameInfo(request: URLRequest(url: URL(string: "about:blank")!), webView: webView) }
}

/// Receives a page's messages (Apple's `WKScriptMessageHandler`).
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// When a user script runs (Apple's `WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd = 1 }

/// A script added to every page (Apple's `WKUserScript`).
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    open private(set) var source: String
    open private(set) var injectionTime: WKUserScriptInjectionTime
    open private(set) var isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }
}

/// The scripts and message handlers of a web view's pages (Apple's `WKUserContentController`).
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    public private(set) var messageHandlers: [String: any WKScriptMessageHandler] = [:]
    public override init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { messageHandlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { messageHandlers[name] = nil }
    open func removeAllScriptMessageHandlers() { messageHandlers = [:] }
}

/// A web view's preferences (Apple's `WKPreferences`).
@MainActor @preconcurrency
open class WKPreferences: NSObject {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    public override init() {}
}

/// A page's preferences (Apple's `WKWebpagePreferences`).
@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    public enum ContentMode: Int, Sendable { case recommended = 0, mobile = 1, desktop = 2 }
    open var preferredContentMode: ContentMode = .recommended
    open var allowsContentJavaScript = true
    public override init() {}
}

/// Cookies of a data store, kept for the run (Apple's `WKHTTPCookieStore`).
@MainActor @preconcurrency
open class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []
    open func getAllCookies(_ completionHandler: @escaping @MainActor ([HTTPCookie]) -> Void) { completionHandler(cookies) }
    open func allCookies() async -> [HTTPCookie] { cookies }
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor () -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        cookies.append(cookie)
        completionHandler?()
    }
    open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor () -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        completionHandler?()
    }
}

/// A record of a site's data (Apple's `WKWebsiteDataRecord`).
@MainActor @preconcurrency
open class WKWebsiteDataRecord: NSObject {
    open var displayName: String { "" }
    open var dataTypes: Set<String> { [] }
    public static let allWebsiteDataTypes: Set<String> = [
        "WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeLocalStorage",
        "WKWebsiteDataTypeSessionStorage", "WKWebsiteDataTypeIndexedDBDatabases", "WKWebsiteDataTypeWebSQLDatabases",
    ]
}

/// Where a web view keeps site data (Apple's `WKWebsiteDataStore`): kept for the run.
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(persistent: true)
    public let isPersistent: Bool
    public let httpCookieStore = WKHTTPCookieStore()
    init(persistent: Bool) { isPersistent = persistent }
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    open class func allWebsiteDataTypes() -> Set<String> { WKWebsiteDataRecord.allWebsiteDataTypes }
    open func fetchDataRecords(ofTypes dataTypes: Set<String>, completionHandler: @escaping @MainActor ([WKWebsiteDataRecord]) -> Void) {
        completionHandler([])
    }
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor () -> Void) {
        completionHandler()
    }
    open func removeData(
        ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord], completionHandler: @escaping @MainActor () -> Void
    ) { completionHandler() }
}

@MainActor @preconcurrency
open class WKProcessPool: NSObject {}

/// Handles a URL scheme's loads (Apple's `WKURLSchemeHandler`).
@MainActor @preconcurrency
public protocol WKURLSchemeHandler: AnyObject {}

/// A web view's configuration (Apple's `WKWebViewConfiguration`).
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var processPool = WKProcessPool()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var applicationNameForUserAgent: String?
    open var limitsNavigationsToAppBoundDomains = false
    private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]
    public override init() {}
    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme] = urlSchemeHandler
    }
    open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? { schemeHandlers[urlScheme] }
}

public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
    public static let link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 8)
    public static let all = WKDataDetectorTypes(rawValue: .max)
}

/// A web view (Apple's `WKWebView`): kept and configured; no page loads on this machine.
@MainActor @preconcurrency
open class WKWebView: UIView {
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var hasOnlySecureContent: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var customUserAgent: String?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    public let scrollView = UIScrollView(frame: .zero)

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Starts a navigation that fails: the delegate is asked to allow it, told it started, then
    /// that it failed with the `WKError` that says no page loads here.
    private func navigate(_ request: URLRequest, _ what: String) -> WKNavigation? {
        url = request.url
        let navigation = WKNavigation()
        let action = WKNavigationAction(request: request, webView: self)
        guard let delegate = navigationDelegate else { return navigation }
        delegate.webView(self, decidePolicyFor: action) { [weak self] policy in
            guard let self, policy == .allow else { return }
            delegate.webView(self, didStartProvisionalNavigation: navigation)
            delegate.webView(self, didFailProvisionalNavigation: navigation, withError: WKError.noEngine(what))
        }
        return navigation
    }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(request, "loading \(request.url?.absoluteString ?? "a request")")
    }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(URLRequest(url: baseURL ?? URL(string: "about:blank")!), "loading an HTML string")
    }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(URLRequest(url: URL), "loading \(URL.lastPathComponent)")
    }
    @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation?
    {
        navigate(URLRequest(url: baseURL), "loading \(MIMEType) data")
    }
    @discardableResult open func reload() -> WKNavigation? { url.flatMap { navigate(URLRequest(url: $0), "reloading") } }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError.noEngine("evaluating JavaScript"))
    }
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any { throw WKError.noEngine("evaluating JavaScript") }
    open func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? { throw WKError.noEngine("calling JavaScript") }
}

/// A namespace for scripts (Apple's `WKContentWorld`).
@MainActor @preconcurrency
open class WKContentWorld: NSObject {
    public static let page = WKContentWorld(name: "page")
    public static let defaultClient = WKContentWorld(name: "defaultClient")
    open private(set) var name: String?
    init(name: String?) { self.name = name }
    open class func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}
