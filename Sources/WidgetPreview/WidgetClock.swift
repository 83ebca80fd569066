import CWidgetPreview
import FoundationCompatibility

/// The wall clock a widget's own code reads (`Date()`, `Calendar.current`): frozen at the
/// moment widgetdeck asks at while that code runs — the runner's clock, so a manual clock in a
/// test drives the provider's `Date()` too — and the real one otherwise. See the C side,
/// `CWidgetPreview/clock.c`.
package enum WidgetClock {
    /// Runs `body` with the wall clock stopped at `now`.
    package static func at<T>(_ now: Date, _ body: () throws -> T) rethrows -> T {
        widgetdeck_clock_freeze(now.timeIntervalSince1970)
        defer { widgetdeck_clock_thaw() }
        return try body()
    }

    /// Runs async `body` with the wall clock stopped at `now`.
    package static func at<T>(_ now: Date, _ body: () async throws -> T) async rethrows -> T {
        widgetdeck_clock_freeze(now.timeIntervalSince1970)
        defer { widgetdeck_clock_thaw() }
        return try await body()
    }

    /// The `#Preview` records the program was linked with: each registers its preview.
    package static func registerPreviews() {
        var count = 0
        guard let records = widgetdeck_preview_records(&count), count > 0 else { return }
        for i in 0..<count { records[i]?() }
    }
}
