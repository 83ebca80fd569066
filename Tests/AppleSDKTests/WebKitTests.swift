import Foundation
import Testing
import WebKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
@Suite("WebKit on a machine without a web engine: a page's load fails as a phone's does when the page cannot be had, and says why")
struct WebKitTests {
    final class Recorder: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        var told: [String] = []
        func webView(
            _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
        ) {
            told.append("decide \(navigationAction.request.url?.host ?? "?")")
            decisionHandler(navigationAction.request.url?.host == "blocked.example" ? .cancel : .allow)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { told.append("start") }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
            told.append("fail \((error as? WKError)?.code == .unknown ? "WKError" : "\(error)")")
        }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { told.append("finish") }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }

    @Test("The delegate decides, is told the navigation started, then that it failed; a cancelled one goes no further")
    func navigation() async throws {
        let configuration = WKWebViewConfiguration()
        let recorder = Recorder()
        configuration.userContentController.add(recorder, name: "orders")
        configuration.userContentController.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let view = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: configuration)
        view.navigationDelegate = recorder
        view.load(URLRequest(url: URL(string: "https://shop.example/orders")!))
        view.load(URLRequest(url: URL(string: "https://blocked.example/")!))
        #expect(recorder.told == ["decide shop.example", "start", "fail WKError", "decide blocked.example"])
        #expect(view.url?.host == "blocked.example")
        #expect(configuration.userContentController.messageHandlers["orders"] === recorder)
        #expect(configuration.userContentController.userScripts.count == 1)
        await #expect(throws: WKError.self) { _ = try await view.evaluateJavaScript("document.title") }
    }

    @Test("The data store keeps the cookies it is given for the run")
    func cookies() async throws {
        let store = WKWebsiteDataStore.nonPersistent().httpCookieStore
        let cookie = try #require(HTTPCookie(properties: [.name: "session", .value: "1", .domain: "shop.example", .path: "/"]))
        store.setCookie(cookie)
        #expect(await store.allCookies().map(\.name) == ["session"])
        store.delete(cookie)
        #expect(await store.allCookies().isEmpty)
    }
}
