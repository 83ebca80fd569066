#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// The states a designer asks to see (`--state`), built from the sample shop so that every one
/// can be rendered without a source.
package enum PreviewState: String, CaseIterable, Hashable, Sendable {
    case live, placeholder, snapshot, empty, stale, error, deprecated

    /// How long ago the stale state's figures were taken.
    package static let staleAge: TimeInterval = 2 * 3600
    /// How long ago the error state's last good figures were taken.
    package static let errorAge: TimeInterval = 40 * 60

    /// The widget state for this preview of `slots` over `range` at `now`.
    package func state(slots: [Metric?], range: DateRange, now: Date, locale: DisplayLocale) -> WidgetState {
        switch self {
        case .live:
            return SampleShop.state(slots: slots, range: range, now: now, locale: locale)
        case .snapshot:
            return SampleShop.state(slots: slots, range: range, now: now, locale: locale, presentation: .snapshot)
        case .placeholder:
            let stand = slots.map { $0.map { MetricReading(metric: $0, value: nil, series: [0]) } }
            return WidgetState(shop: nil, range: range, slots: stand, asOf: now, presentation: .placeholder)
        case .empty:
            return SampleShop.state(slots: slots.map { _ in nil }, range: range, now: now, locale: locale)
        case .stale:
            var state = SampleShop.state(slots: slots, range: range, now: now.addingTimeInterval(-Self.staleAge), locale: locale)
            state.isStale = true
            return state
        case .error:
            var state = SampleShop.state(slots: slots, range: range, now: now.addingTimeInterval(-Self.errorAge), locale: locale)
            state.presentation = .error("request timed out")
            return state
        case .deprecated:
            var state = SampleShop.state(slots: slots, range: range, now: now, locale: locale)
            state.presentation = .deprecated(
                DeprecationNotice(kind: "sales-summary", replacement: "metrics", helpLink: "widgetdeck help widgets"))
            return state
        }
    }
}
