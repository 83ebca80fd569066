import Foundation
import FoundationCompatibility
import Testing
import UIKit

@Suite("Foundation's key-value observing, told when an object announces a change; UIKit's text measured as widgetdeck draws it")
struct KeyValueAndTextLayoutTests {
    final class Gauge: NSObject {
        var reading = 1
        func set(_ value: Int) {
            willChangeValue(forKey: "reading")
            reading = value
            didChangeValue(forKey: "reading")
        }
    }

    final class Watcher: NSObject, _KeyValueObserving {
        var told: [String] = []
        func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            let prior = change?[.notificationIsPriorKey] as? Bool ?? false
            told.append("\(keyPath ?? "?") \(prior ? "prior " : "")\(change?[.oldKey] ?? "-")→\(change?[.newKey] ?? "-")")
        }
    }

    @Test(
        "Observers are told with the values they asked for, .prior before the change, and not after removal; a plain assignment tells no one"
    )
    func keyValueObserving() {
        let gauge = Gauge()
        let watcher = Watcher()
        gauge.addObserver(watcher, forKeyPath: "reading", options: [.old, .new, .prior], context: nil)
        gauge.set(2)
        gauge.reading = 3
        gauge.removeObserver(watcher, forKeyPath: "reading")
        gauge.set(4)
        #expect(watcher.told == ["reading prior 1→-", "reading 1→2"])

        var changes: [String] = []
        let observation = gauge.observe(\.reading, options: [.initial, .new]) { _, change in changes.append("\(change.newValue ?? -1)") }
        gauge.set(5)
        observation.invalidate()
        gauge.set(6)
        #expect(changes == ["4", "5"])

        let order: NSDictionary = ["customer": ["name": "Ada", "orders": 3], "total": 42.5]
        #expect(order.value(forKeyPath: "customer.name") as? String == "Ada")
        #expect(order.value(forKeyPath: "customer.orders") as? Int == 3)
        #expect(order.value(forKeyPath: "customer.missing") == nil)
    }

    /// An asynchronous operation announces its state as Foundation's `Operation` expects.
    final class Download: Operation, @unchecked Sendable {
        private var done = false
        override var isFinished: Bool { done }
        func finish() {
            willChangeValue(forKey: "isFinished")
            done = true
            didChangeValue(forKey: "isFinished")
        }
    }

    @Test("An Operation's own willChangeValue/didChangeValue are the ones its subclass calls (no ambiguity with NSObject's)")
    func operationsAnnounceTheirOwnWay() {
        let download = Download()
        download.finish()
        #expect(download.isFinished)
    }

    @Test("A character is half an em wide (a cell at 17 points) and a line the font's line height; lines break at spaces")
    @MainActor func textMeasure() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect("Orders".size(withAttributes: [.font: font]) == CGSize(width: 51, height: font.lineHeight))
        #expect("注文".size(withAttributes: [.font: font]).width == 34)
        let bounds = "Paid orders today".boundingRect(
            with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(bounds.size == CGSize(width: 93.5, height: 2 * font.lineHeight))

        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.font = font
        view.text = "one two three four five six seven"
        view.contentSize = CGSize(width: 120, height: 200)
        let range = (view.text as NSString).range(of: "seven")
        let rect = view.layoutManager.boundingRect(forGlyphRange: range, in: view.textContainer)
        #expect(rect.minY == 3 * font.lineHeight)
        view.scrollRangeToVisible(range)
        #expect(view.contentOffset.y == rect.maxY + view.textContainerInset.top - 40)
    }
}
