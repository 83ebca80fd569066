import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
/// A picture (Apple's `Image`). A bitmap with pixels — an asset catalogue's PNG or JPEG, a
/// `UIImage` from data or drawn by code, a `CGImage` — is drawn as its pixels, two a cell
/// (``PictureNode``), fitted or filled as `.scaledToFit()`/`.scaledToFill()` say; an SF Symbol
/// is drawn as the glyph nearest it (see ``SFSymbols``), an unknown symbol as `◻`, and a
/// picture without pixels here (a PDF asset, a GIF) as `▦` — each approximation noted for `lint`.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case system(String)
        case asset(String)
        case other(String)
    }

    let source: Source
    var isResizable = false
    var isDecorative = false
    var label: String?
    /// What a modifier asked for that cells cannot show, for `lint`.
    var notes: [String] = []
    /// The bitmap to draw, when the picture came with one (`Image(uiImage:)`, `Image(_:scale:…)`).
    var picture: UIImage?

    init(source: Source) { self.source = source }

    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .asset(name)
        self.label = label.verbatimString
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isDecorative = true
    }
    public init(systemName: String) { source = .system(systemName) }

    /// A UIKit picture: an asset's by its name, a symbol by its glyph, a bitmap from data as one.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .asset(let name, _): source = .asset(name)
        case .system(let name): source = .system(name)
        default: source = .other(uiImage.summary)
        }
        picture = uiImage
    }

    /// A Core Graphics bitmap (`Image(cgImage, scale: 2, label: Text("Chart"))`).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        source = .other(image.summary)
        picture = image
        self.label = label.verbatimString
    }

    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        source = .other(image.summary)
        picture = image
        isDecorative = true
    }

    /// The bitmap with pixels to draw, if the picture has one: given, or the asset's file decoded.
    var bitmap: (image: UIImage, pixels: CGImage)? {
        var image = picture
        if image == nil, case .asset(let name) = source { image = UIImage(named: name) }
        guard let image, let cgImage = image.cgImage, cgImage.pixels != nil else { return nil }
        return (image, cgImage)
    }

    /// An asset catalogue's image by its generated symbol (`Image(.logo)`).
    public init(_ resource: ImageResource) { source = .asset(resource.name) }

    public init(decorative resource: ImageResource) {
        source = .asset(resource.name)
        isDecorative = true
    }
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { source = .asset(name) }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.notes.append("a rendering mode left out")
        return image
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.notes.append("a symbol rendering mode left out")
        return image
    }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        _sameInCells(self, "pictures are resampled to cells either way")
    }
    public func antialiased(_ isAntialiased: Bool) -> Image { _sameInCells(self, "pictures are resampled to cells either way") }

    /// What the asset picture `name` is, for a note: why a vector one has no pixels, else its kind.
    func kindOfPicture(named name: String) -> String {
        if let failure = (picture ?? UIImage(named: name))?.vectorFailure { return failure.description }
        switch AssetLibrary.shared.image(named: name)?.first.map({ ($0 as NSString).pathExtension.lowercased() }) {
        case "svg": return "an SVG picture"
        case "pdf": return "a PDF picture"
        default: return "a bitmap"
        }
    }

    /// The glyph drawn, and what it approximates (nil when the symbol has a glyph of its own).
    func glyph(context: _RenderContext) -> (symbol: String, approximation: String?) {
        switch source {
        case .system(let name):
            if let glyph = SFSymbols.glyph(for: name) { return (glyph, nil) }
            return ("◻", "SF Symbol “\(name)” has no glyph in widgetdeck's table: drawn as ◻")
        case .asset(let name) where AssetLibrary.shared.isSymbol(named: name):
            // A custom symbol of the catalogue: the glyph of the SF Symbol it is named after, if any.
            if let glyph = SFSymbols.glyph(for: name) { return (glyph, nil) }
            return ("◻", "custom symbol “\(name)” (a symbol image of the asset catalogue) drawn as ◻")
        case .asset(let name):
            let why = kindOfPicture(named: name)
            return ("▦", "image “\(name)” (\(why)) drawn as ▦")
        case .other(let what):
            return ("▦", "\(what) drawn as ▦")
        }
    }

    /// What a screen reader says: the label, or the symbol's name in words.
    var spoken: String? {
        if isDecorative { return nil }
        if let label { return label }
        switch source {
        case .system(let name): return SFSymbols.spoken(name)
        case .asset(let name), .other(let name): return name
        }
    }
}

extension Image: View {
    public typealias Body = Never
}

/// What widgetdeck's output shows of a picture: its own pixels (SVG, a terminal's graphics
/// protocol), or only the cells that stand for it — then no PNG is encoded and sent for it.
/// widgetdeck says with `WIDGETDECK_PREVIEW_PIXELS=0`; unset (a test drawing in its own
/// process), the pixels are kept.
enum PreviewOutput {
    static let showsPixels = getenv("WIDGETDECK_PREVIEW_PIXELS").map { String(cString: $0) } != "0"
}

