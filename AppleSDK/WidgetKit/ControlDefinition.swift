import FoundationCompatibility
import SwiftUI
import AppIntents

// Reading a control: its kind and names, and its template — a button or a toggle, its label,
// value and intent — at its value provider's preview value and at its current one. widgetdeck
// draws it as a widget of its own (``WidgetDefinition/control``), one entry per value.

/// A control as widgetdeck reads it.
package struct ControlDefinition: @unchecked Sendable {
    package var kind: String
    package var displayName: String?
    package var description: String?
    /// The configuration intent's type, for a configurable control.
    package var intent: String?
    /// The template at the value provider's `previewValue` (the controls gallery's).
    package var preview: @MainActor () -> ResolvedControl?
    /// The template at its `currentValue()`.
    package var current: () async -> ResolvedControl?

    init(
        kind: String, intent: String? = nil, preview: @escaping @MainActor () -> ResolvedControl?,
        current: @escaping () async -> ResolvedControl?
    ) {
        self.kind = kind
        self.intent = intent
        self.preview = preview
        self.current = current
    }
}

/// A control's template, made: what Control Center draws.
package struct ResolvedControl: @unchecked Sendable {
    /// The label: a title, a symbol, or a `Label` of both.
    package var label: AnyView
    /// A toggle's state; nil for a button.
    package var isOn: Bool?
    /// A toggle's value label (`valueLabel(isOn)`); "On"/"Off" when it gives none.
    package var value: AnyView?
    /// The intent a press performs (a toggle's, set to the other value).
    package var action: (any AppIntent)?
    package var tint: Color?
    package var isDisabled = false
    /// Why the current value is the preview's: what `currentValue()` threw.
    package var failure: String?

    init(label: AnyView, isOn: Bool? = nil, value: AnyView? = nil, action: (any AppIntent)?) {
        self.label = label
        self.isOn = isOn
        self.value = value
        self.action = action
    }

    /// The template `template` resolves to, following modifiers and a custom template's body.
    @MainActor
    static func read<T: ControlWidgetTemplate>(_ template: T) -> ResolvedControl? {
        if let known = template as? any _ControlTemplateReading { return known._resolved() }
        if T.Body.self == Never.self { return nil }
        return read(template.body)
    }

    /// The template at the provider's current value; at its preview value, saying so, when
    /// `currentValue()` throws. The value is asked for off the main actor, as WidgetKit asks.
    static func current<Value, T: ControlWidgetTemplate>(
        _ value: Unchecked<() async throws -> Value>, preview fallback: Unchecked<() -> Value>, _ make: Unchecked<(Value) -> T>
    ) async -> ResolvedControl? {
        var got: Unchecked<Value>?
        var failure: String?
        do { got = Unchecked(try await value.value()) } catch { failure = "currentValue() threw \(error): the preview value shown" }
        let asked = got
        let said = failure
        return await MainActor.run {
            var resolved = read(make.value(asked?.value ?? fallback.value()))
            resolved?.failure = said
            return Unchecked(resolved)
        }.value
    }
}

protocol _ControlTemplateReading {
    @MainActor func _resolved() -> ResolvedControl?
}

extension ControlWidgetButton: _ControlTemplateReading {
    func _resolved() -> ResolvedControl? { resolved }
}

extension ControlWidgetToggle: _ControlTemplateReading {
    func _resolved() -> ResolvedControl? { resolved }
}

extension _ModifiedControlTemplate: _ControlTemplateReading {
    @MainActor func _resolved() -> ResolvedControl? {
        guard var resolved = ResolvedControl.read(base) else { return nil }
        change(&resolved)
        return resolved
    }
}

protocol _ControlDefinitionProviding {
    @MainActor func _controlDefinition() -> ControlDefinition?
}

extension StaticControlConfiguration: _ControlDefinitionProviding {
    func _controlDefinition() -> ControlDefinition? { definition }
}

extension AppIntentControlConfiguration: _ControlDefinitionProviding {
    func _controlDefinition() -> ControlDefinition? { definition }
}

extension _ModifiedControlConfiguration: _ControlDefinitionProviding {
    @MainActor func _controlDefinition() -> ControlDefinition? {
        guard var definition = ControlDefinition.read(base) else { return nil }
        change(&definition)
        return definition
    }
}

extension ControlDefinition {
    /// What `configuration` declares, following modifiers and custom configurations' bodies.
    @MainActor
    static func read<C: ControlWidgetConfiguration>(_ configuration: C) -> ControlDefinition? {
        if let known = configuration as? any _ControlDefinitionProviding { return known._controlDefinition() }
        if C.Body.self == Never.self { return nil }
        return read(configuration.body)
    }
}

/// What widgetdeck draws of a control besides its name: one entry per value, each its template.
package struct ControlPresentation: Sendable {}

/// A control's template at one value, as an entry: made, or (a placeholder, asked off the
/// main actor) to be made at the preview value when drawn.
package struct _ControlEntry: TimelineEntry, @unchecked Sendable {
    package let date: Date
    let made: ResolvedControl?
    let preview: (@MainActor () -> ResolvedControl?)?

    /// The template drawn.
    @MainActor package var control: ResolvedControl? { made ?? preview?() }
}

/// A control's values asked as a provider is: the placeholder and snapshot at the preview
/// value, the timeline at the current one.
final class ControlValuesBox: ProviderAsking, @unchecked Sendable {
    let definition: ControlDefinition
    init(_ definition: ControlDefinition) { self.definition = definition }

    func placeholder(_ context: TimelineProviderContext) -> any TimelineEntry {
        _ControlEntry(date: Date(), made: nil, preview: definition.preview)
    }

    func snapshot(_ context: TimelineProviderContext) async -> any TimelineEntry {
        let preview = definition.preview
        let made = await MainActor.run { Unchecked(preview()) }
        return _ControlEntry(date: Date(), made: made.value, preview: nil)
    }

    func timeline(_ context: TimelineProviderContext) async -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
        let current = await definition.current()
        return ([_ControlEntry(date: Date(), made: current, preview: nil)], .never)
    }
}

extension _ControlWidgetAdaptor: _DefinitionProviding {
    /// The control, as a widget whose entries are its values.
    @MainActor func _definition() -> WidgetDefinition? {
        guard let control, let definition = ControlDefinition.read(control.body) else { return nil }
        var provider = AnyWidgetProvider(entries: [])
        let box = ControlValuesBox(definition)
        provider.placeholder = { box.placeholder($0) }
        provider.snapshot = { await box.snapshot($0) }
        provider.timeline = { await box.timeline($0) }
        provider.intentName = definition.intent
        return WidgetDefinition(
            kind: definition.kind, displayName: definition.displayName, description: definition.description, families: [.systemMedium],
            typeName: String(describing: C.self), provider: provider, content: { _ in AnyView(EmptyView()) },
            control: ControlPresentation())
    }
}
