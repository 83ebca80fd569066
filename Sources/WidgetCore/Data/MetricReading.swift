#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// One metric's figures as a widget shows them.
///
/// ```swift
/// let sales = MetricReading(
///     metric: Metric.named("total_sales")!, value: 7_765.20, previous: 6_904.10, series: [310, 540, 720, 910])
/// let change = sales.change  // about 0.125: up 12.5% on the previous period
/// let unknown = MetricReading.unavailable(Metric[.sessions])  // drawn as —
/// ```
public struct MetricReading: Hashable, Sendable {
    /// The largest figure, either way, that widgetdeck reads and shows (``Figures/largestMagnitude``).
    public static let largestMagnitude: Double = Figures.largestMagnitude

    public var metric: Metric
    /// The value over the range; `nil` when it is unknown or could not be computed (shown as
    /// `—`, never as 0).
    public var value: Double?
    /// The previous period's value, for the comparison; `nil` when there is none.
    public var previous: Double?
    /// The previous period's value over the whole of it (all of yesterday, for today's figures
    /// as of 3:30pm), for the pace; `nil` when unknown.
    public var previousFull: Double?
    /// The series for the chart (hourly for today, daily otherwise); empty draws no chart.
    public var series: [Double]
    /// Labels spread under a labelled chart, first to last: `["12am", "6am", "12pm", "6pm"]`.
    public var seriesLabels: [String]
    /// When the source computed the figures, if it said.
    public var sourceTime: Date?

    public init(
        metric: Metric, value: Double?, previous: Double? = nil, previousFull: Double? = nil, series: [Double] = [],
        seriesLabels: [String] = [],
        sourceTime: Date? = nil
    ) {
        self.metric = metric
        self.value = value
        self.previous = previous
        self.previousFull = previousFull
        self.series = series
        self.seriesLabels = seriesLabels
        self.sourceTime = sourceTime
    }

    /// A reading for a metric the source did not know or could not compute: shown as `—`.
    public static func unavailable(_ metric: Metric) -> MetricReading {
        MetricReading(metric: metric, value: nil)
    }

    /// Which bucket of the series is still under way.
    ///
    /// ```swift
    /// var sales = MetricReading(metric: Metric[.totalSales], value: 1_450, series: [310, 540, 600])
    /// let hour = sales.openBucket  // 2: the last bucket with a value
    /// sales.underWay = .at(1)      // the entry's hour is the second
    /// sales.underWay = .none       // the period is over: openBucket is nil
    /// ```
    public enum BucketUnderWay: Hashable, Sendable {
        /// The last with a value: a source's figures end at the moment they are of.
        case last
        /// This one (a timeline entry's hour); none when it has no value.
        case at(Int)
        /// None: every bucket is finished.
        case none
    }

    /// Which bucket is under way; ``BucketUnderWay/last`` unless the source knows better.
    public var underWay: BucketUnderWay = .last

    /// The series' bucket under way — the hour of "today", the day of "7 days" — drawn apart
    /// from the finished ones.
    public var openBucket: Int? {
        switch underWay {
        case .last: series.lastIndex { $0.isFinite }
        case .at(let i): series.indices.contains(i) && series[i].isFinite ? i : nil
        case .none: nil
        }
    }

    /// Where the period is heading: the value so far scaled as the previous period went from
    /// the same moment to its end (`$7,765` by 3:30pm, when yesterday's $11,508 by 3:30pm
    /// became $17,000, is on pace for $11.5K). `nil` for what is not a sum, once the period is
    /// whole, or without a previous period to scale by.
    public var pace: Double? {
        guard metric.isSum, let value, let previous, let previousFull, previous > 0, previousFull > previous,
            value.isFinite, previousFull.isFinite
        else { return nil }
        let pace = value / previous * previousFull
        return pace.isFinite && abs(pace) <= Self.largestMagnitude ? pace : nil
    }

    /// Whether the previous period had nothing where this one has something: the comparison
    /// says "new" rather than an infinite rise (a shop's first days, or a period before the
    /// store's history, which a source reports as 0).
    public var isNew: Bool {
        guard let value, let previous else { return false }
        return previous == 0 && value != 0 && value.isFinite
    }

    /// The relative change from the previous period (0.124 for +12.4%), or `nil` when there is
    /// nothing to compare with.
    public var change: Double? {
        guard let value, let previous, previous != 0, value.isFinite, previous.isFinite else {
            if let value, let previous, previous == 0, value == 0 { return 0 }
            return nil
        }
        return (value - previous) / abs(previous)
    }
}
