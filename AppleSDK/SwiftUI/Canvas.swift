import FoundationCompatibility
package import WidgetDrawing

/// Drawing in code (Apple's `Canvas`): its renderer runs at the size the canvas is laid out,
/// and what it fills and strokes is rasterised like a shape's path — fills in quadrant
/// blocks, strokes in braille, each in the role of its shading. Text and images it draws are
/// left out, noted.
public struct Canvas<Symbols> where Symbols: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}

extension Canvas: View { public typealias Body = Never }

extension Canvas: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let captured = context
        let renderer = self.renderer
        func record(width: Double, height: Double) -> GraphicsContext._Recording {
            let recording = GraphicsContext._Recording(context: captured)
            var graphics = GraphicsContext(recording: recording, environment: captured.environment)
            renderer(&graphics, CGSize(width: width, height: height))
            return recording
        }
        // Run once, where it is drawn: its layers, and what it drew that cells cannot show.
        return [
            VectorNode { width, height in
                let recording = record(width: width, height: height)
                let omitted = recording.omitted.sorted()
                return (recording.layers, omitted.isEmpty ? nil : "a Canvas's \(omitted.joined(separator: " and ")) left out")
            }
        ]
    }
}

/// What a `Canvas` draws with (Apple's `GraphicsContext`): fills and strokes of paths are
/// recorded, in its current transform, for the rasteriser.
public struct GraphicsContext {
    /// The layers a canvas drew, in order, and what it drew that cells cannot show.
    final class _Recording {
        let context: _RenderContext
        var layers: [VectorLayer] = []
        var omitted: Set<String> = []
        init(context: _RenderContext) { self.context = context }
    }

    let recording: _Recording
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public let environment: EnvironmentValues

    init(recording: _Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.omitted.insert("clipping")
    }
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        recording.omitted.insert("filters")
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let role = role(of: shading) else { return }
        let placed = path.applying(transform)
        let paint = VectorPaint.fill(role, evenOdd: style.isEOFilled)
        recording.layers.append(
            placed.region != nil
                ? VectorLayer(area: placed._area(evenOdd: style.isEOFilled), paint: paint) : VectorLayer(placed._subpaths(), paint: paint))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let role = role(of: shading) else { return }
        var subpaths = path.applying(transform)._subpaths()
        if !style.dash.isEmpty { subpaths = subpaths.dashed(style.dash.map { Double($0) }, phase: Double(style.dashPhase)) }
        // The width as the transform scales it (its mean scale).
        let scale = ((abs(transform.a * transform.d - transform.b * transform.c)).squareRoot())
        recording.layers.append(VectorLayer(subpaths, paint: .stroke(role, lineWidth: Double(style.lineWidth * scale))))
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { recording.omitted.insert("text") }
    public func draw(_ text: Text, in rect: CGRect) { recording.omitted.insert("text") }

    /// A text ready to measure and draw (Apple's `GraphicsContext.ResolvedText`): measured as
    /// cells set it, a cell of 8.5 × 17 points a character, on one line.
    public struct ResolvedText {
        let text: Text
        public var shading: Shading = .foreground

        /// The size the text takes, within `size`: its characters' cells, wrapped to the width.
        public func measure(in size: CGSize) -> CGSize {
            let characters = CGFloat(text._plainString.count)
            let perLine = max(1, (size.width / 8.5).rounded(.down))
            let lines = max(1, (characters / perLine).rounded(.up))
            return CGSize(width: min(characters, perLine) * 8.5, height: lines * 17)
        }
        public func firstBaseline(in size: CGSize) -> CGFloat { 13 }
        public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height - 4 }
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { recording.omitted.insert("text") }
    public func draw(_ text: ResolvedText, in rect: CGRect) { recording.omitted.insert("text") }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { recording.omitted.insert("images") }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { recording.omitted.insert("images") }

    /// A nested drawing: its layers join this one's.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var nested = self
        try content(&nested)
    }

    /// The role a shading paints in here, nil for a clear one.
    private func role(of shading: Shading) -> StyleRole? {
        if let omitted = shading.omitted { recording.omitted.insert(omitted) }
        let resolved = shading.style.map { recording.context.resolve($0) } ?? recording.context.resolve(ForegroundStyle())
        if let approximation = resolved.approximation { recording.omitted.insert("exact colours (\(approximation))") }
        if resolved.role == .background && resolved.isFaint { return nil }
        if resolved.isFaint || opacity < 0.5 { return .chartMuted }
        return recording.context.grouped(resolved.role)
    }

    /// A colour or style to fill or stroke with (Apple's `GraphicsContext.Shading`).
    public struct Shading: Sendable {
        let style: AnyShapeStyle?
        /// What this shading leaves out, for the drawing's note.
        var omitted: String? = nil
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(style: AnyShapeStyle(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }
        public static var foreground: Shading { Shading(style: nil) }
        public static func style<S>(_ style: S) -> Shading where S: ShapeStyle { Shading(style: AnyShapeStyle(style)) }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
        }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                style: AnyShapeStyle(RadialGradient(gradient: gradient, center: .center, startRadius: startRadius, endRadius: endRadius)))
        }
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }
        /// An image repeated over what is filled: the secondary colour there, noted.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
        ) -> Shading {
            Shading(style: AnyShapeStyle(Color.secondary), omitted: "tiled images (their fills drawn in the secondary colour)")
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// An effect on what is drawn next (Apple's `GraphicsContext.Filter`): left out in cells.
    public struct Filter: Sendable {
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter { Filter() }
        public static func blur(radius: CGFloat) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func opacity(_ amount: Double) -> Filter { Filter() }
    }

    public enum BlendMode: Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
        case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
        case destinationOut, destinationAtop, xor, plusDarker, plusLighter
    }
}
