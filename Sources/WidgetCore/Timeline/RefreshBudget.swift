#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One widget's refresh budget: at most `dailyReloads` reloads in any rolling 24 hours, at least
/// `minimumSpacing` apart; unlimited in debug mode. Unlike WidgetKit's, it is visible: spent,
/// left, and when the next reload is allowed.
package struct RefreshBudget: Hashable, Sendable {
    package var settings: BudgetSettings
    /// When the reloads that count were made, oldest first (only the last 24 hours are kept).
    package private(set) var spent: [Date] = []

    package init(settings: BudgetSettings) {
        self.settings = settings
    }

    static let window: TimeInterval = 86_400

    /// Reloads counted in the 24 hours before `now`.
    package func spentCount(at now: Date) -> Int {
        spent.filter { $0 > now.addingTimeInterval(-Self.window) && $0 <= now }.count
    }

    /// Reloads left in the window at `now` (`Int.max` in debug mode), of `allowance` (the
    /// daily reloads when not given).
    package func left(at now: Date, allowance: Int? = nil) -> Int {
        settings.debug ? .max : max(0, (allowance ?? settings.dailyReloads) - spentCount(at: now))
    }

    /// The earliest moment at or after `now` when a reload may run, within `allowance` reloads
    /// a rolling day (the daily reloads when not given).
    package func nextAllowed(at now: Date, allowance: Int? = nil) -> Date {
        guard !settings.debug else { return now }
        var earliest = now
        if let last = spent.last(where: { $0 <= now }) {
            earliest = max(earliest, last.addingTimeInterval(settings.minimumSpacing))
        }
        let inWindow = spent.filter { $0 > now.addingTimeInterval(-Self.window) && $0 <= now }
        let allowed = max(1, allowance ?? settings.dailyReloads)
        if inWindow.count >= allowed {
            // The window frees a place when the reload that puts it over turns 24 hours old.
            earliest = max(earliest, inWindow[inWindow.count - allowed].addingTimeInterval(Self.window))
        }
        return earliest
    }

    /// Counts a reload at `now`.
    package mutating func spend(at now: Date) {
        spent.append(now)
        spent.sort()
        spent.removeAll { $0 <= now.addingTimeInterval(-Self.window) }
    }
}

extension RefreshBudget {
    /// A budget that has already spent `spent` (read back from a ``BudgetLedger``).
    package init(settings: BudgetSettings, spent: [Date]) {
        self.init(settings: settings)
        self.spent = spent.sorted()
    }
}

/// Where widgets' spent reloads are kept between runs, so quitting and starting the dashboard
/// again does not hand every widget a fresh day's budget (the dashboard's state store keeps it).
package protocol BudgetLedger: Sendable {
    /// The reloads each widget spent at or after `since`, by widget id.
    func spentReloads(since: Date) -> [String: [Date]]
    /// Notes that widget `widget` spent a reload at `at`.
    func recordReload(widget: String, at: Date)
}
