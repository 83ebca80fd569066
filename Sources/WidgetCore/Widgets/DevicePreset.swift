import WidgetDrawing

/// A device's widget sizes: what WidgetKit gives each family on a current iPhone or iPad, in
/// points, turned into cells through the same 8.5 × 17-point cell as the families' own sizes
/// (``WidgetFamily/cellPoints``). `--device NAME` draws at these sizes; `widgetdeck devices`
/// lists them. Sources are cited in `docs/families.md`.
///
/// ```swift
/// let phone = DevicePreset.named("iphone")!
/// let small = phone.size(.small)              // 19 × 9 cells (158 × 158 points)
/// let hasExtraLarge = phone.offers(.extraLarge)  // false: iPads only
/// ```
public struct DevicePreset: Hashable, Sendable {
    /// The name typed after `--device`: `iphone-max`, `ipad-mini`…
    public var name: String
    /// What it stands for: the screen size class and example models.
    public var summary: String
    /// The portrait screen in points.
    public var screen: (width: Double, height: Double)
    /// The families the device offers and their point sizes, in family order.
    public var points: [(family: WidgetFamily, width: Double, height: Double)]

    public static func == (lhs: DevicePreset, rhs: DevicePreset) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether the device has `family`.
    public func offers(_ family: WidgetFamily) -> Bool { points.contains { $0.family == family } }

    /// The point size of `family` on this device, if it has the family.
    public func pointSize(_ family: WidgetFamily) -> (width: Double, height: Double)? {
        points.first { $0.family == family }.map { ($0.width, $0.height) }
    }

    /// The size in cells of `family` on this device (points ÷ the cell, rounded; inline one
    /// line), if it has the family.
    public func size(_ family: WidgetFamily) -> Size? {
        guard let points = pointSize(family) else { return nil }
        return WidgetFamily.cells(points)
    }

    /// The families the device offers.
    public var families: [WidgetFamily] { points.map(\.family) }
}

extension WidgetFamily {
    /// A point size in cells: ÷ 8.5 across, ÷ 17 down, rounded; the inline accessory is one
    /// line whatever its height.
    static func cells(_ points: (width: Double, height: Double), inline: Bool = false) -> Size {
        let width = Int((points.width / cellPoints.width).rounded())
        let height = inline || points.height < cellPoints.height * 2 ? 1 : Int((points.height / cellPoints.height).rounded())
        return Size(width: width, height: height)
    }
}

extension DevicePreset {
    /// The presets: the iPhone screen classes (largest to smallest) with their lock-screen
    /// accessories, and three iPads with extra large.
    public static let all: [DevicePreset] = [
        phone(
            "iphone-max", "430×932 pt: iPhone 15 Plus, 15/16 Pro Max, 14 Pro Max", screen: (430, 932),
            home: (170, 364, 170, 382), accessories: (76, 172, 76, 257)),
        phone(
            "iphone", "393×852 pt: iPhone 15, 15 Pro, 16, 14 Pro", screen: (393, 852),
            home: (158, 338, 158, 354), accessories: (72, 160, 72, 234)),
        phone(
            "iphone-mini", "375×812 pt: iPhone 13 mini, 12 mini, 11 Pro, X", screen: (375, 812),
            home: (155, 329, 155, 345), accessories: (68, 157, 68, 225)),
        phone(
            "iphone-se", "375×667 pt: iPhone SE (2nd and 3rd generation), 8", screen: (375, 667),
            home: (148, 321, 148, 324), accessories: (68, 153, 68, 225)),
        pad(
            "ipad-pro-13", "1032×1376 pt: iPad Pro 13-inch, iPad Pro 12.9-inch", screen: (1032, 1376),
            small: 170, wide: 378.5, extraLarge: 795),
        pad(
            "ipad-pro-11", "834×1194 pt: iPad Pro 11-inch, iPad Air 11-inch", screen: (834, 1194),
            small: 155, wide: 342, extraLarge: 716),
        pad(
            "ipad-mini", "744×1133 pt: iPad mini (6th generation and later)", screen: (744, 1133),
            small: 141, wide: 305.5, extraLarge: 634.5),
    ]

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// An iPhone: small (square), medium and large (sharing a width), and the three accessories
    /// (circular square, rectangular as tall as it, inline 26 pt high).
    private static func phone(
        _ name: String, _ summary: String, screen: (Double, Double),
        home: (small: Double, wide: Double, medium: Double, large: Double),
        accessories: (circular: Double, rectangular: Double, height: Double, inline: Double)
    ) -> DevicePreset {
        DevicePreset(
            name: name, summary: summary, screen: screen,
            points: [
                (.small, home.small, home.small), (.medium, home.wide, home.medium), (.large, home.wide, home.large),
                (.accessoryCircular, accessories.circular, accessories.circular),
                (.accessoryRectangular, accessories.rectangular, accessories.height),
                (.accessoryInline, accessories.inline, 26),
            ])
    }

    /// An iPad: small (square), medium and large as wide as each other (large square), extra
    /// large as tall as large.
    private static func pad(
        _ name: String, _ summary: String, screen: (Double, Double), small: Double, wide: Double, extraLarge: Double
    ) -> DevicePreset {
        DevicePreset(
            name: name, summary: summary, screen: screen,
            points: [
                (.small, small, small), (.medium, wide, small), (.large, wide, wide), (.extraLarge, extraLarge, wide),
            ])
    }
}
