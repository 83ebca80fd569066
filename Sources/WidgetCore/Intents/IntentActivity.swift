#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// What the dashboard's intents are doing: which control's intent is running (drawn dimmed),
/// and what the last ones did or why they failed (in the widget's footer and the status line,
/// for a few seconds). Shared between the event loop and the tasks that perform intents.
package final class IntentActivity: Sendable {
    /// What an intent did, shown until `until`.
    package struct Outcome: Sendable {
        package var widgetID: String
        package var message: WidgetMessage
        package var until: Date
    }

    private struct State {
        var running: [String: String] = [:]
        var outcomes: [String: Outcome] = [:]
        var last: Outcome?
    }

    private let state = Mutex(State())
    /// How long an outcome stays on screen.
    package static let shownFor: TimeInterval = 8

    package init() {}

    package func start(_ widgetID: String, control: String) {
        state.withLock { $0.running[widgetID] = control }
    }

    package func finish(_ widgetID: String, message: WidgetMessage, at now: Date) {
        let outcome = Outcome(widgetID: widgetID, message: message, until: now.addingTimeInterval(Self.shownFor))
        state.withLock {
            $0.running[widgetID] = nil
            $0.outcomes[widgetID] = outcome
            $0.last = outcome
        }
    }

    /// The control of `widgetID` whose intent is running.
    package func running(_ widgetID: String) -> String? {
        state.withLock { $0.running[widgetID] }
    }

    /// What `widgetID`'s last intent did, while it is still shown.
    package func message(for widgetID: String, at now: Date) -> WidgetMessage? {
        state.withLock { s in s.outcomes[widgetID].flatMap { $0.until > now ? $0.message : nil } }
    }

    /// The last outcome of any widget, while it is still shown.
    package func lastOutcome(at now: Date) -> Outcome? {
        state.withLock { s in s.last.flatMap { $0.until > now ? $0 : nil } }
    }

    /// When the next shown outcome expires (the screen must redraw then).
    package func nextExpiry(after now: Date) -> Date? {
        state.withLock { s in s.outcomes.values.map(\.until).filter { $0 > now }.min() }
    }
}
