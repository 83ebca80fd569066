// A view drawn again on a schedule (Apple's `TimelineView`). A widget's view is drawn once for
// each of its entries and archived, on a phone as here: the content is drawn for the moment the
// entry is shown (widgetdeck's clock), and the schedule's later dates redraw nothing — a widget
// changes at its timeline's entries.
import FoundationCompatibility

/// The dates a timeline view is drawn again at (Apple's `TimelineSchedule`).
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: as asked, or less often, as a watch's lowered wrist allows.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal
    case lowFrequency
}

/// The start, then the start of every minute (Apple's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        var isFirst = true

        public mutating func next() -> Date? {
            let date = upcoming
            if isFirst {
                isFirst = false
                let seconds = upcoming.timeIntervalSinceReferenceDate
                upcoming = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60 + 60)
            } else {
                upcoming = upcoming.addingTimeInterval(60)
            }
            return date
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }
}

/// A start and an interval (Apple's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.001)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: self.startDate, interval: interval)
    }
}

/// The dates given (Apple's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as frames are drawn, or every `minimumInterval` (Apple's `AnimationTimelineSchedule`):
/// a widget does not animate.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: minimumInterval ?? 1.0 / 60).entries(from: startDate, mode: mode)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view whose content is drawn for a moment of its schedule (Apple's `TimelineView`): in a
/// widget, the moment its entry is shown.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// What the content is drawn for: the moment and how often it is drawn.
    public struct Context {
        /// How often a timeline view is drawn again: slower cadences are greater.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        public let date: Date
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context every timeline view's content receives (Apple's `TimelineViewDefaultContext`).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public nonisolated init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for now — the entry's moment on widgetdeck's clock — at the minutes' cadence
    /// a widget is drawn at.
    public var body: some View {
        content(TimelineViewDefaultContext(date: Date(), cadence: .minutes))
    }
}