extension Image: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        if let drawing = picture?.cgImage?.drawing as? _ViewDrawing {
            // A view rendered as a picture (`ImageRenderer`): the view itself, in cells.
            return drawing.nodes(&context)
        }
        if !context.isRedacted, let (image, bitmap) = bitmap, let pixels = bitmap.pixels {
            let node = PictureNode(
                rgba: pixels, width: bitmap.width, height: bitmap.height,
                points: (Double(image.size.width), Double(image.size.height)), isResizable: isResizable, spoken: spoken)
            node.owner = bitmap
            // Its own pixels for SVG and terminals' graphics protocols, up to a screen's worth,
            // when the output shows them (widgetdeck says; text and half blocks do not).
            if PreviewOutput.showsPixels, bitmap.width * bitmap.height <= 1024 * 1024, let png = image.pngData() {
                node.png = [UInt8](png)
            }
            let notes = self.notes + bitmap.leftOut
            guard !notes.isEmpty else { return [node] }
            return [NoteNode(note: notes.joined(separator: "; "), children: [node])]
        }
        let (symbol, approximation) = glyph(context: context)
        let style = context.textStyle(role: .primary)
        if case .asset(let name) = source, isResizable, !AssetLibrary.shared.isSymbol(named: name) {
            // A resizable bitmap keeps its frame: a faint block of that size where it would be,
            // of the picture's shape where its pixels are known (a placeholder's redacted picture).
            let why = kindOfPicture(named: name)
            let block = ShapeNode(
                .rectangle, paint: .fill(.chartMuted, faint: true),
                approximation: "image “\(name)” (\(why)) drawn as a ░ block of its size")
            let known = bitmap.map { Double($0.pixels.width) / Double(max(1, $0.pixels.height)) }
            return [_PictureStandInNode(ratio: known, child: block)]
        }
        if context.isRedacted {
            return [GlyphNode("▆", style: Style(.placeholder), isResizable: isResizable)]
        }
        let glyph = GlyphNode(symbol, style: style, isResizable: isResizable, spoken: spoken, approximation: approximation)
        guard !notes.isEmpty else { return [glyph] }
        return [NoteNode(note: notes.joined(separator: "; "), children: [glyph])]
    }
}

public struct SymbolRenderingMode: Hashable, Sendable {
    let id: Int
    public static let monochrome = SymbolRenderingMode(id: 0)
    public static let multicolor = SymbolRenderingMode(id: 1)
    public static let hierarchical = SymbolRenderingMode(id: 2)
    public static let palette = SymbolRenderingMode(id: 3)
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension View {
    /// A picture keeps its shape (or `aspectRatio`'s) fitted or filled; on other views the
    /// aspect ratio is left out, and noted.
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio.map(Double.init), mode: contentMode))
    }
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(
            _AspectRatioModifier(ratio: aspectRatio.height == 0 ? nil : Double(aspectRatio.width / aspectRatio.height), mode: contentMode))
    }
    public nonisolated func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public nonisolated func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        _approximated("a symbol rendering mode left out")
    }
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View { _approximated("a symbol scale left out") }
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View { _approximated("a symbol variant left out") }
    public nonisolated func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        _sameInCells(self, "a widget is a still frame: effects do not run")
    }
    public nonisolated func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View
    where U: Equatable { _sameInCells(self, "a widget is a still frame: effects do not run") }
}

public struct SymbolVariants: Hashable, Sendable {
    let id: Int
    public static let none = SymbolVariants(id: 0)
    public static let fill = SymbolVariants(id: 1)
    public static let circle = SymbolVariants(id: 2)
    public static let square = SymbolVariants(id: 3)
    public static let slash = SymbolVariants(id: 4)
    public static let rectangle = SymbolVariants(id: 5)
    public var fill: SymbolVariants { .fill }
    public var circle: SymbolVariants { .circle }
}

public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension Image: _ExpressibleByImageLiteral {
    public init(imageLiteralResourceName name: String) { self.init(name) }
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: a picture drawn fitted or
/// filled; any other view as it is, the aspect ratio noted as left out.
nonisolated struct _AspectRatioModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let ratio: Double?
    let mode: ContentMode

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        // A picture keeps its shape itself (it knows its pixels); any other view is offered the
        // largest (fit) or smallest (fill) size of the ratio around the proposal, in points.
        let nodes = content.build(&context)
        if nodes.contains(where: { ($0 as? _PictureStandInNode).map { $0.ratio == nil && ratio == nil } ?? false }) {
            // A picture whose shape is not known here keeps the frame it is given.
            return context.noting("an aspect ratio left out: the picture's shape is not known") { _ in nodes }
        }
        return nodes.map { node in
            if let standIn = node as? _PictureStandInNode {
                return _AspectRatioNode(ratio: ratio ?? standIn.ratio, fill: mode == .fill, child: standIn)
            }
            guard let picture = node as? PictureNode else { return _AspectRatioNode(ratio: ratio, fill: mode == .fill, child: node) }
            picture.mode = mode == .fit ? .fit : .fill
            picture.aspectRatio = ratio
            return picture
        }
    }
}
