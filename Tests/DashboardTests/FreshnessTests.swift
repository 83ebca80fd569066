import Foundation
import Testing
import WidgetSnapshotTesting
import WidgetStore
@testable import WidgetCore
import WidgetTestSupport

/// The status line's "data … old", or nil.
private func age(in status: String) -> String? {
    status.firstMatch(of: /data (just now|\d+m old|\d+h old)/).map { String($0.output.0) }
}

@Suite("Every figure is true right now: freshness on the manual clock", .serialized)
struct FreshnessTests {
    @Test(
        "a whole day of the default dashboard on the demo shop: no healthy widget shows ⚠ for a single minute, and the status line's age moves with the clock"
    )
    func aDayWithoutFalseStale() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        var staleMinutes: [String: Int] = [:]
        var ages: Set<String> = []
        // Minutes in which the widgets of one range showed more than one "as of".
        var splitMinutes: [String] = []
        for _ in 1...(24 * 60) {
            h.clock.advance(by: 60)
            await h.session.step(on: h.backend)
            await h.session.settle()
            await h.session.step(on: h.backend)
            // What is in view: a widget on a page nobody looks at may wait (its budget is
            // spent where it is seen) and reloads the moment it comes into view.
            let inView = await h.session.model.visibleWidgetIDs
            let widgets = await h.session.model.snapshot.widgets.filter { inView.contains($0.key) }
            for (id, facts) in widgets where facts.state?.isStale == true {
                staleMinutes[id, default: 0] += 1
            }
            var asOfs: [DateRange: Set<Date>] = [:]
            for facts in widgets.values {
                guard let state = facts.state, !state.readings.isEmpty, state.readings.allSatisfy({ $0.metric.shape == .timeSeries }) else {
                    continue
                }
                asOfs[state.range, default: []].insert(state.asOf)
            }
            for (range, dates) in asOfs where dates.count > 1 { splitMinutes.append("\(h.clock.now) \(range): \(dates.sorted())") }
            if let shown = age(in: h.status) { ages.insert(shown) }
        }
        #expect(staleMinutes.isEmpty, "minutes shown stale, by widget: \(staleMinutes)")
        #expect(splitMinutes.isEmpty, "\(splitMinutes.count) minutes with two \"as of\" in one range, e.g. \(splitMinutes.prefix(3))")
        #expect(ages.count >= 5, "the status line's age took only \(ages.sorted())")
    }

    @Test("the status line's age is redrawn when its text would change: the session wakes at that moment, with nothing else due")
    func statusAgeWakes() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        #expect(age(in: h.status) == "data just now", "\(h.status)")
        let model = await h.session.model
        let asOf = try #require(model.focusedWidget.flatMap { model.snapshot.widgets[$0.id]?.state?.asOf })
        // The text changes to "data 1m old" 60 s after the figures' time: the session wakes
        // then at the latest.
        let wake = try #require(await h.session.nextWake())
        #expect(wake <= asOf.addingTimeInterval(60), "the next wake is \(wake), the age changes at \(asOf.addingTimeInterval(60))")
        h.clock.set(wake)
        await h.session.step(on: h.backend)
        h.clock.set(asOf.addingTimeInterval(61))
        await h.session.step(on: h.backend)
        #expect(age(in: h.status) == "data 1m old", "\(h.status)")
    }

    @Test("a source that stops answering: the widget shows ⚠ once its reload is overdue by the grace, and not before")
    func failingSourceGoesStale() async throws {
        let source = BreakableSource(Harness.sharedDemo)
        let h = try await Harness.make(source: source)
        defer { h.remove() }
        let large = try #require(await h.session.model.snapshot.widgets["sales-large"]?.state)
        #expect(!large.isStale)
        let due = try #require(await h.session.runner.budgetStatus("sales-large")?.nextReload)
        await source.fail()
        // Up to the due reload and through the grace: still not stale (the reload fails, the
        // last good figures stay, and the next try is planned).
        var firstStale: Date?
        while h.clock.now < due.addingTimeInterval(Freshness.grace + 30 * 60) {
            h.clock.advance(by: 30)
            await h.session.step(on: h.backend)
            await h.session.settle()
            await h.session.step(on: h.backend)
            if firstStale == nil, await h.session.model.snapshot.widgets["sales-large"]?.state?.isStale == true { firstStale = h.clock.now }
        }
        let stale = try #require(firstStale, "the widget never showed stale while its source failed")
        #expect(stale >= due, "stale at \(stale), before its reload was due at \(due)")
        #expect(
            stale <= due.addingTimeInterval(Freshness.grace + 30), "stale at \(stale), later than the reload due at \(due) plus the grace")
    }
}

extension FreshnessTests {
    @Test("after Fulfill next, every widget showing Orders shows it as of the same minute, with the same value and comparison")
    func oneMetricOneAsOf() async throws {
        let h = try await Harness.make(ownStore: true)
        defer { h.remove() }
        h.clock.advance(by: 90)
        await h.press(.down)
        await h.press(.enter)
        #expect(h.status.contains("✓ Fulfilled #"), "\(h.status)")
        let widgets = await h.session.model.snapshot.widgets
        let orders = widgets.values.compactMap { facts -> (Date, Double?, Double?)? in
            guard let state = facts.state, let reading = state.readings.first(where: { $0.metric.id == "orders" }) else { return nil }
            return (state.asOf, reading.value, reading.previous)
        }
        #expect(orders.count >= 2, "\(orders)")
        #expect(Set(orders.map(\.0)).count == 1, "Orders as of \(orders.map(\.0))")
        #expect(Set(orders.map { "\($0.1 ?? -1)/\($0.2 ?? -1)" }).count == 1, "Orders shown as \(orders)")
    }
}

/// A source that answers as `inner` does until told to fail.
actor BreakableSource: MetricsSource {
    nonisolated let name = "breakable"
    private let inner: any MetricsSource
    private var failing = false

    init(_ inner: any MetricsSource) {
        self.inner = inner
    }

    func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        if failing { throw SourceError(.unavailable, "breakable: no answer") }
        return try await inner.fetch(query)
    }

    func fail() { failing = true }
}
