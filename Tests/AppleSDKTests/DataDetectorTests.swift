import Foundation
import FoundationNetworking
import FoundationCompatibility
import Testing

@Suite("NSDataDetector, which Linux's Foundation lacks")
struct DataDetectorTests {
    @Test("Links (with a scheme, www., bare domains, e-mail as mailto:) and phone numbers, in order, trailing punctuation left out")
    func detects() throws {
        let text =
            "Mail hi@example.org, see https://shop.example.com/orders?id=7. Or www.widgetdeck.dev! Call +1 (555) 010-9999 or 2026; example.io/help"
        // `.link` and `.phoneNumber` by their bits: Linux's Foundation marks the names deprecated.
        let (link, phoneNumber): (UInt64, UInt64) = (64, 2048)
        let detector = try NSDataDetector(types: link | phoneNumber)
        let found = detector.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { result -> String in
            let piece = (text as NSString).substring(with: result.range)
            return result.url.map { "\(piece) → \($0.absoluteString)" } ?? "\(piece) ☎ \(result.phoneNumber ?? "?")"
        }
        #expect(
            found == [
                "hi@example.org → mailto:hi@example.org",
                "https://shop.example.com/orders?id=7 → https://shop.example.com/orders?id=7",
                "www.widgetdeck.dev → http://www.widgetdeck.dev",
                "+1 (555) 010-9999 ☎ +1 (555) 010-9999",
                "example.io/help → http://example.io/help",
            ])
        let links = try NSDataDetector(types: link)
        #expect(links.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length)) == 4)
        #expect(links.firstMatch(in: "no links", range: NSRange(location: 0, length: 8)) == nil)
    }
}

@Suite("URL session settings Linux keeps read-only or lacks")
struct SessionSettingsTests {
    @Test("Low Data Mode and expensive access are kept per configuration; waitsForConnectivity can be set")
    func settings() {
        let metered = URLSessionConfiguration.ephemeral
        let plain = URLSessionConfiguration.ephemeral
        metered.allowsConstrainedNetworkAccess = false
        metered.allowsExpensiveNetworkAccess = false
        metered.waitsForConnectivity = true
        #expect(!metered.allowsConstrainedNetworkAccess && !metered.allowsExpensiveNetworkAccess)
        #expect(plain.allowsConstrainedNetworkAccess && plain.allowsExpensiveNetworkAccess)
    }
}
