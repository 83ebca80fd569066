import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
// What a widget does not run or show: actions, tasks, accessibility, control styles — each
// says why cells show the same (`_sameInCells`) or notes what is left out.

extension View {

    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { _sameInCells(self, "a widget runs no view actions") }
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { _sameInCells(self, "a widget runs no view actions") }
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public nonisolated func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
    where V: Equatable { _sameInCells(self, "a widget runs no view actions") }
    /// A widget's view is drawn once and archived: nothing a publisher sends redraws it (as in WidgetKit).
    public nonisolated func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never { _sameInCells(self, "a widget runs no view actions") }
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    /// Pull to refresh: a widget is not pulled, so the action never runs.
    /// Its action, formed in a view's body, is the body's actor's (a modifier's state may be
    /// used in it, as SwiftUI allows).
    public nonisolated func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        _sameInCells(self, "a widget runs no view actions")
    }
    public nonisolated func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    )
        -> some View
    {
        _sameInCells(self, "a widget starts no tasks")
    }

    /// A widget's views are drawn, never run: no task starts (as in WidgetKit).
    public nonisolated func task<T>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { _sameInCells(self, "a widget starts no tasks") }

    /// Margins of scrollable content: a widget has none to scroll, so nothing moves (as in WidgetKit).
    public nonisolated func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { _sameInCells(self, "margins of scrollable content: a widget has none to scroll") }
    public nonisolated func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    )
        -> some View
    { _sameInCells(self, "margins of scrollable content: a widget has none to scroll") }
    public nonisolated func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        _sameInCells(self, "margins of scrollable content: a widget has none to scroll")
    }
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }
    public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        _approximated("a button style left out")
    }
    public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { _approximated("a button style left out") }
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { _approximated("a button border shape left out") }
    /// The size is given to the views inside (a team's button style reads it); widgetdeck's own
    /// controls are a row of cells at any size, noted.
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)._approximated("a control size left out of built-in controls")
    }
    /// Given to the views inside, as `labelsVisibility` (a team's style reads it).
    public nonisolated func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)._approximated("labels' visibility left out of built-in controls")
    }
    public nonisolated func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { _approximated("a toggle style left out") }
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { modifier(_SpokenModifier(label: label)) }
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_SpokenModifier(label: Text(labelKey)))
    }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
        modifier(_SpokenModifier(label: Text(label)))
    }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol {
        modifier(_SpokenModifier(label: Text(label)))
    }
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_SpokenModifier(label: nil, hidden: hidden)) }
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S>(_ value: S) -> some View where S: StringProtocol {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityHint(_ hint: Text) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S>(_ hint: S) -> some View where S: StringProtocol {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { _sameInCells(self, "for UI tests, not shown") }
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _sameInCells(self, "a widget follows the system's appearance")
    }
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
    public nonisolated func navigationTitle(_ title: Text) -> some View { _sameInCells(self, "a widget has no navigation") }
}

// The accessibility modifiers before iOS 14 (deprecated, still valid): each the one that replaced it.
extension View {
    public nonisolated func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public nonisolated func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public nonisolated func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public nonisolated func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public nonisolated func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public nonisolated func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public nonisolated func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func accessibility(sortPriority: Double) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
    public nonisolated func accessibility(inputLabels: [Text]) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
    public nonisolated func accessibility(selectionIdentifier: AnyHashable) -> some View {
        _sameInCells(self, "read by VoiceOver, not shown")
    }
    public nonisolated func accessibility(activationPoint: UnitPoint) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
    public nonisolated func accessibility(activationPoint: CGPoint) -> some View { _sameInCells(self, "read by VoiceOver, not shown") }
}
