#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetDrawing

/// What a timeline's entries carry, as the runner needs to know it: whether the figures are
/// stale (the runner marks them when they pass their limit or the provider is late), and when
/// they are from (the event log's data age). Ours carry metrics (``WidgetState``); a team's
/// widget carries the picture its views drew (``HostedView``).
///
/// ```swift
/// var state = WidgetState(shop: nil, range: .today, slots: [], asOf: Date(timeIntervalSince1970: 1_764_516_600))
/// state.isStale = true         // the runner marks a late entry so
/// let dataTime = state.dataTime  // the state's asOf
/// ```
public protocol TimelinePayload: Hashable, Sendable {
    /// Whether it is shown marked stale.
    var isStale: Bool { get set }
    /// When its figures are from, if it has any.
    var dataTime: Date? { get }
}

/// One moment of a widget's life: from `date` on, show `payload`. Self-contained and immutable —
/// figures or a picture, not handles or connections — so it can be kept, logged and replayed.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let entry = TimelineEntry(date: now, state: state)  // a team's widgets carry the picture their views drew
/// ```
public struct TimelineEntry<Payload: TimelinePayload>: Hashable, Sendable {
    public var date: Date
    public var payload: Payload
    /// When the entry's figures turn stale (shown with ⚠ from then on); `nil` never.
    public var staleAt: Date?
    /// How much the entry is worth a look, against the other widgets of its stack
    /// (WidgetKit's `TimelineEntryRelevance`); `nil` is no opinion (a score of 0).
    public var relevance: EntryRelevance?

    public init(date: Date, payload: Payload, staleAt: Date? = nil, relevance: EntryRelevance? = nil) {
        self.date = date
        self.payload = payload
        self.staleAt = staleAt
        self.relevance = relevance
    }
}

extension TimelineEntry where Payload == WidgetState {
    /// An entry of ours: from `date` on, show `state`'s metrics.
    public init(date: Date, state: WidgetState, staleAt: Date? = nil, relevance: EntryRelevance? = nil) {
        self.init(date: date, payload: state, staleAt: staleAt, relevance: relevance)
    }

    /// The metrics the entry shows.
    public var state: WidgetState {
        get { payload }
        set { payload = newValue }
    }
}

extension WidgetState: TimelinePayload {
    public var dataTime: Date? { asOf }
}

/// An entry's relevance, as WidgetKit's `TimelineEntryRelevance` has it: a score compared with
/// the scores of the other widgets of a stack (the highest shows), for `duration` seconds from
/// the entry's date — 0 for as long as the entry is in force.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let entry = TimelineEntry(date: now, state: state, relevance: EntryRelevance(score: 40, duration: 3600))
/// ```
public struct EntryRelevance: Hashable, Sendable {
    public var score: Double
    public var duration: TimeInterval

    public init(score: Double, duration: TimeInterval = 0) {
        self.score = score.isFinite ? score : 0
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// The score at `now` of an entry dated `date`: its own while it holds, 0 once its
    /// duration is over.
    public func score(at now: Date, from date: Date) -> Double {
        duration > 0 && now >= date.addingTimeInterval(duration) ? 0 : score
    }
}

/// When to ask a provider for a new timeline.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let policy = ReloadPolicy.after(now.addingTimeInterval(15 * 60))
/// let timeline = Timeline(entries: [TimelineEntry(date: now, state: state)], policy: policy)
/// let reload = timeline.reloadDate  // 15:45 UTC
/// ```
public enum ReloadPolicy: Hashable, Sendable {
    /// After the last entry's date.
    case atEnd
    /// At a given moment.
    case after(Date)
    /// Only when asked explicitly (`WidgetCenter.reloadTimelines`) or after an intent.
    case never
}

/// Entries and the reload policy, as a provider returns them. Entries are kept sorted by date.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let state = WidgetState(shop: nil, range: .today, slots: [], asOf: now)
/// let hourly = (0..<3).map { TimelineEntry(date: now.addingTimeInterval(Double($0) * 3600), state: state) }
/// let timeline = Timeline(entries: hourly, policy: .atEnd)
/// let inForce = timeline.indexInForce(at: now.addingTimeInterval(90 * 60))  // 1
/// ```
public struct Timeline<Payload: TimelinePayload>: Hashable, Sendable {
    public private(set) var entries: [TimelineEntry<Payload>]
    public var policy: ReloadPolicy

