/// WCAG 2.x contrast: relative luminance and the ratio between two colours, from 1:1 to 21:1.
package enum Contrast {
    /// The relative luminance of `color` (0 black … 1 white), sRGB linearised.
    package static func luminance(_ color: RGB) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : power24((c + 0.055) / 1.055)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// `x` to the power 2.4 for `x` in 0…1, in the standard library alone: x² × the fifth root
    /// of x² (Newton's method, exact to the last few bits).
    static func power24(_ x: Double) -> Double {
        let square = x * x
        guard square > 0 else { return 0 }
        var root = 1.0
        for _ in 0..<60 {
            let fourth = root * root * root * root
            let next = root - (fourth * root - square) / (5 * fourth)
            if abs(next - root) < 1e-15 { break }
            root = next
        }
        return square * root
    }

    /// The contrast ratio of two colours, lighter over darker: 1 (none) to 21 (black on white).
    package static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `4.40:1`: a ratio as WCAG writes it, rounded down to two places so a ratio just under
    /// the bar never prints as meeting it.
    package static func text(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The colour text is drawn in over a backdrop (a gradient, a picture): its own, or black
    /// or white — whichever contrasts more — when its own falls below 4.5:1 (WCAG AA).
    package static func readable(_ foreground: RGB, on backdrop: RGB) -> RGB {
        guard ratio(foreground, backdrop) < 4.5 else { return foreground }
        let black = RGB(red: 0, green: 0, blue: 0), white = RGB(red: 255, green: 255, blue: 255)
        return ratio(black, backdrop) >= ratio(white, backdrop) ? black : white
    }
}
