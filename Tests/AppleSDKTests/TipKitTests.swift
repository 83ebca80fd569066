import Foundation
import Testing
import TipKit

/// Tips' rules evaluated for real: events donated and parameters set in this process.
@Suite("TipKit: a tip shows when TipKit is configured and its rules are met", .serialized)
struct TipKitTests {
    struct FavoriteTip: Tip {
        static let opened = Tips.Event(id: "TipKitTests.opened")
        static let signedIn = Tips.Parameter(FavoriteTip.self, "signedIn", false)
        var title: Text { Text("Save as a favourite") }
        var rules: [Rule] {
            // What `#Rule(Self.opened) { … }` and `#Rule(Self.$signedIn) { … }` expand to.
            Tips.Rule(Self.opened) { $0.donations.count >= 2 }
            Tips.Rule(Self.signedIn) { $0 == true }
        }
        var options: [any TipOption] { [MaxDisplayCount(3)] }
    }

    init() throws { try Tips.resetDatastore() }

    @Test("pending until every rule holds, then available; invalidated says why; hidden for testing wins")
    func rules() async throws {
        let tip = FavoriteTip()
        #expect(tip.id == "FavoriteTip")
        #expect(tip.status == .pending && !tip.shouldDisplay)
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        await FavoriteTip.opened.donate()
        FavoriteTip.signedIn.wrappedValue = true
        #expect(tip.status == .pending, "one donation of two")
        await FavoriteTip.opened.donate()
        #expect(FavoriteTip.opened.donations.count == 2)
        #expect(tip.status == .available && tip.shouldDisplay)
        Tips.hideAllTipsForTesting()
        #expect(!tip.shouldDisplay)
        Tips.showAllTipsForTesting()
        tip.invalidate(reason: .tipClosed)
        #expect(tip.status == .invalidated(.tipClosed))
        #expect(tip.shouldDisplay, "shown for testing, whatever its status")
        try Tips.resetDatastore()
        #expect(FavoriteTip.opened.donations.isEmpty && FavoriteTip.signedIn.wrappedValue == false)
    }
}
