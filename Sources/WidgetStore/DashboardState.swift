#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetFormats
import Synchronization
import WidgetSystem

/// What the dashboard remembers between runs, in a store of its own
/// (`XDG_STATE_HOME/widgetdeck/dashboard.sqlite`) whatever the data source: each widget's
/// settings changed by intents, the ids of intents performed, and the widgets placed last time
/// (for the lifecycle events). One connection, one caller at a time.
package final class DashboardState: DashboardStateStore {
    private let store: Mutex<Store>
    package let path: String
    /// When an intent is recorded as performed.
    package let clock: any TimelineClock

    package init(path: String, clock: any TimelineClock) throws(StoreError) {
        self.path = path
        self.clock = clock
        store = Mutex(try Store(path: path))
    }

    /// The default place: `XDG_STATE_HOME/widgetdeck/dashboard.sqlite` (`~/.local/state`).
    package static func defaultPath(environment: [String: String]) -> String {
        FileIO.userDirectory(.state, environment: environment) + "/dashboard.sqlite"
    }

    package func settings(for widgetID: String) throws -> WidgetSettings {
        try store.withLock { try Self.settings(for: widgetID, in: $0) }
    }

    private static func settings(for widgetID: String, in store: Store) throws -> WidgetSettings {
        try store.db.prepare("SELECT range, version FROM widget_settings WHERE widget_id = ?").first([.text(widgetID)]) { row in
            WidgetSettings(range: row.isNull(0) ? nil : DateRange(rawValue: row.text(0)), version: row.int(1))
        } ?? WidgetSettings()
    }

    package func setRange(
        _ range: DateRange, for widgetID: String, invocation: IntentInvocation
    ) throws -> (message: String, settings: WidgetSettings) {
        try store.withLock { store in
            let message = try store.once(invocation, at: clock.now) {
                try store.db.prepare(
                    """
                    INSERT INTO widget_settings(widget_id, range, version) VALUES(?1, ?2, 1)
                    ON CONFLICT(widget_id) DO UPDATE SET range = ?2, version = version + 1
                    """
                ).run([.text(widgetID), .text(range.rawValue)])
                return "Showing \(range.title.lowercased())"
            }
            // The settings after it, read under the same lock: the outcome the session applies
            // (a repeated invocation changes nothing and says what is in force).
            return (message, try Self.settings(for: widgetID, in: store))
        }
    }

    package func recordPlacedWidgets(_ current: [PlacedWidgetRecord]) throws -> [LifecycleEvent] {
        try store.withLock { store in
            try store.db.transaction {
                var previous: [PlacedWidgetRecord] = []
                try store.db.prepare("SELECT widget_id, stable, kind, family, shop, range, metrics FROM placed_widgets ORDER BY rowid")
                    .forEach { row in
                        guard let family = WidgetFamily(rawValue: row.text(3)) else { return }
                        var metrics: [String?] = []
                        if case .array(let items)? = try? JSONValue.parse(row.text(6)) {
                            metrics = items.map { if case .string(let id) = $0 { id } else { nil } }
                        }
                        let configuration = WidgetConfiguration(
                            shop: row.text(4), metrics: metrics, range: DateRange(rawValue: row.text(5)) ?? .today)
                        previous.append(
                            PlacedWidgetRecord(
                                id: row.text(0), hasStableID: row.int(1) != 0, kind: row.text(2), family: family,
                                configuration: configuration))
                    }
                let events = LifecycleEvent.diff(from: previous, to: current)
                guard !events.isEmpty else { return [] }
                try store.db.execute("DELETE FROM placed_widgets")
                let insert = try store.db.prepare(
                    "INSERT OR REPLACE INTO placed_widgets(widget_id, stable, kind, family, shop, range, metrics) VALUES(?,?,?,?,?,?,?)")
                for widget in current {
                    let metrics = JSONValue.array(widget.configuration.metrics.map { $0.map(JSONValue.string) ?? .null }).serialized
                    try insert.run([
                        .text(widget.id), .int(widget.hasStableID ? 1 : 0), .text(widget.kind), .text(widget.family.rawValue),
                        .text(widget.configuration.shop), .text(widget.configuration.range.rawValue), .text(metrics),
                    ])
                }
                return events
            }
        }
    }
}

/// The budget's ledger: one row per spent reload, in milliseconds since 1970; rows older than
/// the 24-hour window are dropped as new ones come.
extension DashboardState: BudgetLedger {
    package func spentReloads(since: Date) -> [String: [Date]] {
        (try? store.withLock { store in
            var spent: [String: [Date]] = [:]
            try store.db.prepare("SELECT widget_id, at FROM reload_budget WHERE at >= ? ORDER BY at").forEach([.int(Self.millis(since))]) {
                row in
                spent[row.text(0), default: []].append(Date(timeIntervalSince1970: Double(row.int(1)) / 1000))
            }
            return spent
        }) ?? [:]
    }

    static func millis(_ date: Date) -> Int {
        Int((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    package func recordReload(widget: String, at: Date) {
        let millis = Self.millis(at)
        // A lost row only hands the widget one more reload: never worth stopping the dashboard.
        try? store.withLock { store in
            try store.db.transaction {
                try store.db.prepare("DELETE FROM reload_budget WHERE at < ?").run([.int(millis - 86_400_000)])
                try store.db.prepare("INSERT INTO reload_budget(widget_id, at) VALUES(?, ?)").run([.text(widget), .int(millis)])
            }
        }
    }
}
