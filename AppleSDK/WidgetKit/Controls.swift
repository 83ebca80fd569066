import FoundationCompatibility
import SwiftUI
import AppIntents

// Controls (iOS 18): Control Center's buttons and toggles. A widget extension declaring them
// compiles; widgetdeck lists no control and draws none (they are not widgets of a family).

extension ControlWidget {
    @MainActor @preconcurrency
    public static func main() { WidgetHostEntry.run([]) }
}

/// A control's value, read from the app (Apple's `ControlValueProvider`).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Self.Value { get }
    func currentValue() async throws -> Self.Value
}

/// A configurable control's value (Apple's `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Self.Configuration) -> Self.Value
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}

/// A control whose configuration the user does not change (Apple's `StaticControlConfiguration`).
public struct StaticControlConfiguration<Content>: ControlWidgetConfiguration, @unchecked Sendable where Content: ControlWidgetTemplate {
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension StaticControlConfiguration {
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {}
    public init<Provider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider: ControlValueProvider {}
}

/// A control configured by an intent (Apple's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration<Configuration, Content>: ControlWidgetConfiguration, @unchecked Sendable
where Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate {
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension AppIntentControlConfiguration {
    public init<Provider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Configuration == Provider.Configuration, Provider: AppIntentControlValueProvider {}
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {}
}

/// A control's modified configuration.
nonisolated public struct _ModifiedControlConfiguration<Base>: ControlWidgetConfiguration, @unchecked Sendable
where Base: ControlWidgetConfiguration {
    let base: Base
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension ControlWidgetConfiguration {
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self)
    }
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self)
    }
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { _ModifiedControlConfiguration(base: self) }
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self)
    }
}

/// A control that performs an action (Apple's `ControlWidgetButton`).
public struct ControlWidgetButton<Label, ActionLabel, Action>: ControlWidgetTemplate, @unchecked Sendable
where Label: View, ActionLabel: View {
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetButton {
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {}
}

extension ControlWidgetButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {}
}

public struct ControlWidgetButtonDefaultActionLabel: View, Sendable {
    public var body: EmptyView { EmptyView() }
}

/// A control with an on/off state (Apple's `ControlWidgetToggle`).
public struct ControlWidgetToggle<Label, ValueLabel, Action>: ControlWidgetTemplate, @unchecked Sendable
where Label: View, ValueLabel: View {
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetToggle {
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Action: SetValueIntent, Action.ValueType == Bool {}
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {}
}

extension ControlWidgetToggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Action: SetValueIntent, Action.ValueType == Bool {}
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}
}

public struct ControlWidgetToggleDefaultLabel: View, Sendable {
    public var body: EmptyView { EmptyView() }
}

/// A control template with a changed look.
nonisolated public struct _ModifiedControlTemplate<Base>: ControlWidgetTemplate, @unchecked Sendable where Base: ControlWidgetTemplate {
    let base: Base
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetTemplate {
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { _ModifiedControlTemplate(base: self) }
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate { _ModifiedControlTemplate(base: self) }
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate { _ModifiedControlTemplate(base: self) }
}

extension View {
    public nonisolated func controlWidgetStatus(_ status: Text) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    public nonisolated func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    @_disfavoredOverload
    public nonisolated func controlWidgetStatus(_ status: LocalizedStringResource) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    @_disfavoredOverload
    public nonisolated func controlWidgetStatus<S>(_ status: S) -> some View where S: StringProtocol {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    public nonisolated func controlWidgetActionHint(_ hint: Text) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    public nonisolated func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint<S>(_ hint: S) -> some View where S: StringProtocol {
        _sameInCells(self, "shown by Control Center, not in the control's view")
    }
}

/// Reloads controls (Apple's `ControlCenter`): there is no Control Center here; nothing to do.
public class ControlCenter: @unchecked Sendable {
    public static let shared = ControlCenter()
    init() {}
    public func currentControls() async throws -> [ControlInfo] { [] }
    public func reloadControls(ofKind kind: String) {}
    public func reloadAllControls() {}
}

public struct ControlInfo: Identifiable, Hashable, Sendable {
    public let kind: String
    public var pushInfo: ControlPushInfo?
    public var id: String { kind }
    public func configurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent? where Intent: ControlConfigurationIntent {
        nil
    }
}

public protocol ControlPushHandler {
    init()
    func pushTokensDidChange(controls: [ControlInfo])
}

public struct ControlPushInfo: Hashable, Sendable {
    public let token: Data
}
