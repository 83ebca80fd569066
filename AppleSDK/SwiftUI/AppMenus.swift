import FoundationCompatibility
internal import WidgetDrawing
// The controls of an app's screens that shared code reaches: a menu and a share link are their
// labels (nothing opens in a widget, on a phone either); a control group is its controls in a
// row; a disclosure group its label after its arrow, with its content under it when expanded.

/// A button that opens a menu (Apple's `Menu`): drawn as its label.
public struct Menu<Label, Content> where Label: View, Content: View {
    let label: Label
    let content: Content

    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
}

extension Menu: View {
    public var body: some View { label }
}

extension Menu where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content, label: { Text(title) })
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
}

/// A button that shares an item (Apple's `ShareLink`): drawn as its label — "Share" with the
/// share symbol unless given one.
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Label: View {
    let label: Label

    nonisolated init(label: Label) { self.label = label }
}

extension ShareLink: View {
    public var body: some View { label }
}

/// The share link's own label (Apple's `DefaultShareLinkLabel`).
public struct DefaultShareLinkLabel {
    nonisolated init() {}
}

extension DefaultShareLinkLabel: View {
    public var body: some View { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public nonisolated init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(label: label())
    }

    public nonisolated init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public nonisolated init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(label: DefaultShareLinkLabel())
    }

    public nonisolated init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(label: Text(titleKey))
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(label: Text(titleKey))
    }
}

/// Controls shown together (Apple's `ControlGroup`): in a row.
public struct ControlGroup<Content> where Content: View {
    let content: Content

    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ControlGroup: View {
    public var body: some View { HStack { content } }
}

/// A label that shows or hides its content (Apple's `DisclosureGroup`): `▸` and the label when
/// collapsed; `▾`, the label and the content under it when expanded.
public struct DisclosureGroup<Label, Content> where Label: View, Content: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    public nonisolated init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        isExpanded = false
    }

    public nonisolated init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension DisclosureGroup: View {
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(isExpanded ? "▾" : "▸")
                label
            }
            if isExpanded { content() }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public nonisolated init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(content: content, label: { Text(label) })
    }

    @_disfavoredOverload
    public nonisolated init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    where S: StringProtocol {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}
