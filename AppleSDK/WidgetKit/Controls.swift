import FoundationCompatibility
import SwiftUI
import AppIntents

// Controls (iOS 18): Control Center's buttons and toggles. Each configuration and template
// keeps what it was made with, so widgetdeck reads a control (ControlDefinition.swift) and draws
// it at Control Center's three sizes, at its value provider's preview and current values.

extension ControlWidget {
    @MainActor @preconcurrency
    public static func main() { WidgetHostEntry.run([_ControlWidgetAdaptor(Self())]) }
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
    let definition: ControlDefinition
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension StaticControlConfiguration {
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        definition = ControlDefinition(
            kind: kind, preview: { ResolvedControl.read(content()) },
            current: { await ResolvedControl.current(Unchecked({ () }), preview: Unchecked({ () }), Unchecked({ _ in content() })) })
    }
    public init<Provider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider: ControlValueProvider {
        let given = Unchecked(provider)
        definition = ControlDefinition(
            kind: kind, preview: { ResolvedControl.read(content(given.value.previewValue)) },
            current: {
                await ResolvedControl.current(
                    Unchecked({ try await given.value.currentValue() }), preview: Unchecked({ given.value.previewValue }),
                    Unchecked(content))
            })
    }
}

/// A control configured by an intent (Apple's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration<Configuration, Content>: ControlWidgetConfiguration, @unchecked Sendable
where Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate {
    let definition: ControlDefinition
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension AppIntentControlConfiguration {
    /// Read with a new configuration intent, as a control just added is.
    public init<Provider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Configuration == Provider.Configuration, Provider: AppIntentControlValueProvider {
        let given = Unchecked(provider)
        definition = ControlDefinition(
            kind: kind, intent: String(describing: Configuration.self),
            preview: { ResolvedControl.read(content(given.value.previewValue(configuration: Configuration()))) },
            current: {
                let configuration = Configuration()
                return await ResolvedControl.current(
                    Unchecked({ try await given.value.currentValue(configuration: configuration) }),
                    preview: Unchecked({ given.value.previewValue(configuration: configuration) }), Unchecked(content))
            })
    }
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        definition = ControlDefinition(
            kind: kind, intent: String(describing: Configuration.self), preview: { ResolvedControl.read(content(Configuration())) },
            current: {
                await ResolvedControl.current(Unchecked({ Configuration() }), preview: Unchecked({ Configuration() }), Unchecked(content))
            })
    }
}

/// A control's modified configuration.
nonisolated public struct _ModifiedControlConfiguration<Base>: ControlWidgetConfiguration, @unchecked Sendable
where Base: ControlWidgetConfiguration {
    let base: Base
    var change: (inout ControlDefinition) -> Void = { _ in }
    public var body: EmptyControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
}

extension ControlWidgetConfiguration {
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let name = String(localized: displayName)
        return _ModifiedControlConfiguration(base: self) { $0.displayName = name }
    }
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        let text = String(localized: description)
        return _ModifiedControlConfiguration(base: self) { $0.description = text }
    }
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { _ModifiedControlConfiguration(base: self) }
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self)
    }
}

/// A control that performs an action (Apple's `ControlWidgetButton`).
public struct ControlWidgetButton<Label, ActionLabel, Action>: ControlWidgetTemplate, @unchecked Sendable
where Label: View, ActionLabel: View {
    let resolved: ResolvedControl
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetButton {
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        resolved = ResolvedControl(label: AnyView(label()), action: action)
    }
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        resolved = ResolvedControl(label: AnyView(label()), action: action)
    }
}

extension ControlWidgetButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        resolved = ResolvedControl(label: AnyView(Text(titleKey)), action: action)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        resolved = ResolvedControl(label: AnyView(Text(String(localized: titleResource))), action: action)
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        resolved = ResolvedControl(label: AnyView(Text(String(title))), action: action)
    }
}

public struct ControlWidgetButtonDefaultActionLabel: View, Sendable {
    public var body: EmptyView { EmptyView() }
}

/// A control with an on/off state (Apple's `ControlWidgetToggle`).
public struct ControlWidgetToggle<Label, ValueLabel, Action>: ControlWidgetTemplate, @unchecked Sendable
where Label: View, ValueLabel: View {
    let resolved: ResolvedControl
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetToggle {
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Action: SetValueIntent, Action.ValueType == Bool {
        resolved = ResolvedControl(
            label: AnyView(label()), isOn: isOn, value: AnyView(valueLabel(isOn)), action: Self.pressed(action, isOn))
    }
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        resolved = ResolvedControl(label: AnyView(label()), isOn: isOn, action: Self.pressed(action, isOn))
    }
}

extension ControlWidgetToggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        resolved = ResolvedControl(
            label: AnyView(Text(titleKey)), isOn: isOn, value: AnyView(valueLabel(isOn)), action: Self.pressed(action, isOn))
    }
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    )
    where Action: SetValueIntent, Action.ValueType == Bool {
        resolved = ResolvedControl(
            label: AnyView(Text(String(localized: titleResource))), isOn: isOn, value: AnyView(valueLabel(isOn)),
            action: Self.pressed(action, isOn))
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        resolved = ResolvedControl(
            label: AnyView(Text(String(title))), isOn: isOn, value: AnyView(valueLabel(isOn)), action: Self.pressed(action, isOn))
    }
}

extension ControlWidgetToggle {
    /// The intent a press performs: the toggle's, set to the other value.
    static func pressed<I: SetValueIntent>(_ intent: I, _ isOn: Bool) -> I where I.ValueType == Bool {
        var flipped = intent
        flipped.value = !isOn
        return flipped
    }
}

public struct ControlWidgetToggleDefaultLabel: View, Sendable {
    public var body: EmptyView { EmptyView() }
}

/// A control template with a changed look.
nonisolated public struct _ModifiedControlTemplate<Base>: ControlWidgetTemplate, @unchecked Sendable where Base: ControlWidgetTemplate {
    let base: Base
    var change: (inout ResolvedControl) -> Void = { _ in }
    public var body: EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

extension ControlWidgetTemplate {
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { _ModifiedControlTemplate(base: self) { $0.tint = tint } }
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate { _ModifiedControlTemplate(base: self) }
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
        _ModifiedControlTemplate(base: self) { $0.isDisabled = disabled }
    }
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
