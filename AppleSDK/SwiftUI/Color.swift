import FoundationCompatibility
package import WidgetCore
package import WidgetDrawing
package import WidgetFormats
/// A colour (Apple's `Color`). A terminal widget is drawn in its theme's roles, so a colour
/// is drawn as the role nearest its meaning: red the negative role, green and mint the
/// positive, orange, yellow and brown the stale (warning) role, blue and the other hues the
/// accent, grey the secondary, black, white and `.primary` the primary; an RGB colour by its
/// hue and saturation; an asset colour from the extension's `*.colorset` when it is there.
/// Below half opacity it is drawn faint. See docs/preview.md.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    enum Kind: Hashable, Sendable {
        case system(String)
        case rgb(Double, Double, Double)
        case asset(String)
        case primary, secondary, accent, clear
    }

    let kind: Kind
    var alpha: Double = 1

    init(kind: Kind, alpha: Double = 1) {
        self.kind = kind
        self.alpha = alpha
    }

    public static let black = Color(kind: .system("black"))
    public static let blue = Color(kind: .system("blue"))
    public static let brown = Color(kind: .system("brown"))
    public static let clear = Color(kind: .clear)
    public static let cyan = Color(kind: .system("cyan"))
    public static let gray = Color(kind: .system("gray"))
    public static let green = Color(kind: .system("green"))
    public static let indigo = Color(kind: .system("indigo"))
    public static let mint = Color(kind: .system("mint"))
    public static let orange = Color(kind: .system("orange"))
    public static let pink = Color(kind: .system("pink"))
    public static let purple = Color(kind: .system("purple"))
    public static let red = Color(kind: .system("red"))
    public static let teal = Color(kind: .system("teal"))
    public static let white = Color(kind: .system("white"))
    public static let yellow = Color(kind: .system("yellow"))
    public static let primary = Color(kind: .primary)
    public static let secondary = Color(kind: .secondary)
    public static var accentColor: Color { Color(kind: .accent) }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(kind: .rgb(red, green, blue), alpha: opacity)
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(kind: .rgb(white, white, white), alpha: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(kind: .rgb(r, g, b), alpha: opacity)
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(kind: name == "AccentColor" ? .accent : .asset(name))
    }

    public init<T>(_ color: T) where T: ShapeStyle { self.init(kind: .primary) }

    /// The same colour at `opacity` of its own.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha *= opacity
        return color
    }

    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }

    public var description: String {
        switch kind {
        case .system(let name): name
        case .rgb(let r, let g, let b): "#\(Self.hex(r))\(Self.hex(g))\(Self.hex(b))"
        case .asset(let name): "“\(name)”"
        case .primary: "primary"
        case .secondary: "secondary"
        case .accent: "accentColor"
        case .clear: "clear"
        }
    }

    private static func hex(_ component: Double) -> String {
        let value = Int((min(1, max(0, component.isFinite ? component : 0)) * 255).rounded())
        let digits = Array("0123456789abcdef")
        return String([digits[value >> 4], digits[value & 15]])
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The role this colour is drawn in, and what that approximates when it is not a role's own.
    func resolved() -> ResolvedStyle {
        let faint = alpha < 0.5
        switch kind {
        case .primary: return ResolvedStyle(.primary, isFaint: faint)
        case .secondary: return ResolvedStyle(.secondary, isFaint: faint)
        case .accent: return ResolvedStyle(.accent, isFaint: faint)
        case .clear: return ResolvedStyle(.background, isFaint: true)
        case .system(let name):
            switch name {
            case "red": return ResolvedStyle(.negative, isFaint: faint)
            case "green", "mint": return ResolvedStyle(.positive, isFaint: faint)
            case "orange", "yellow", "brown": return ResolvedStyle(.stale, isFaint: faint)
            case "gray": return ResolvedStyle(.secondary, isFaint: faint)
            case "black", "white": return ResolvedStyle(.primary, isFaint: faint)
            default: return ResolvedStyle(.accent, isFaint: faint)
            }
        case .rgb(let r, let g, let b):
            return ResolvedStyle(Self.role(red: r, green: g, blue: b), isFaint: faint)
        case .asset(let name):
            if let (r, g, b) = AssetColors.shared.color(named: name) {
                return ResolvedStyle(Self.role(red: r, green: g, blue: b), isFaint: faint)
            }
            return ResolvedStyle(
                .accent, isFaint: faint,
                approximation: "asset colour “\(name)” not found in the extension's asset catalogue: drawn in the accent role")
        }
    }

    /// The role nearest an RGB colour: greys by lightness, the rest by hue.
    static func role(red: Double, green: Double, blue: Double) -> StyleRole {
        let (r, g, b) = (min(1, max(0, red)), min(1, max(0, green)), min(1, max(0, blue)))
        let high = max(r, g, b), low = min(r, g, b)
        let saturation = high == 0 ? 0 : (high - low) / high
        if saturation < 0.2 || high < 0.15 {
            let lightness = (high + low) / 2
            return lightness > 0.85 || lightness < 0.15 ? .primary : .secondary
        }
        var hue: Double
        let delta = high - low
        if high == r { hue = (g - b) / delta } else if high == g { hue = 2 + (b - r) / delta } else { hue = 4 + (r - g) / delta }
        hue *= 60
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<20, 340...: return .negative
        case 20..<65: return .stale
        case 65..<170: return .positive
        default: return .accent
        }
    }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        [context.fillNode(for: resolved(), kind: .rectangle)]
    }
}

/// Colours of the extension's asset catalogues (`*.xcassets/NAME.colorset/Contents.json`),
/// found under the folders `widgetdeck preview` was given.
final class AssetColors: @unchecked Sendable {
    static let shared = AssetColors()
    private var colors: [String: (Double, Double, Double)]?
    private let lock = NSLock()

    func color(named name: String) -> (Double, Double, Double)? {
        lock.lock()
        defer { lock.unlock() }
        if colors == nil { colors = Self.load() }
        return colors?[name]
    }

    private static func load() -> [String: (Double, Double, Double)] {
        guard let roots = ProcessInfo.processInfo.environment["WIDGETDECK_PREVIEW_ASSETS"] else { return [:] }
        var found: [String: (Double, Double, Double)] = [:]
        for root in roots.split(separator: ":") {
            guard let walker = FileManager.default.enumerator(atPath: String(root)) else { continue }
            for case let path as String in walker where path.hasSuffix(".colorset/Contents.json") {
                let name = URL(fileURLWithPath: path).deletingLastPathComponent().deletingPathExtension().lastPathComponent
                if let data = FileManager.default.contents(atPath: "\(root)/\(path)"), let rgb = parse(data) { found[name] = rgb }
            }
        }
        return found
    }

    /// The first colour of a `Contents.json` (components as 0–1, 0–255 or 0xNN).
    static func parse(_ data: Data) -> (Double, Double, Double)? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]],
            let components = entries.first?["color"].flatMap({ ($0 as? [String: Any])?["components"] as? [String: Any] })
        else { return nil }
        func value(_ key: String) -> Double? {
            guard let text = components[key].map({ "\($0)" }) else { return nil }
            if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(text) else { return nil }
            return v > 1 ? v / 255 : v
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return (r, g, b)
    }
}
