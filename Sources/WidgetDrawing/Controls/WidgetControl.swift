/// A button or toggle drawn in a widget, as WidgetKit's `Button(intent:)` and
/// `Toggle(isOn:intent:)`: what it says, what kind of control it is, and the state it acts on.
/// The intent itself stays with the provider (its `intent(for:in:showing:)`): a state is plain data.
///
/// ```swift
/// let refresh = WidgetControl(id: "refresh", label: "Refresh")
/// let range = WidgetControl(
///     id: "range", label: "Range", role: .choice(["7 days", "30 days"], selected: 0), token: "range:7d")
/// let busy = WidgetControl(id: "sync", label: "Sync", isRunning: true)
/// ```
public struct WidgetControl: Hashable, Sendable {
    /// What kind of control it is, with its state.
    ///
    /// ```swift
    /// let live = WidgetControl(id: "live", label: "Live", role: .toggle(isOn: true))
    /// if case .toggle(let isOn) = live.role { print(isOn) }  // true
    /// ```
    public enum Role: Hashable, Sendable {
        /// A push button.
        case button
        /// An on/off switch.
        case toggle(isOn: Bool)
        /// One of several values, stepped through on each press (a date-range picker).
        case choice([String], selected: Int)
    }

    /// Stable within the widget: "range", "refresh", "fulfill".
    public var id: String
    public var label: String
    public var role: Role
    /// What a press acts on, as shown: the order it would fulfill, the range it would leave, with
    /// a version where a state can come back. Part of the invocation id.
    public var token: String
    /// Its intent is running: drawn dimmed, and a second press waits.
    public var isRunning: Bool
    /// Keyboard focus is on it.
    public var isFocused: Bool
    /// Why it cannot act here ("acts on a local store only"): drawn dimmed; a press says this
    /// instead of acting.
    public var disabledReason: String?

    public init(
        id: String, label: String, role: Role = .button, token: String = "", isRunning: Bool = false, isFocused: Bool = false,
        disabledReason: String? = nil
    ) {
        self.id = id
        self.label = label
        self.role = role
        self.token = token
        self.isRunning = isRunning
        self.isFocused = isFocused
        self.disabledReason = disabledReason
    }
}
