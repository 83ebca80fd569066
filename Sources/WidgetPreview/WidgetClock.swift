import CWidgetPreview
import FoundationCompatibility

/// The wall clock a widget's own code reads (`Date()`, `Calendar.current`): stopped at the
/// moment widgetdeck asks at while that code runs — the runner's clock, so a manual clock in a
/// test drives the provider's `Date()` too — and the real one otherwise. See the C side,
/// `CWidgetPreview/clock.c`.
///
/// In the preview program the clock stops for the whole process (``stopsWholeProcess``): it
/// runs one call of the widget's code at a time, and code that leaves its task (a dispatch
/// queue, a detached task) still reads the moment. In a test process it stops only for the
/// task running the widget's code and the tasks it starts: the process's other tests go on
/// reading the real time.
package enum WidgetClock {
    /// The moment the current task's widget code runs at, if any.
    @TaskLocal static var moment: Date?

    /// Whether the clock stops for the whole process (the preview program sets it).
    nonisolated(unsafe) package static var stopsWholeProcess = false

    /// Installs the per-task reader, once.
    static let installed: Void = { widgetdeck_clock_set_task_reader(widgetdeckClockTaskMoment) }()

    /// Runs `body` with the wall clock stopped at `now`.
    package static func at<T>(_ now: Date, _ body: () throws -> T) rethrows -> T {
        if stopsWholeProcess {
            widgetdeck_clock_freeze(now.timeIntervalSince1970)
            defer { widgetdeck_clock_thaw() }
            return try body()
        }
        _ = installed
        return try $moment.withValue(now) { try body() }
    }

    /// Runs async `body` with the wall clock stopped at `now`.
    package static func at<T>(_ now: Date, _ body: () async throws -> T) async rethrows -> T {
        if stopsWholeProcess {
            widgetdeck_clock_freeze(now.timeIntervalSince1970)
            defer { widgetdeck_clock_thaw() }
            return try await body()
        }
        _ = installed
        return try await $moment.withValue(now) { try await body() }
    }

    /// The `#Preview` records the program was linked with: each registers its preview.
    package static func registerPreviews() {
        var count = 0
        guard let records = widgetdeck_preview_records(&count), count > 0 else { return }
        for i in 0..<count { records[i]?() }
    }
}

/// The C clock's question: the current task's moment, if it has one.
private func widgetdeckClockTaskMoment(_ seconds: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let moment = WidgetClock.moment, let seconds else { return 0 }
    seconds.pointee = moment.timeIntervalSince1970
    return 1
}
