#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// What a screen reader reads for a widget (seed 002: "Provide accessibility labels for compact
/// representations"): one plain sentence per fact, the same words in every family.
///
/// ```
/// Maple & Moss, today. Total sales $7,765, down 32.5% from $11,508 yesterday. Orders 68,
/// down 26.9%. As of 3:30 pm.
/// ```
///
/// A compact family says less — it holds fewer metrics, and the accessory families leave out
/// what the figure is compared with — but never something else: each metric reads as the
/// widget shows it, with the direction in words where the widget draws an arrow.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_764_516_600)
/// let shop = Shop(id: "maple-moss", name: "Maple & Moss", currencyCode: "USD", timeZone: "UTC")
/// let sales = MetricReading(metric: Metric[.totalSales], value: 7_765.20, previous: 6_904.10)
/// let state = WidgetState(shop: shop, range: .today, slots: [sales], asOf: now)
/// let options = WidgetFamily.small.layoutOptions
/// let spoken = WidgetDescription.describe(state, options: options, context: RenderContext(now: now))
/// // "Maple & Moss, today. Total sales …"
/// ```
public enum WidgetDescription {
    /// The description of `state` drawn as a widget with `options` at `context`.
    public static func describe(_ state: WidgetState, options: LayoutOption, context: RenderContext) -> String {
        let view = WidgetView(state: state, options: options, context: context)
        let formatter = view.formatter
        var sentences: [String] = []
        if let picture = state.picture {
            // A widget of its own views says what they say.
            return picture.spoken
        }
        if case .deprecated(let notice) = state.presentation {
            if notice.isUnknown {
                return "Unknown widget “\(notice.kind)”." + (notice.replacement.map { " Did you mean “\($0)”?" } ?? "")
            }
            return "Widget “\(notice.kind)” retired."
                + (notice.replacement.map { " Add “\($0)” instead." } ?? " Remove it from the dashboard file.")
        }
        if view.isPlaceholder {
            return "\(heading(state, view)). Loading figures."
        }
        sentences.append(heading(state, view))
        if let reason = view.errorReason {
            sentences.append("Couldn't load figures: \(reason)")
        }
        if let message = state.message {
            sentences.append((message.isError ? "Failed: " : "Done: ") + message.text)
        }
        for (index, reading) in state.readings.enumerated() {
            sentences.append(
                describe(
                    reading, formatter: formatter, withPrevious: index == 0 && !options.isAccessory,
                    range: state.range, hidden: state.redactsValues))
        }
        for row in state.rows {
            let trailing = row.trailing.map { " (\($0))" } ?? ""
            sentences.append(state.redactsValues ? "\(row.text) hidden" : row.text + trailing)
        }
        if state.readings.isEmpty && state.rows.isEmpty && view.errorReason == nil {
            sentences.append("No metrics selected")
        }
        if !(state.readings.isEmpty && state.rows.isEmpty) {
            let time = spoken(state.asOf, now: context.now, locale: context.locale)
            if view.errorReason != nil {
                sentences.append("Showing the last figures, as of \(time)")
            } else if view.marker != nil {
                sentences.append("Stale: as of \(time)")
            } else {
                sentences.append("As of \(time)")
            }
        }
        return sentences.map { $0.hasSuffix(".") || $0.hasSuffix("?") ? $0 : $0 + "." }.joined(separator: " ")
    }

    /// The first sentence: `Maple & Moss, today` — or, with no shop known, `Today`.
    static func heading(_ state: WidgetState, _ view: WidgetView) -> String {
        let period = period(view)
        guard let name = state.shopName else { return period.prefix(1).uppercased() + period.dropFirst() }
        return "\(name), \(period)"
    }

    /// `today`, `last 7 days`, a headline (`oldest first`), or the day figures of another day
    /// are from (`Nov 28`).
    static func period(_ view: WidgetView) -> String {
        if let headline = view.state.headline {
            // Mid-sentence: "Maple & Moss, oldest first."
            return headline.prefix(1).lowercased() + headline.dropFirst()
        }
        if view.isFromAnotherDay { return view.headerTitle }
        return view.state.range.title.lowercased()
    }

    /// `Total sales $7,765, down 32.5% from $11,508 yesterday`.
    static func describe(_ reading: MetricReading, formatter: ValueFormatter, withPrevious: Bool, range: DateRange, hidden: Bool) -> String
    {
        let unit = reading.metric.unit
        let title = reading.metric.title
        if hidden { return "\(title) hidden" }
        guard reading.value != nil else { return "\(title) unavailable" }
        var text = "\(title) \(formatter.string(reading.value, unit: unit, maxWidth: 12))"
        if reading.metric.shape == .timeSeries, reading.isNew { return text + ", new: nothing \(previousPeriod(range))" }
        guard reading.metric.shape == .timeSeries, let change = reading.change else { return text }
        let percent = (change * 100).magnitude
        if percent < 0.05 {
            text += ", unchanged"
        } else {
            let amount = percent >= 999.5 ? "more than 999%" : formatter.fixed(percent, decimals: 1) + "%"
            text += change > 0 ? ", up \(amount)" : ", down \(amount)"
        }
        if withPrevious, let previous = reading.previous {
            text += " from \(formatter.string(previous, unit: unit, maxWidth: 12)) \(previousPeriod(range))"
        }
        return text
    }

    static func previousPeriod(_ range: DateRange) -> String {
        switch range {
        case .today: "yesterday"
        case .last7Days: "the 7 days before"
        case .last30Days: "the 30 days before"
        }
    }

    /// `3:30 pm`, `15:30`, or the day (`Nov 28`): the "as of" time as it is read aloud.
    static func spoken(_ date: Date, now: Date, locale: DisplayLocale) -> String {
        let short = Timestamp.short(date, now: now, locale: locale)
        if short.hasSuffix("am") || short.hasSuffix("pm") { return String(short.dropLast(2)) + " " + String(short.suffix(2)) }
        return short
    }
}

extension WidgetFamily {
    /// What a screen reader reads for `state` drawn as this family (``WidgetDescription``).
    public func describe(_ state: WidgetState, context: RenderContext) -> String {
        var state = state
        state.slots = Array(state.slots.prefix(metricCapacity))
        return WidgetDescription.describe(state, options: layoutOptions, context: context)
    }
}
