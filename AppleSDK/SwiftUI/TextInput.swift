import FoundationCompatibility
package import WidgetDrawing

// Text input as an app's shared views use it: a text field is drawn as its text — or, empty, as
// its prompt or title in the secondary style, as a phone shows a placeholder — a secure field
// as dots, a text editor as its text. Nothing is typed into a widget (on a phone either), so the
// keyboard's and submission's modifiers change nothing drawn. A text field style's `_body` is
// asked for the field, as SwiftUI asks it.

/// A field of editable text (Apple's `TextField`).
public struct TextField<Label> where Label: View {
    let text: String
    let prompt: Text?
    let label: Label
    let isSecure: Bool
    /// Whether a style's `_body` is already drawing this field.
    var isStyled = false

    init(text: String, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: false)
    }

    public nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: false)
    }
}

extension TextField where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: false)
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: false)
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: false)
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: false)
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: false)
    }

    public nonisolated init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }

    /// A field of a formatted value: drawn as the value formatted.
    public nonisolated init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(titleKey), isSecure: false)
    }

    /// A field of a value a `Formatter` writes: drawn as the value formatted.
    public nonisolated init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: Text(titleKey), isSecure: false)
    }
}

extension TextField: View { public typealias Body = Never }

extension TextField: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        if !isStyled, let style = context.environment._textFieldStyle {
            var configuration = TextField<_TextFieldStyleLabel>(
                text: text, prompt: prompt, label: _TextFieldStyleLabel(), isSecure: isSecure)
            configuration.isStyled = true
            return context.nodes(for: style.body(configuration, label: AnyView(label)))
        }
        if !text.isEmpty {
            // A secret is read as what it is, never as its dots (or its text).
            guard isSecure else { return context.nodes(for: Text(verbatim: text)) }
            let dots = Text(verbatim: String(repeating: "•", count: text.count))
            return context.nodes(for: dots.accessibilityLabel(Text(verbatim: "secure text field")))
        }
        if let prompt { return context.nodes(for: prompt.foregroundStyle(.secondary)) }
        let title = context.environment._textFieldTitle ?? AnyView(label)
        return context.nodes(for: title.foregroundStyle(.secondary))
    }
}

/// A field whose text is hidden (Apple's `SecureField`): its text drawn as dots, read as a secure
/// text field.
public struct SecureField<Label> where Label: View {
    let field: TextField<Label>

    public nonisolated init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: true)
    }
}

extension SecureField where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: true)
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: true)
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: true)
    }
}

extension SecureField: View { public typealias Body = Never }

extension SecureField: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] { field._nodes(in: &context) }
}

/// Editable text of several lines (Apple's `TextEditor`): drawn as its text.
public struct TextEditor {
    let text: String

    public nonisolated init(text: Binding<String>) { self.text = text.wrappedValue }
}

extension TextEditor: View { public typealias Body = Never }

extension TextEditor: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        context.nodes(for: Text(verbatim: text))
    }
}

/// The label a text field style is given in its configuration (Apple's `_TextFieldStyleLabel`):
/// the field's title.
public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
}

extension _TextFieldStyleLabel: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        guard let title = context.environment._textFieldTitle else { return [] }
        return context.nodes(for: title)
    }
}

/// How text fields look (Apple's `TextFieldStyle`): a style's `_body` is given the field.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The platform's style: the field as it is.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// No decoration: the field as it is.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A rounded border around the field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration._approximated("a text field's rounded border left out")
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field style kept in the environment: its body for a field, with the field's title.
package struct _AnyTextFieldStyle: @unchecked Sendable {
    let makeBody: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView

    init<S: TextFieldStyle>(_ style: S) {
        // Used only while views are drawn, on the main thread.
        let style = Unchecked(style)
        makeBody = { AnyView(style.value._body(configuration: $0)) }
    }

    @MainActor
    func body(_ configuration: TextField<_TextFieldStyleLabel>, label: AnyView) -> some View {
        makeBody(configuration).environment(\._textFieldTitle, label)
    }
}

/// How the keyboard capitalizes (Apple's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let id: Int
    public static let never = TextInputAutocapitalization(id: 0)
    public static let words = TextInputAutocapitalization(id: 1)
    public static let sentences = TextInputAutocapitalization(id: 2)
    public static let characters = TextInputAutocapitalization(id: 3)
}

/// The return key's label (Apple's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let id: Int
    public static let done = SubmitLabel(id: 0)
    public static let go = SubmitLabel(id: 1)
    public static let send = SubmitLabel(id: 2)
    public static let join = SubmitLabel(id: 3)
    public static let route = SubmitLabel(id: 4)
    public static let search = SubmitLabel(id: 5)
    public static let `return` = SubmitLabel(id: 6)
    public static let next = SubmitLabel(id: 7)
    public static let `continue` = SubmitLabel(id: 8)
}

/// What triggers a submission (Apple's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Gives the text fields inside a style.
    public nonisolated func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
        environment(\._textFieldStyle, _AnyTextFieldStyle(style))
    }

    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _sameInCells(self, "nothing is typed into a widget, on a phone either")
    }
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        _sameInCells(self, "nothing has the focus in a widget, on a phone either")
    }
    public nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable {
        _sameInCells(self, "nothing has the focus in a widget, on a phone either")
    }
}
