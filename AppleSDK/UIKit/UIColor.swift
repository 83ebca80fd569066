// UIKit on Linux: what widget code reaches through UIKit — colours, fonts, images, the screen
// and device — declared as Apple declares them, so the code compiles unchanged. SwiftUI turns a
// `UIColor` into the theme role nearest its meaning, as it does its own `Color`s (see
// docs/preview.md).
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import DeveloperToolsSupport
@_exported import Foundation
@_exported import FoundationCompatibility
// UIKit brings UserNotifications on a phone: an app delegate importing only UIKit names
// `UNUserNotificationCenter`.
@_exported import UserNotifications

/// A colour (Apple's `UIColor`): fixed components, a system colour by name, an asset's, or one
/// that depends on the trait collection.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is, for SwiftUI to draw it in a theme role.
    package enum Definition: @unchecked Sendable {
        case rgb(red: Double, green: Double, blue: Double)
        /// A system colour (`systemRed`, `label`, `systemBackground`…), by its UIKit name.
        case system(String)
        /// An asset catalogue's colour.
        case asset(String)
        case dynamic((UITraitCollection) -> UIColor)
        /// A pattern of an image: drawn as its average, a grey.
        case pattern
    }

    package let definition: Definition
    package let alpha: Double

    package init(definition: Definition, alpha: Double = 1) {
        self.definition = definition
        self.alpha = alpha
    }

    // Required, as Objective-C initialisers are: `Self(red:green:blue:alpha:)` in an extension makes a colour.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        definition = .rgb(red: Double(red), green: Double(green), blue: Double(blue))
        self.alpha = Double(alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        definition = .rgb(red: Double(white), green: Double(white), blue: Double(white))
        self.alpha = Double(alpha)
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        definition = .rgb(red: r, green: g, blue: b)
        self.alpha = Double(alpha)
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        definition = .rgb(red: Double(red), green: Double(green), blue: Double(blue))
        self.alpha = Double(alpha)
    }

    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        definition = .rgb(red: Double(c[0]), green: Double(c.count > 1 ? c[1] : c[0]), blue: Double(c.count > 2 ? c[2] : c[0]))
        alpha = Double(c.last ?? 1)
    }

    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(patternImage image: UIImage) {
        definition = .pattern
        alpha = 1
    }

    /// The asset catalogue's colour called `name`, or nil when there is none (as on a phone).
    public convenience init?(named name: String) {
        guard AssetLibrary.shared.color(named: name) != nil else { return nil }
        self.init(definition: .asset(name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        definition = .dynamic(dynamicProvider)
        alpha = 1
    }

    public convenience init(resource: ColorResource) {
        self.init(definition: .asset(resource.name))
    }

    // MARK: Fixed colours

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours

    open class var systemRed: UIColor { UIColor(definition: .system("systemRed")) }
    open class var systemOrange: UIColor { UIColor(definition: .system("systemOrange")) }
    open class var systemYellow: UIColor { UIColor(definition: .system("systemYellow")) }
    open class var systemGreen: UIColor { UIColor(definition: .system("systemGreen")) }
    open class var systemTeal: UIColor { UIColor(definition: .system("systemTeal")) }
    open class var systemBlue: UIColor { UIColor(definition: .system("systemBlue")) }
    open class var systemPink: UIColor { UIColor(definition: .system("systemPink")) }
    open class var systemPurple: UIColor { UIColor(definition: .system("systemPurple")) }
    open class var systemIndigo: UIColor { UIColor(definition: .system("systemIndigo")) }
    open class var systemBrown: UIColor { UIColor(definition: .system("systemBrown")) }
    open class var systemMint: UIColor { UIColor(definition: .system("systemMint")) }
    open class var systemCyan: UIColor { UIColor(definition: .system("systemCyan")) }
    open class var systemGray: UIColor { UIColor(definition: .system("systemGray")) }
    open class var systemGray2: UIColor { UIColor(definition: .system("systemGray2")) }
    open class var systemGray3: UIColor { UIColor(definition: .system("systemGray3")) }
    open class var systemGray4: UIColor { UIColor(definition: .system("systemGray4")) }
    open class var systemGray5: UIColor { UIColor(definition: .system("systemGray5")) }
    open class var systemGray6: UIColor { UIColor(definition: .system("systemGray6")) }
    open class var tintColor: UIColor { UIColor(definition: .system("tintColor")) }

    // MARK: UI element colours

    open class var label: UIColor { UIColor(definition: .system("label")) }
    open class var secondaryLabel: UIColor { UIColor(definition: .system("secondaryLabel")) }
    open class var tertiaryLabel: UIColor { UIColor(definition: .system("tertiaryLabel")) }
    open class var quaternaryLabel: UIColor { UIColor(definition: .system("quaternaryLabel")) }
    open class var link: UIColor { UIColor(definition: .system("link")) }
    open class var placeholderText: UIColor { UIColor(definition: .system("placeholderText")) }
    open class var separator: UIColor { UIColor(definition: .system("separator")) }
    open class var opaqueSeparator: UIColor { UIColor(definition: .system("opaqueSeparator")) }
    open class var systemFill: UIColor { UIColor(definition: .system("systemFill")) }
    open class var secondarySystemFill: UIColor { UIColor(definition: .system("secondarySystemFill")) }
    open class var tertiarySystemFill: UIColor { UIColor(definition: .system("tertiarySystemFill")) }
    open class var quaternarySystemFill: UIColor { UIColor(definition: .system("quaternarySystemFill")) }
    open class var systemBackground: UIColor { UIColor(definition: .system("systemBackground")) }
    open class var secondarySystemBackground: UIColor { UIColor(definition: .system("secondarySystemBackground")) }
    open class var tertiarySystemBackground: UIColor { UIColor(definition: .system("tertiarySystemBackground")) }
    open class var systemGroupedBackground: UIColor { UIColor(definition: .system("systemGroupedBackground")) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(definition: .system("secondarySystemGroupedBackground")) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(definition: .system("tertiarySystemGroupedBackground")) }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    // MARK: Components

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(definition: definition, alpha: Double(alpha))
    }

    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if case .dynamic(let provider) = definition {
            let resolved = provider(traitCollection)
            return UIColor(definition: resolved.definition, alpha: resolved.alpha * alpha)
        }
        return self
    }

    /// The colour's sRGB components in `style` (system colours by Apple's published values).
    package func components(
        in style: UIUserInterfaceStyle = UITraitCollection.current.userInterfaceStyle
    ) -> (
        red: Double, green: Double, blue: Double, alpha: Double
    ) {
        switch definition {
        case .rgb(let r, let g, let b): return (r, g, b, alpha)
        case .system(let name):
            let (light, dark) = UIColor.systemValues[name] ?? ((0.5, 0.5, 0.5, 1), (0.5, 0.5, 0.5, 1))
            let c = style == .dark ? dark : light
            return (c.0, c.1, c.2, c.3 * alpha)
        case .asset(let name):
            guard let set = AssetLibrary.shared.color(named: name) else { return (0, 0, 0, alpha) }
            let c = style == .dark ? (set.dark ?? set.light) : set.light
            return (c.red, c.green, c.blue, c.alpha * alpha)
        case .dynamic(let provider):
            let c = provider(UITraitCollection(userInterfaceStyle: style)).components(in: style)
            return (c.red, c.green, c.blue, c.alpha * alpha)
        case .pattern: return (0.5, 0.5, 0.5, alpha)
        }
    }

    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components()
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components()
        let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue), delta = high - low
        var h = 0.0
        if delta > 0 {
            if high == c.red {
                h = (c.green - c.blue) / delta
            } else if high == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(high == 0 ? 0 : delta / high)
        brightness?.pointee = CGFloat(high)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components()
        white?.pointee = CGFloat(0.299 * c.red + 0.587 * c.green + 0.114 * c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    open var cgColor: CGColor {
        let c = components()
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    open var ciColor: CIColor { CIColor(cgColor: cgColor) }

    /// Makes this the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        let a = components(in: .light), b = other.components(in: .light)
        return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    open override var hash: Int {
        let c = components(in: .light)
        var hasher = Hasher()
        hasher.combine(c.red)
        hasher.combine(c.green)
        hasher.combine(c.blue)
        hasher.combine(c.alpha)
        return hasher.finalize()
    }

    open override var description: String {
        let c = components()
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
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

    typealias RGBA = (Double, Double, Double, Double)

    /// System colours in the light and the dark appearance (Apple's Human Interface Guidelines).
    static let systemValues: [String: (light: RGBA, dark: RGBA)] = [
        "systemRed": ((1, 0.231, 0.188, 1), (1, 0.271, 0.227, 1)),
        "systemOrange": ((1, 0.584, 0, 1), (1, 0.624, 0.039, 1)),
        "systemYellow": ((1, 0.8, 0, 1), (1, 0.839, 0.039, 1)),
        "systemGreen": ((0.204, 0.78, 0.349, 1), (0.188, 0.82, 0.345, 1)),
        "systemMint": ((0, 0.78, 0.745, 1), (0.388, 0.902, 0.886, 1)),
        "systemTeal": ((0.188, 0.69, 0.78, 1), (0.251, 0.784, 0.878, 1)),
        "systemCyan": ((0.196, 0.678, 0.902, 1), (0.392, 0.824, 1, 1)),
        "systemBlue": ((0, 0.478, 1, 1), (0.039, 0.518, 1, 1)),
        "systemIndigo": ((0.345, 0.337, 0.839, 1), (0.369, 0.361, 0.902, 1)),
        "systemPurple": ((0.686, 0.322, 0.871, 1), (0.749, 0.353, 0.949, 1)),
        "systemPink": ((1, 0.176, 0.333, 1), (1, 0.216, 0.373, 1)),
        "systemBrown": ((0.635, 0.518, 0.369, 1), (0.675, 0.557, 0.408, 1)),
        "systemGray": ((0.557, 0.557, 0.576, 1), (0.557, 0.557, 0.576, 1)),
        "systemGray2": ((0.682, 0.682, 0.698, 1), (0.388, 0.388, 0.4, 1)),
        "systemGray3": ((0.78, 0.78, 0.8, 1), (0.282, 0.282, 0.29, 1)),
        "systemGray4": ((0.82, 0.82, 0.839, 1), (0.227, 0.227, 0.235, 1)),
        "systemGray5": ((0.898, 0.898, 0.918, 1), (0.173, 0.173, 0.18, 1)),
        "systemGray6": ((0.949, 0.949, 0.969, 1), (0.11, 0.11, 0.118, 1)),
        "tintColor": ((0, 0.478, 1, 1), (0.039, 0.518, 1, 1)),
        "label": ((0, 0, 0, 1), (1, 1, 1, 1)),
        "secondaryLabel": ((0.235, 0.235, 0.263, 0.6), (0.922, 0.922, 0.961, 0.6)),
        "tertiaryLabel": ((0.235, 0.235, 0.263, 0.3), (0.922, 0.922, 0.961, 0.3)),
        "quaternaryLabel": ((0.235, 0.235, 0.263, 0.18), (0.922, 0.922, 0.961, 0.16)),
        "link": ((0, 0.478, 1, 1), (0.035, 0.518, 1, 1)),
        "placeholderText": ((0.235, 0.235, 0.263, 0.3), (0.922, 0.922, 0.961, 0.3)),
        "separator": ((0.235, 0.235, 0.263, 0.29), (0.329, 0.329, 0.345, 0.6)),
        "opaqueSeparator": ((0.776, 0.776, 0.784, 1), (0.22, 0.22, 0.227, 1)),
        "systemFill": ((0.471, 0.471, 0.502, 0.2), (0.471, 0.471, 0.502, 0.36)),
        "secondarySystemFill": ((0.471, 0.471, 0.502, 0.16), (0.471, 0.471, 0.502, 0.32)),
        "tertiarySystemFill": ((0.463, 0.463, 0.502, 0.12), (0.463, 0.463, 0.502, 0.24)),
        "quaternarySystemFill": ((0.455, 0.455, 0.502, 0.08), (0.463, 0.463, 0.502, 0.18)),
        "systemBackground": ((1, 1, 1, 1), (0, 0, 0, 1)),
        "secondarySystemBackground": ((0.949, 0.949, 0.969, 1), (0.11, 0.11, 0.118, 1)),
        "tertiarySystemBackground": ((1, 1, 1, 1), (0.173, 0.173, 0.18, 1)),
        "systemGroupedBackground": ((0.949, 0.949, 0.969, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackground": ((1, 1, 1, 1), (0.11, 0.11, 0.118, 1)),
        "tertiarySystemGroupedBackground": ((0.949, 0.949, 0.969, 1), (0.173, 0.173, 0.18, 1)),
    ]
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` where nothing says otherwise, as on a phone.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}

extension CIColor {
    /// A UIKit colour's components (UIKit's overlay of Core Image).
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIColor {
    public convenience init(ciColor: CIColor) { self.init(cgColor: ciColor.cgColor) }
}
