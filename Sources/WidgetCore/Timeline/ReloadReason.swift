/// Why a timeline was asked for.
///
/// ```swift
/// let reason = ReloadReason(rawValue: "budget-deferred")  // .budgetDeferred, as the event log writes it
/// let logged = ReloadReason.intent.rawValue               // "intent"
/// ```
public enum ReloadReason: String, Hashable, Sendable {
    /// The widget was just placed (free).
    case initial
    /// The timeline's reload policy came due.
    case policy
    /// `WidgetCenter.reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
    case explicit
    /// The user ran an intent on the widget (free).
    case intent
    /// A reload the budget deferred, now allowed.
    case budgetDeferred = "budget-deferred"
    /// A policy reload held while the widget was out of view, now due (its hidden spacing).
    case hidden
    /// The widget came into view with a reload overdue.
    case visible
    /// Started with another widget's reload due within the batch window.
    case batched

    /// Whether this kind of reload spends the refresh budget.
    var spendsBudget: Bool { self != .initial && self != .intent }
}
