import WidgetFormats

/// Per-instance settings a merchant changes from a widget, kept across restarts.
package struct WidgetSettings: Hashable, Sendable {
    package var range: DateRange?
    /// Bumped by every change (part of the range control's invocation id).
    package var version: Int

    package init(range: DateRange? = nil, version: Int = 0) {
        self.range = range
        self.version = version
    }
}

/// One placed widget as the lifecycle log remembers it.
package struct PlacedWidgetRecord: Hashable, Sendable {
    package var id: String
    /// Whether `id` came from the dashboard file; otherwise it is ``identity`` — the seed's
    /// derived value from the most important parts of the configuration.
    package var hasStableID: Bool
    package var kind: String
    package var family: WidgetFamily
    package var configuration: WidgetConfiguration
    /// Kind, family, shop and metrics (not the range), hashed: what identifies a widget that has
    /// no id of its own.
    package var identity: String

    package init(id: String, hasStableID: Bool = true, kind: String, family: WidgetFamily, configuration: WidgetConfiguration) {
        self.id = id
        self.hasStableID = hasStableID
        self.kind = kind
        self.family = family
        self.configuration = configuration
        identity = Self.identity(kind: kind, family: family, configuration: configuration)
    }

    /// `metrics-small-3f2a9c1e`: a short FNV-1a hash of the configuration's important parts.
    package static func identity(kind: String, family: WidgetFamily, configuration: WidgetConfiguration) -> String {
        let text = "\(kind)|\(family.rawValue)|\(configuration.shop)|" + configuration.metrics.map { $0 ?? "-" }.joined(separator: ",")
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return "\(kind)-\(family.rawValue)-" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// A widget appearing, disappearing or changing between two looks at what is placed.
package struct LifecycleEvent: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case added = "widget_added"
        case removed = "widget_removed"
        case configured = "widget_configured"
    }

    package var kind: Kind
    package var widget: PlacedWidgetRecord
    /// For `configured`: what changed, as `field: old → new`.
    package var changes: [String]

    package init(kind: Kind, widget: PlacedWidgetRecord, changes: [String] = []) {
        self.kind = kind
        self.widget = widget
        self.changes = changes
    }

    /// The differences between two lists of placed widgets, matched by id.
    package static func diff(from old: [PlacedWidgetRecord], to new: [PlacedWidgetRecord]) -> [LifecycleEvent] {
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Set(new.map(\.id))
        var events: [LifecycleEvent] = []
        for widget in old where !after.contains(widget.id) {
            events.append(LifecycleEvent(kind: .removed, widget: widget))
        }
        for widget in new {
            guard let previous = before[widget.id] else {
                events.append(LifecycleEvent(kind: .added, widget: widget))
                continue
            }
            var changes: [String] = []
            if previous.kind != widget.kind { changes.append("kind: \(previous.kind) → \(widget.kind)") }
            if previous.family != widget.family { changes.append("family: \(previous.family.rawValue) → \(widget.family.rawValue)") }
            if previous.configuration.shop != widget.configuration.shop {
                changes.append("shop: \(previous.configuration.shop) → \(widget.configuration.shop)")
            }
            if previous.configuration.range != widget.configuration.range {
                changes.append("range: \(previous.configuration.range.rawValue) → \(widget.configuration.range.rawValue)")
            }
            if previous.configuration.metrics != widget.configuration.metrics {
                let list = { (m: [String?]) in m.map { $0 ?? "none" }.joined(separator: ",") }
                changes.append("metrics: \(list(previous.configuration.metrics)) → \(list(widget.configuration.metrics))")
            }
            if !changes.isEmpty { events.append(LifecycleEvent(kind: .configured, widget: widget, changes: changes)) }
        }
        return events
    }

    /// The event as a line of the analytics log.
    package func fields() -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("widget", .string(widget.id)), ("stableID", .bool(widget.hasStableID)), ("derivedIdentity", .string(widget.identity)),
            ("kind", .string(widget.kind)), ("family", .string(widget.family.rawValue)), ("shop", .string(widget.configuration.shop)),
            ("range", .string(widget.configuration.range.rawValue)),
            // What the widget shows: its slots at its family's size, repeats removed (null for a
            // slot set to None) — not the whole configured list (seed 000 logs what is shown).
            (
                "metrics",
                .array(
                    widget.configuration.slots(capacity: widget.family.metricCapacity).map { $0.map { JSONValue.string($0.id) } ?? .null })
            ),
        ]
        if !changes.isEmpty { fields.append(("changes", .array(changes.map(JSONValue.string)))) }
        return fields
    }
}

/// Where the dashboard keeps what it must remember between runs: per-widget settings changed by
/// intents, the ids of intents performed, and the last list of placed widgets.
package protocol DashboardStateStore: Sendable {
    /// Widget `widgetID`'s settings as the last run left them: read when the dashboard starts.
    func settings(for widgetID: String) throws -> WidgetSettings
    /// Sets widget `widgetID`'s range, once per invocation; returns what was done and the
    /// widget's settings after it.
    func setRange(
        _ range: DateRange, for widgetID: String, invocation: IntentInvocation
    ) throws -> (message: String, settings: WidgetSettings)
    /// Compares `current` with the list persisted last time, persists `current`, and returns the
    /// differences — all in one transaction, so a second look (or a late one) finds nothing new.
    func recordPlacedWidgets(_ current: [PlacedWidgetRecord]) throws -> [LifecycleEvent]
}
