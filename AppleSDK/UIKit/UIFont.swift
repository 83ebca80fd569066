import Foundation

/// A font (Apple's `UIFont`): a text style or a point size, with a weight. SwiftUI draws it as
/// its own `Font` (one size of letters in a terminal: weight and style are what show).
open class UIFont: NSObject, @unchecked Sendable {
    /// A text style (Apple's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The point size Apple's Large (default) text size gives the style.
        package var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
            default: 17
            }
        }
    }

    /// A weight (Apple's `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A width (Apple's `UIFont.Width`).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    public let pointSize: CGFloat
    public let fontName: String
    package let weight: Weight
    package let textStyle: TextStyle?
    package let isItalic: Bool
    package let isMonospaced: Bool

    package init(
        pointSize: CGFloat, fontName: String = ".SFUI-Regular", weight: Weight = .regular, textStyle: TextStyle? = nil,
        isItalic: Bool = false, isMonospaced: Bool = false
    ) {
        self.pointSize = pointSize
        self.fontName = fontName
        self.weight = weight
        self.textStyle = textStyle
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    public init?(name fontName: String, size fontSize: CGFloat) {
        pointSize = fontSize
        self.fontName = fontName
        weight = fontName.lowercased().contains("bold") ? .bold : .regular
        textStyle = nil
        isItalic = fontName.lowercased().contains("italic")
        isMonospaced = fontName.lowercased().contains("mono")
    }

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.pointSize = pointSize == 0 ? descriptor.pointSize : pointSize
        fontName = descriptor.fontName
        weight = descriptor.symbolicTraits.contains(.traitBold) ? .bold : descriptor.weight
        textStyle = descriptor.textStyle
        isItalic = descriptor.symbolicTraits.contains(.traitItalic)
        isMonospaced = descriptor.symbolicTraits.contains(.traitMonoSpace)
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let weight: Weight = style == .headline ? .semibold : .regular
        return UIFont(pointSize: style.pointSize, weight: weight, textStyle: style)
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isItalic: true) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isMonospaced: true)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isMonospaced: true)
    }
    open class var systemFontSize: CGFloat { 17 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var familyNames: [String] { ["System Font"] }
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    open var familyName: String { fontName }
    open var lineHeight: CGFloat { (pointSize * 1.193).rounded() }
    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { -pointSize * 0.241 }
    open var capHeight: CGFloat { pointSize * 0.705 }
    open var xHeight: CGFloat { pointSize * 0.517 }
    open var leading: CGFloat { 0 }

    open var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight >= .semibold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, textStyle: textStyle, symbolicTraits: traits)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            pointSize: fontSize, fontName: fontName, weight: weight, textStyle: textStyle, isItalic: isItalic, isMonospaced: isMonospaced)
    }
}

/// A font's description (Apple's `UIFontDescriptor`), for the traits code asks of a font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Apple's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// Apple's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public let fontName: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    package let weight: UIFont.Weight
    package let textStyle: UIFont.TextStyle?

    package init(
        fontName: String, pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?, symbolicTraits: SymbolicTraits
    ) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.symbolicTraits = symbolicTraits
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, textStyle: textStyle, symbolicTraits: symbolicTraits)
    }

    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var traits = symbolicTraits
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, textStyle: textStyle, symbolicTraits: traits)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(fontName: fontName, pointSize: newPointSize, weight: weight, textStyle: textStyle, symbolicTraits: symbolicTraits)
    }

    /// A font attribute's name (Apple's `UIFontDescriptor.AttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of a font feature setting (Apple's `UIFontDescriptor.FeatureKey`).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        @available(iOS, deprecated: 15.0, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        @available(iOS, deprecated: 15.0, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The attributes added: a terminal has one face and size, so features (monospaced digits,
    /// small caps) and a family change what a phone draws, not what cells show — the size and
    /// traits named are kept.
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? pointSize
        return UIFontDescriptor(fontName: fontName, pointSize: size, weight: weight, textStyle: textStyle, symbolicTraits: symbolicTraits)
    }

    open var fontAttributes: [AttributeName: Any] { [.name: fontName, .size: pointSize] }
}

// Core Text's font feature constants (`SFNTLayoutTypes.h`) that UIKit code names.
public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1
public let kLowerCaseType = 37
public let kLowerCaseSmallCapsSelector = 1
public let kUpperCaseType = 38
public let kUpperCaseSmallCapsSelector = 1
public let kStylisticAlternativesType = 35

extension NSAttributedString.Key {
    /// The font of a run of text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run of text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
