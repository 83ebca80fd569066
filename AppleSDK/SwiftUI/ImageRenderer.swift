import FoundationCompatibility
internal import WidgetDrawing

/// Renders a view as a picture (Apple's `ImageRenderer`). There are no pixels to render into
/// here: its `cgImage` and `uiImage` are pictures of the proposed size (or the view's ideal
/// size, in points × `scale` pixels) that carry the view, and where such a picture is shown
/// (`Image(cgImage, scale:label:)`, `Image(uiImage:)`) the view itself is drawn in cells. A
/// `render(rasterizationScale:renderer:)` call hands its closure a context that keeps what it
/// draws without a bitmap, and says so for `lint` where the picture is shown.
@MainActor
public final class ImageRenderer<Content>: ObservableObject where Content: View {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    public var isOpaque = false
    public var colorMode: ColorRenderingMode = .nonLinear
    public let objectWillChange = PassthroughSubject<Void, Never>()

    public init(content view: Content) {
        content = view
    }

    /// The picture of the view, carrying the view.
    public var cgImage: CGImage? {
        let size = pointSize
        let drawing = _ViewDrawing(content)
        return CGImage(width: Self.pixels(size.width * scale), height: Self.pixels(size.height * scale), drawing: drawing)
    }

    /// A length in pixels: at least one, at most 16,384 (a view that takes all it is offered has
    /// no size of its own).
    private static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 1 else { return 1 }
        return Int(min(length, 16_384).rounded())
    }

    /// The picture as a UIKit image, at `scale`.
    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }

    /// Hands `renderer` the view's size in points and a function that draws it into a context;
    /// the context keeps no pixels here.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(pointSize) { _ in }
    }

    /// The proposed size, its unspecified dimensions the view's ideal size in points.
    private var pointSize: CGSize {
        var context = _RenderContext(environment: EnvironmentValues())
        let nodes = context.nodes(for: content)
        let node: any ViewNode = nodes.count == 1 ? nodes[0] : StackNode(.vertical, children: nodes)
        return _CellPoints.points(node.sizeThatFits(_CellPoints.cells(proposedSize)))
    }
}

/// A view carried by a picture, drawn where the picture is shown.
final class _ViewDrawing: @unchecked Sendable {
    let nodes: @MainActor (inout _RenderContext) -> [any ViewNode]

    @MainActor
    init<V: View>(_ view: V) {
        nodes = { context in context.nodes(for: view) }
    }
}
