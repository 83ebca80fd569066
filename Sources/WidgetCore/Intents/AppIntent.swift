import WidgetDrawing

/// An action a widget's button or toggle runs, like WidgetKit's `AppIntent`: a title, its
/// parameters, and `perform()`, which may throw.
///
/// `perform` receives the invocation: its id is what makes the action idempotent — the state
/// an intent changes goes through the store, which records the id in the same transaction, so
/// performing one invocation twice (a double press, a retry after a crash) has the effect of
/// once.
package protocol AppIntent: Sendable {
    /// As the status line says it: "Fulfill next".
    var title: String { get }
    /// What it acts on, for the event log: `[("order", "#1042")]`.
    var parameters: [(String, String)] { get }
    /// The metrics whose figures the intent changes (`orders_to_fulfill` for "Fulfill next"):
    /// every widget showing one of them reloads at once, and the cache forgets them.
    var affectedMetrics: Set<String> { get }
    /// Does the work; returns what was done, in a few words ("Fulfilled #1042"), and what it
    /// changed of the widget's own settings.
    func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome
}

/// What an intent did: the words the widget shows, and — when it changed the widget's own
/// settings (the range picker) — those settings now. The session applies them to the widget
/// from here; nothing reads them back out of a store.
///
/// ```swift
/// IntentOutcome("Fulfilled #1042")
/// IntentOutcome("Showing last 7 days", settings: WidgetSettings(range: .last7Days, version: 3))
/// ```
package struct IntentOutcome: Hashable, Sendable {
    package var message: String
    package var settings: WidgetSettings?

    package init(_ message: String, settings: WidgetSettings? = nil) {
        self.message = message
        self.settings = settings
    }
}

extension AppIntent {
    package var affectedMetrics: Set<String> { [] }
}

/// One press of a control: which widget, which control, and an id that names *what the user
/// pressed on* — the control and the state it showed (`token`) — so two presses on the same
/// picture are one invocation.
package struct IntentInvocation: Hashable, Sendable {
    package var id: String
    package var widgetID: String
    package var kind: String
    package var controlID: String
    /// What the control showed it would act on (the order to fulfill…).
    package var token: String

    package init(widgetID: String, kind: String, control: WidgetControl) {
        self.widgetID = widgetID
        self.kind = kind
        controlID = control.id
        token = control.token
        id = "\(widgetID)/\(control.id)/\(control.token)"
    }
}

/// Why an intent could not do its work: shown in the widget and the status line; nothing changed.
package struct IntentFailure: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { message }

    package init(_ message: String) {
        self.message = message
    }
}
