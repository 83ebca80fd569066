/// Why a timeline was asked for.
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

    /// Whether this kind of reload spends the refresh budget.
    var spendsBudget: Bool { self != .initial && self != .intent }
}
