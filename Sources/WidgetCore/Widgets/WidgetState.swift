#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetDrawing

/// Everything one widget shows, self-contained: the shop, the range, the metrics in the
/// merchant's order with their figures, when the figures are from, and how they are presented.
/// The layout engine draws a state; it never fetches anything.
///
/// ```swift
/// let shop = Shop(id: "maple-moss", name: "Maple & Moss", currencyCode: "USD", timeZone: "UTC")
/// let sales = MetricReading(metric: Metric[.totalSales], value: 7_765.20, previous: 6_904.10, series: [310, 540])
/// let orders = MetricReading(metric: Metric[.orders], value: 68, previous: 93)
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: shop, range: .today, slots: [sales, nil, orders], asOf: now)  // nil: set to None
/// ```
public struct WidgetState: Hashable, Sendable {
    /// How the state is presented.
    ///
    /// ```swift
    /// var state = WidgetState(shop: nil, range: .today, slots: [], asOf: Date(timeIntervalSince1970: 1_764_516_600))
    /// state.presentation = .placeholder                          // redacted blocks until data comes
    /// state.presentation = .error("The network is unreachable")  // last good data, a marker and the reason
    /// ```
    public enum Presentation: Hashable, Sendable {
        /// Real data.
        case live
        /// Before any data: the same layout with redacted blocks.
        case placeholder
        /// Sample data for the gallery, shown at once.
        case snapshot
        /// The last request failed: last good data (if any) with a marker and the reason.
        case error(String)
        /// A retired widget kind: a notice naming its replacement.
        case deprecated(DeprecationNotice)
    }

    /// The shop the figures are of; `nil` when none is known — a placeholder, or an error
    /// before the source named one. A widget never names a shop it was not given.
    public var shop: Shop?
    public var range: DateRange
    /// Metric slots in the merchant's order; `nil` is a slot set to None.
    public var slots: [MetricReading?]
    /// When the figures were true.
    public var asOf: Date
    /// Whether the figures are past their freshness limit (shown with ⚠, not colour alone).
    public var isStale: Bool
    public var presentation: Presentation
    /// Buttons and toggles, drawn in the header row of the families that have room.
    public var controls: [WidgetControl] = []
    /// Replaces the range in the header ("Oldest first") for kinds that show no range.
    public var headline: String?
    /// Lines below the metrics: the oldest orders waiting, the store's status.
    public var rows: [WidgetRow] = []
    /// What the last intent did, or why it failed: shown in the footer.
    public var message: WidgetMessage?
    /// The figures are hidden for privacy — a private widget on a locked screen (WidgetKit's
    /// `redacted(reason: .privacy)`): the same layout, titles kept, values drawn as the
    /// placeholder draws them.
    public var redactsValues = false
    /// The picture of a widget drawn by its own views (a team's widget extension): when set,
    /// it is what the widget shows — ``WidgetView`` adds only focus, markers and messages.
    package var picture: WidgetPicture?

    public init(
        shop: Shop?, range: DateRange, slots: [MetricReading?], asOf: Date, isStale: Bool = false, presentation: Presentation = .live
    ) {
        self.shop = shop
        self.range = range
        self.slots = slots
        self.asOf = asOf
        self.isStale = isStale
        self.presentation = presentation
    }

    /// Whether any control's intent is running.
    public var isPerforming: Bool { controls.contains { $0.isRunning } }

    /// The metrics to draw: the slots that are not None, in order.
    public var readings: [MetricReading] { slots.compactMap { $0 } }

    /// The shop's name as a title: `nil` when no shop is known or it has no name.
    public var shopName: String? {
        guard let name = shop?.name, !name.isEmpty else { return nil }
        return name
    }

    /// Whether every slot is None: a valid, empty widget that says how to configure it.
    public var isEmpty: Bool { readings.isEmpty }
}

/// What a deprecated widget kind says instead of its data.
///
/// ```swift
/// let notice = DeprecationNotice(kind: "sales-summary", replacement: "metrics", helpLink: "widgetdeck help widgets")
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now, presentation: .deprecated(notice))
/// ```
public struct DeprecationNotice: Hashable, Sendable {
    /// The kind that is no longer supported (as placed, or as found in a file).
    public var kind: String
    /// The kind to add instead, if there is one.
    public var replacement: String?
    /// Where to read more.
    public var helpLink: String?
    /// Whether the kind is unknown rather than retired.
    public var isUnknown: Bool

    public init(kind: String, replacement: String?, helpLink: String? = nil, isUnknown: Bool = false) {
        self.kind = kind
        self.replacement = replacement
        self.helpLink = helpLink
        self.isUnknown = isUnknown
    }
}

/// A line a widget shows after an intent: what was done, or why it failed.
///
/// ```swift
/// var state = WidgetState(shop: nil, range: .today, slots: [], asOf: Date(timeIntervalSince1970: 1_764_516_600))
/// state.message = WidgetMessage("Store paused")
/// state.message = WidgetMessage("Couldn't pause the store", isError: true)
/// ```
public struct WidgetMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

/// A line of a widget's list: text at the left, and a figure at the right when there is room.
///
/// ```swift
/// var state = WidgetState(shop: nil, range: .today, slots: [], asOf: Date(timeIntervalSince1970: 1_764_516_600))
/// state.headline = "Oldest first"
/// state.rows = [WidgetRow("#1042 Ada Lovelace", trailing: "2h"), WidgetRow("#1043 Alan Turing", trailing: "45m")]
/// ```
public struct WidgetRow: Hashable, Sendable {
    public var text: String
    public var trailing: String?

    public init(_ text: String, trailing: String? = nil) {
        self.text = text
        self.trailing = trailing
    }
}
