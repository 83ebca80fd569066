import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
/// A font (Apple's `Font`). A terminal has one size of letters, so a font is drawn as a style:
/// titles and headlines bold, captions and footnotes in the secondary role, weights of
/// semibold and heavier bold, italic as italic. See docs/preview.md.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case custom(String, CGFloat)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false

    init(_ base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let subheadline = Font(.style(.subheadline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption))
    public static let caption2 = Font(.style(.caption2))

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(.style(style), weight: weight)
    }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(.size(size), weight: weight)
    }

    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(.size(size), weight: weight)
    }

    /// A Core Text font (on Linux a UIKit font): its text style, or its size, with its weight
    /// and slant.
    public init(_ font: CTFont) {
        if let style = font.textStyle {
            let map: [UIFont.TextStyle: TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption,
                .caption2: .caption2,
            ]
            self.init(.style(map[style] ?? .body))
        } else {
            self.init(.size(font.pointSize))
        }
        if font.weight >= .semibold { weight = .bold } else if font.weight > .regular { weight = .medium }
        isItalic = font.isItalic
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { Font(.custom(name, size)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font(.custom(name, size)) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.custom(name, fixedSize)) }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func width(_ width: Font.Width) -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Font.Leading) -> Font { self }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The attributes the font is drawn with.
    var attributes: TextAttributes {
        var attributes: TextAttributes = isItalic ? .italic : []
        if let weight {
            if weight.value >= 600 { attributes.insert(.bold) }
            return attributes
        }
        switch base {
        case .style(let style):
            switch style {
            case .largeTitle, .title, .title2, .title3, .headline: attributes.insert(.bold)
            default: break
            }
        case .size(let size), .custom(_, let size):
            // Large type on a phone is a title in a terminal.
            if size >= 22 { attributes.insert(.bold) }
        }
        return attributes
    }

    /// Whether the font is a small one, drawn in the secondary role unless a colour is given.
    var isSecondary: Bool {
        switch base {
        case .style(let style): style == .caption || style == .caption2 || style == .footnote
        case .size(let size), .custom(_, let size): size < 13
        }
    }

    /// The custom font's name, if any (drawn in the terminal's own font, and noted).
    var customName: String? {
        if case .custom(let name, _) = base { return name }
        return nil
    }
}

extension View {
    /// Sets the font of the text inside.
    public nonisolated func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    /// Sets the weight of the text inside.
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(
            _EnvironmentModifier { environment in
                guard let weight else { return }
                environment.font = (environment.font ?? .body).weight(weight)
            })
    }

    public nonisolated func fontDesign(_ design: Font.Design?) -> some View { _sameInCells(self, "a terminal has one typeface") }
    public nonisolated func fontWidth(_ width: Font.Width?) -> some View { _approximated("a font width left out: cells are one width") }

    /// Draws the text inside in bold.
    public nonisolated func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { if isActive { $0._textAttributes.insert(.bold) } })
    }

    /// Draws the text inside in italic.
    public nonisolated func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { if isActive { $0._textAttributes.insert(.italic) } })
    }

    public nonisolated func monospaced(_ isActive: Bool = true) -> some View { _sameInCells(self, "a terminal's typeface is monospaced") }
    public nonisolated func monospacedDigit() -> some View { _sameInCells(self, "a terminal's digits are monospaced") }
    public nonisolated func kerning(_ kerning: CGFloat) -> some View { _approximated("letter spacing left out: cells are evenly spaced") }
    public nonisolated func tracking(_ tracking: CGFloat) -> some View { _approximated("letter spacing left out: cells are evenly spaced") }
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_TextCaseModifier(textCase: textCase))
    }

    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentModifier { if isActive { $0._textAttributes.insert(.underline) } })
    }

    public nonisolated func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { _approximated("a strikethrough left out") }
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _sameInCells(self, "drawn at the default type size") }
    public nonisolated func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        _sameInCells(self, "drawn at the default type size")
    }
}

/// `.textCase`: upper- or lower-cases the text inside when it is drawn.
nonisolated struct _TextCaseModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let textCase: Text.Case?

    @MainActor package func _apply(to content: _ContentBuilder, in context: inout _RenderContext) -> [any ViewNode] {
        let saved = context.environment
        context.environment[TextCaseKey.self] = textCase
        defer { context.environment = saved }
        return content.build(&context)
    }
}

struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

/// Core Text's font (Apple's `CTFont`), which on a phone a `UIFont` converts to: `Font(uiFont)`.
public typealias CTFont = UIFont
