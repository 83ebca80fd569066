import FoundationCompatibility
import UniformTypeIdentifiers

// Presentations an app's shared views declare — sheets, full-screen covers, popovers, alerts,
// confirmation dialogs, file exporters and importers — and the presented view's environment
// (`dismiss`, `isPresented`). A widget presents nothing: the presenting view is drawn as it is,
// and what it would present is never built (as WidgetKit archives the view, not its sheets).

extension View {
    public nonisolated func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no covers")
    }
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no covers")
    }
    public nonisolated func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no popovers")
    }
    public nonisolated func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _sameInCells(self, "a widget presents no popovers")
    }

    // MARK: Alerts

    public nonisolated func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View
    { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    )
        -> some View
    { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _sameInCells(self, "a widget presents no alerts")
    }
    public nonisolated func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    )
        -> some View
    { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    )
        -> some View
    { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View { _sameInCells(self, "a widget presents no alerts") }
    public nonisolated func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        _sameInCells(self, "a widget presents no alerts")
    }
    public nonisolated func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        _sameInCells(self, "a widget presents no alerts")
    }
    public nonisolated func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        _sameInCells(self, "a widget presents no action sheets")
    }
    public nonisolated func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        _sameInCells(self, "a widget presents no action sheets")
    }

    // MARK: Confirmation dialogs

    public nonisolated func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _sameInCells(self, "a widget presents no dialogs") }

    // MARK: Files

    public nonisolated func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View { _sameInCells(self, "a widget presents no file dialogs") }
    public nonisolated func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument { _sameInCells(self, "a widget presents no file dialogs") }
    public nonisolated func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View { _sameInCells(self, "a widget presents no file dialogs") }
    public nonisolated func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View { _sameInCells(self, "a widget presents no file dialogs") }

    // MARK: The presented view's own settings

    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _sameInCells(self, "a widget presents no sheets")
    }
}

// MARK: Types

/// Where a popover points (Apple's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry value of a view, resolved in another's space (Apple's `Anchor`): read through a
/// `GeometryProxy` (`geometry[anchor]`).
public struct Anchor<Value>: @unchecked Sendable {
    let value: Value

    public struct Source: @unchecked Sendable {
        let rect: CGRect?
    }
}

extension GeometryProxy {
    /// The anchor's value in this geometry's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init(rect: nil) }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(rect: r) }
}

/// A sheet's height (Apple's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    let id: String
    public static let medium = PresentationDetent(id: "medium")
    public static let large = PresentationDetent(id: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: "height \(height)") }
}

public struct PresentationBackgroundInteraction: Sendable {
    let id: String
    public static let automatic = PresentationBackgroundInteraction(id: "automatic")
    public static let enabled = PresentationBackgroundInteraction(id: "enabled")
    public static let disabled = PresentationBackgroundInteraction(id: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(id: "enabled \(detent.id)")
    }
}

public struct PresentationAdaptation: Sendable {
    let id: String
    public static let automatic = PresentationAdaptation(id: "automatic")
    public static let none = PresentationAdaptation(id: "none")
    public static let popover = PresentationAdaptation(id: "popover")
    public static let sheet = PresentationAdaptation(id: "sheet")
    public static let fullScreenCover = PresentationAdaptation(id: "fullScreenCover")
}

/// An alert of iOS 13's API (Apple's `Alert`): its title, message and buttons, never shown here.
public struct Alert: Sendable {
    public let title: Text
    public let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        (self.title, self.message, buttons) = (title, message, dismissButton.map { [$0] } ?? [])
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        (self.title, self.message, buttons) = (title, message, [primaryButton, secondaryButton])
    }

    public struct Button: Sendable {
        let label: Text?
        let role: String
        public static func `default`(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button {
            Button(label: label, role: "default")
        }
        public static func cancel(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button { Button(label: label, role: "cancel") }
        public static func cancel(_ action: (@Sendable () -> Void)? = {}) -> Button { Button(label: nil, role: "cancel") }
        public static func destructive(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button {
            Button(label: label, role: "destructive")
        }
    }
}

/// An action sheet of iOS 13's API (Apple's `ActionSheet`).
public struct ActionSheet: Sendable {
    public let title: Text
    public let message: Text?
    let buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        (self.title, self.message, self.buttons) = (title, message, buttons)
    }
    public typealias Button = Alert.Button
}

// MARK: The presented view's environment

/// Dismisses the presentation the view is in (Apple's `DismissAction`): a widget's view is in
/// none, so it does nothing, as Apple's does there.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Apple's older presentation state (`presentationMode`): never presented here.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
    public var isPresented: Bool { false }
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

// MARK: Documents

/// A document an app reads and writes as files (Apple's `FileDocument`).
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}
extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of reference type (Apple's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}
extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}
