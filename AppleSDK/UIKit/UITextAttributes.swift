// UIKit's text attributes app code builds attributed strings with: paragraph styles, tab stops,
// underline styles, writing directions, attachments, and the font metrics that scale a size
// with the reader's text size. They are kept as set; widgetdeck draws SwiftUI's `Text`, not
// attributed strings in UIKit views (which are never drawn here), so no layout reads them.
import Foundation

/// Which way a paragraph's text runs (Apple's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// How text is underlined or struck through (Apple's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How lines break to avoid awkward breaks (Apple's `NSParagraphStyle.LineBreakStrategy`).
public struct NSLineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let pushOut = NSLineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = NSLineBreakStrategy(rawValue: 1 << 1)
    public static let standard = NSLineBreakStrategy(rawValue: 0xFFFF)
}

/// A tab stop (Apple's `NSTextTab`).
open class NSTextTab: NSObject, @unchecked Sendable {
    public typealias OptionKey = NSString
    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [NSTextTab.OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
    }
}

/// How a paragraph is laid out (Apple's `NSParagraphStyle`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public typealias LineBreakStrategy = NSLineBreakStrategy

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineBreakStrategy: NSLineBreakStrategy = []
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    open internal(set) var hyphenationFactor: Float = 0
    open internal(set) var usesDefaultHyphenation = false
    open internal(set) var tabStops: [NSTextTab] = []
    open internal(set) var defaultTabInterval: CGFloat = 0
    open internal(set) var allowsDefaultTighteningForTruncation = false

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    private func copy<S: NSParagraphStyle>(into style: S) -> S {
        style.copyStyle(from: self)
        return style
    }

    func copyStyle(from other: NSParagraphStyle) {
        alignment = other.alignment
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        firstLineHeadIndent = other.firstLineHeadIndent
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
        lineBreakMode = other.lineBreakMode
        lineBreakStrategy = other.lineBreakStrategy
        baseWritingDirection = other.baseWritingDirection
        hyphenationFactor = other.hyphenationFactor
        usesDefaultHyphenation = other.usesDefaultHyphenation
        tabStops = other.tabStops
        defaultTabInterval = other.defaultTabInterval
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }
}

/// A paragraph style that can be changed (Apple's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineBreakStrategy: NSLineBreakStrategy {
        get { super.lineBreakStrategy }
        set { super.lineBreakStrategy = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
    open override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation }
        set { super.usesDefaultHyphenation = newValue }
    }
    open override var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    open func setParagraphStyle(_ obj: NSParagraphStyle) { copyStyle(from: obj) }
    open func addTabStop(_ anObject: NSTextTab) { tabStops.append(anObject) }
    open func removeTabStop(_ anObject: NSTextTab) { tabStops.removeAll { $0 === anObject } }
}

/// A picture or file inside attributed text (Apple's `NSTextAttachment`).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The character that stands for an attachment in the string (U+FFFC).
    public static let character = 0xFFFC
    open var contents: Data?
    open var fileType: String?
    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var lineLayoutPadding: CGFloat = 0

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        if let contentData { image = UIImage(data: contentData) }
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
        bounds = CGRect(origin: .zero, size: image.size)
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? { image }
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect { bounds }
}

extension NSAttributedString {
    /// A string of one attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

extension NSAttributedString.Key {
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// Scales a font or a length with the reader's text size (Apple's `UIFontMetrics`): at the
/// default size, Large, as here, a size is what it is.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