    /// Creates a timeline; entries given out of order are sorted (stably, so of two entries
    /// with one date the later given wins).
    public init(entries: [TimelineEntry<Payload>], policy: ReloadPolicy) {
        self.entries = entries.enumerated().sorted { a, b in
            a.element.date == b.element.date ? a.offset < b.offset : a.element.date < b.element.date
        }.map(\.element)
        self.policy = policy
    }

    /// The index of the entry in force at `now`: the latest whose date has come, or `nil`
    /// before the first.
    ///
    /// - Complexity: O(log n).
    public func indexInForce(at now: Date) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].date <= now { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The entries that can still be shown at `now` — the one in force and those after it —
    /// under the same policy: what a runner keeps (entries already replaced cost memory and
    /// are never drawn again).
    public func showable(at now: Date) -> Timeline<Payload> {
        guard let first = indexInForce(at: now), first > 0 else { return self }
        var kept = self
        kept.entries.removeFirst(first)
        return kept
    }

    /// The first entry date after `now`, if any.
    public func nextEntryDate(after now: Date) -> Date? {
        let next = (indexInForce(at: now) ?? -1) + 1
        return next < entries.count ? entries[next].date : nil
    }

    /// When the policy asks for a new timeline, or `nil` (never).
    public var reloadDate: Date? {
        switch policy {
        case .atEnd: entries.last?.date
        case .after(let date): date
        case .never: nil
        }
    }
}

/// What a provider is told about the widget it serves.
package struct TimelineContext: Hashable, Sendable {
    /// The placed widget's stable id.
    package var instanceID: String
    package var kind: String
    package var family: WidgetFamily
    /// The size in cells it is drawn at.
    package var size: Size
    package var configuration: WidgetConfiguration
    /// How many times the merchant changed the widget's own settings (its range) from the
    /// widget: part of what its range control says it acts on, so each press is a new intent.
    package var settingsVersion: Int
    /// Whether this is for the gallery (sample data, no network).
    package var isPreview: Bool

    package init(
        instanceID: String, kind: String, family: WidgetFamily, size: Size? = nil, configuration: WidgetConfiguration,
        settingsVersion: Int = 0,
        isPreview: Bool = false
    ) {
        self.instanceID = instanceID
        self.kind = kind
        self.family = family
        self.size = size ?? family.size
        self.configuration = configuration
        self.settingsVersion = settingsVersion
        self.isPreview = isPreview
    }

    /// The metrics the widget shows: its configuration's, in the slots its family holds — and,
    /// for the Orders-to-fulfill kind, the count it is made of.
    package var shownMetrics: [String] {
        if WidgetKind.canonical(kind) == WidgetKind.ordersToFulfill.id { return [MetricID.ordersToFulfill.rawValue] }
        return configuration.requestedMetrics(capacity: family.metricCapacity).map(\.id)
    }
}

/// Supplies a widget kind's entries, the three ways WidgetKit asks, each carrying the provider's
/// ``Payload``: metrics for ours (``WidgetState``), a view's picture for a team's.
package protocol TimelineProvider<Payload>: Sendable {
    associatedtype Payload: TimelinePayload
    /// Instant and synchronous: what to show before anything else (redacted).
    func placeholder(in context: TimelineContext) -> TimelineEntry<Payload>
    /// Fast and never on the network: cached or sample data (the gallery uses this).
    func snapshot(in context: TimelineContext) async -> TimelineEntry<Payload>
    /// May fetch. The runner bounds it with a deadline and shows the cached entry, stale,
    /// while it is late.
    func timeline(in context: TimelineContext) async -> Timeline<Payload>
    /// The intent behind control `controlID` of the widget `context` describes, showing
    /// `shown`: what a press runs. A provider whose widgets have no controls has none.
    func intent(for controlID: String, in context: TimelineContext, showing shown: Payload) -> (any AppIntent)?
}

extension TimelineProvider {
    package func intent(for controlID: String, in context: TimelineContext, showing shown: Payload) -> (any AppIntent)? { nil }
}
