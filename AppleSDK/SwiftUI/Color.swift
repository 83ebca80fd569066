import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
internal import WidgetFormats
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
        /// A UIKit colour (`Color(uiColor:)`, `Color(.systemBackground)`).
        case uiColor(UIColor)
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

    @_disfavoredOverload
    public init<T>(_ color: T) where T: ShapeStyle { self.init(kind: .primary) }

    /// A UIKit colour, drawn as SwiftUI's own are.
    public init(uiColor: UIColor) { self.init(kind: .uiColor(uiColor)) }

    // Disfavoured, so that `Color(.name)` of a generated asset symbol picks the `ColorResource`
    // when UIColor has a member of the same name (Xcode's generated file gives it both).
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(kind: .uiColor(color)) }

    /// An asset catalogue's colour by its generated symbol (`Color(.brand)`).
    public init(_ resource: ColorResource) { self.init(kind: .asset(resource.name)) }

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
        case .uiColor(let color): "\(color)"
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

    /// The role this colour is drawn in.
    package var resolvedRole: StyleRole { resolved().role }

    /// The colour's exact value in a colour scheme (system colours as iOS defines them; a
    /// translucent one over the scheme's background), for what is drawn in exact colours.
    func _rgb(in scheme: UIUserInterfaceStyle) -> RGB {
        let c = UIColor(self).components(in: scheme)
        let under = scheme == .dark ? 0.0 : 1.0
        let a = min(1, max(0, c.alpha.isFinite ? c.alpha : 1))
        func channel(_ value: Double) -> UInt8 {
            let mixed = (value.isFinite ? value : 0) * a + under * (1 - a)
            return UInt8((min(1, max(0, mixed)) * 255).rounded())
        }
        return RGB(red: channel(c.red), green: channel(c.green), blue: channel(c.blue))
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
            if let set = AssetLibrary.shared.color(named: name) {
                let c = set.light
                return ResolvedStyle(Self.role(red: c.red, green: c.green, blue: c.blue), isFaint: faint || c.alpha < 0.5)
            }
            return ResolvedStyle(
                .accent, isFaint: faint,
                approximation: "asset colour “\(name)” not found in the extension's asset catalogue: drawn in the accent role")
        case .uiColor(let color):
            return Self.resolved(color, alpha: alpha)
        }
    }

    /// A UIKit colour's role: a system colour by its meaning (labels the primary and secondary
    /// roles, backgrounds and fills the background, system hues as SwiftUI's of the same name),
    /// any other by its components.
    static func resolved(_ color: UIColor, alpha: Double) -> ResolvedStyle {
        let faint = alpha * color.alpha < 0.5
        switch color.definition {
        case .system(let name):
            switch name {
            case "label", "darkText": return ResolvedStyle(.primary, isFaint: faint)
            case "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "systemGray", "systemGray2", "systemGray3":
                return ResolvedStyle(.secondary, isFaint: faint || name == "tertiaryLabel" || name == "quaternaryLabel")
            case "separator", "opaqueSeparator", "systemGray4", "systemGray5", "systemGray6": return ResolvedStyle(.border, isFaint: faint)
            case "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
                "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
                "tertiarySystemFill", "quaternarySystemFill":
                return ResolvedStyle(.background, isFaint: faint)
            case "tintColor", "link": return ResolvedStyle(.accent, isFaint: faint)
            default:
                let hue = String(name.dropFirst(6)).lowercased()
                return Color(kind: .system(hue), alpha: alpha * color.alpha).resolved()
            }
        case .asset(let name):
            return Color(kind: .asset(name), alpha: alpha * color.alpha).resolved()
        case .dynamic:
            let c = color.components(in: UITraitCollection.current.userInterfaceStyle)
            return ResolvedStyle(Self.role(red: c.red, green: c.green, blue: c.blue), isFaint: faint || c.alpha < 0.5)
        case .rgb, .pattern:
            let c = color.components()
            return ResolvedStyle(Self.role(red: c.red, green: c.green, blue: c.blue), isFaint: faint || c.alpha < 0.5)
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

extension UIColor {
    /// A SwiftUI colour as a UIKit one (Apple's `UIColor(_:)` in SwiftUI).
    public convenience init(_ color: Color) {
        switch color.kind {
        case .uiColor(let ui): self.init(definition: ui.definition, alpha: ui.alpha * color.alpha)
        case .rgb(let r, let g, let b): self.init(definition: .rgb(red: r, green: g, blue: b), alpha: color.alpha)
        case .asset(let name): self.init(definition: .asset(name), alpha: color.alpha)
        case .system(let name):
            let system = ["black", "white", "clear"].contains(name) ? name : "system" + name.prefix(1).uppercased() + name.dropFirst()
            switch name {
            case "black": self.init(definition: .rgb(red: 0, green: 0, blue: 0), alpha: color.alpha)
            case "white": self.init(definition: .rgb(red: 1, green: 1, blue: 1), alpha: color.alpha)
            default: self.init(definition: .system(system), alpha: color.alpha)
            }
        case .primary: self.init(definition: .system("label"), alpha: color.alpha)
        case .secondary: self.init(definition: .system("secondaryLabel"), alpha: color.alpha)
        case .accent: self.init(definition: .system("tintColor"), alpha: color.alpha)
        case .clear: self.init(definition: .rgb(red: 0, green: 0, blue: 0), alpha: 0)
        }
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
