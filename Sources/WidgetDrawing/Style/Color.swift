/// A 24-bit colour.
///
/// ```swift
/// let accent = RGB(hex: "#5AC8FA")    // RGB(red: 90, green: 200, blue: 250)
/// accent?.hex                         // "#5ac8fa"
/// RGB(hex: "5ac8fa")                  // nil: the "#" is required
/// ```
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (the `#` is required; either case). Returns `nil` for anything else.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes[1...] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        red = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        blue = UInt8(value & 0xFF)
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            out.append(digits[Int(component >> 4)])
            out.append(digits[Int(component & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }

    /// The colour `fraction` of the way from this one to `other` (half way by default), in sRGB.
    public func mixed(with other: RGB, by fraction: Double = 0.5) -> RGB {
        let t = fraction.isFinite ? min(1, max(0, fraction)) : 0
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGB(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }

    func distanceSquared(to other: RGB) -> Int {
        // A cheap perceptual weighting ("redmean"), good enough to pick a palette entry.
        let rMean = (Int(red) + Int(other.red)) / 2
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return (((512 + rMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rMean) * db * db) >> 8)
    }
}

/// The two pixels a cell of a picture shows, top and bottom (a half-block each).
///
/// ```swift
/// let pair = PixelPair(top: RGB(red: 255, green: 0, blue: 0), bottom: RGB(red: 0, green: 0, blue: 255))
/// pair.shade  // "█": dark on average, so dense without colour
/// ```
public struct PixelPair: Hashable, Sendable {
    public var top: RGB
    public var bottom: RGB
    public init(top: RGB, bottom: RGB) {
        self.top = top
        self.bottom = bottom
    }

    /// The shade that stands for the pair without colour: darker is denser, as ink.
    public var shade: Character {
        let light = (Contrast.luminance(top) + Contrast.luminance(bottom)) / 2
        switch light {
        case ..<0.15: return "█"
        case ..<0.35: return "▓"
        case ..<0.6: return "▒"
        case ..<0.85: return "░"
        default: return " "
        }
    }
}

/// The standard xterm palettes, for colour depths below truecolor.
///
/// ```swift
/// let red = RGB(red: 255, green: 0, blue: 0)
/// Palette.nearest16(to: red)  // 9, bright red
/// Palette.ansi16.count        // 16
/// Palette.xterm256.count      // 256
/// ```
public enum Palette {
    /// The 16 ANSI colours as xterm draws them by default.
    public static let ansi16: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGB(red: UInt8($0.0), green: UInt8($0.1), blue: UInt8($0.2)) }

    /// The 256-colour palette: the 16 ANSI colours, a 6×6×6 cube and 24 greys.
    public static let xterm256: [RGB] = {
        var colors = ansi16
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for r in levels { for g in levels { for b in levels { colors.append(RGB(red: r, green: g, blue: b)) } } }
        for i in 0..<24 {
            let level = UInt8(8 + 10 * i)
            colors.append(RGB(red: level, green: level, blue: level))
        }
        return colors
    }()

    /// The index of the 256-colour entry nearest to `color`. Only the cube and the grey ramp
    /// are considered: terminals often redefine the first 16.
    public static func nearest256(to color: RGB) -> UInt8 {
        nearest(to: color, in: xterm256, from: 16)
    }

    /// The index (0–7) of the basic ANSI colour nearest to `color`, for 8-colour terminals.
    public static func nearest8(to color: RGB) -> UInt8 {
        nearest(to: color, in: Array(ansi16.prefix(8)), from: 0)
    }

    /// The index (0–15) of the ANSI colour nearest to `color`.
    public static func nearest16(to color: RGB) -> UInt8 {
        nearest(to: color, in: ansi16, from: 0)
    }

    private static func nearest(to color: RGB, in palette: [RGB], from start: Int) -> UInt8 {
        var best = start
        var bestDistance = Int.max
        for i in start..<palette.count {
            let d = color.distanceSquared(to: palette[i])
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        return UInt8(best)
    }
}

/// One role's colour at every depth: the exact colour and the palette entries to use where the
/// terminal has fewer colours.
///
/// ```swift
/// let exact = ThemeColor(rgb: RGB(red: 255, green: 0, blue: 0))  // palette indexes computed
/// exact.ansi16  // 9
/// let tuned = ThemeColor(rgb: RGB(red: 90, green: 200, blue: 250), ansi256: 81, ansi16: 6)
/// ```
public struct ThemeColor: Hashable, Sendable {
    public var rgb: RGB
    public var ansi256: UInt8
    public var ansi16: UInt8

    /// Creates a colour; missing palette indexes are computed as the nearest entries.
    public init(rgb: RGB, ansi256: UInt8? = nil, ansi16: UInt8? = nil) {
        self.rgb = rgb
        self.ansi256 = ansi256 ?? Palette.nearest256(to: rgb)
        self.ansi16 = ansi16 ?? Palette.nearest16(to: rgb)
    }
}

/// How many colours an output may use.
///
/// ```swift
/// let depth = ColorDepth(rawValue: "256") ?? .trueColor  // .ansi256
/// let renderer = ANSIRenderer(theme: .dark, depth: depth)
/// ```
public enum ColorDepth: String, CaseIterable, Hashable, Sendable {
    /// 24-bit colour (`COLORTERM=truecolor`).
    case trueColor = "truecolor"
    /// The xterm 256-colour palette.
    case ansi256 = "256"
    /// The 16 ANSI colours.
    case ansi16 = "16"
    /// No colour at all (`NO_COLOR`, a monochrome terminal): attributes only.
    case none
}
