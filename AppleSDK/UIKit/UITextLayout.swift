// Text measured and laid out as widgetdeck draws it: no font rasteriser is linked here, so a
// character takes its terminal columns (one; two for a wide one), each half an em wide — at the
// body size (17 points) exactly the documented cell, 8.5 points — and a line takes the font's
// line height (San Francisco's metrics, as `UIFont` gives them). Lines break at spaces where they can, as
// widgetdeck's own text does. `size(withAttributes:)`, `boundingRect(with:…)` and TextKit's
// layout manager all answer from this one model, so they agree with each other and with what a
// preview shows.
import Foundation
internal import WidgetFormats

extension UIFont {
    /// A terminal column of this font: half an em.
    var columnWidth: CGFloat { pointSize / 2 }
}

/// How text is measured (Apple's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// What a measurement reports back (Apple's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open var totalBounds: CGRect = .zero
}

/// The lines `text` takes at most `width` points wide in `font`, and their size.
enum TextMeasure {
    static func lines(_ text: String, font: UIFont, width: CGFloat?) -> [String] {
        let columns = width.map { max(1, Int(($0 / font.columnWidth).rounded(.down))) }
        return text.components(separatedBy: "\n").flatMap { paragraph -> [String] in
            guard let columns, TerminalText.width(paragraph) > columns else { return [paragraph] }
            let wrapped = TerminalText.wrap(paragraph, width: columns)
            return wrapped.isEmpty ? [""] : wrapped
        }
    }

    static func size(_ text: String, font: UIFont, width: CGFloat?) -> CGSize {
        let lines = lines(text, font: font, width: width)
        let widest = lines.map { TerminalText.width($0) }.max() ?? 0
        return CGSize(width: CGFloat(widest) * font.columnWidth, height: CGFloat(lines.count) * font.lineHeight)
    }

    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    }
}

extension StringProtocol {
    /// The size of the text on one line per paragraph (Apple's UIKit addition).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasure.size(String(self), font: TextMeasure.font(attrs), width: nil)
    }

    /// The text's bounds, its lines broken at `size.width` (Apple's UIKit addition).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let measured = TextMeasure.size(
            String(self), font: TextMeasure.font(attributes), width: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        context?.totalBounds = CGRect(origin: .zero, size: measured)
        return CGRect(origin: .zero, size: measured)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { String(self).size(withAttributes: attrs) }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The font the text starts in (one font for the whole string, in this model).
    var measuringFont: UIFont {
        length > 0
            ? (attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? UIFont.systemFont(ofSize: 12)) : UIFont.systemFont(ofSize: 12)
    }
    public func size() -> CGSize { TextMeasure.size(string, font: measuringFont, width: nil) }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let measured = TextMeasure.size(string, font: measuringFont, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        context?.totalBounds = CGRect(origin: .zero, size: measured)
        return CGRect(origin: .zero, size: measured)
    }
}

/// The text a layout manager lays out (Apple's `NSTextStorage`).
open class NSTextStorage: NSMutableAttributedString {
    open var layoutManagers: [NSLayoutManager] = []
    /// Empty text, as Apple's `NSTextStorage()`.
    public convenience init() { self.init(string: "") }
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) { layoutManagers.removeAll { $0 === layoutManager } }
}

/// The area text is laid out in (Apple's `NSTextContainer`).
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open weak var layoutManager: NSLayoutManager?
    public init(size: CGSize) { self.size = size }
    public override convenience init() { self.init(size: CGSize(width: 10_000_000, height: 10_000_000)) }
}

/// Lays text out in containers (Apple's `NSLayoutManager`), a glyph a character (UTF-16 unit).
open class NSLayoutManager: NSObject {
    open weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    open func removeTextContainer(at index: Int) { textContainers.remove(at: index) }
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    open func ensureLayout(for container: NSTextContainer) {}
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {}
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    open func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: numberOfGlyphs) }

    /// The lines of the text in `container`, each with the UTF-16 range it holds.
    private func lineRanges(in container: NSTextContainer) -> (lines: [(range: NSRange, width: Int)], font: UIFont) {
        let text = textStorage?.string ?? ""
        let font = textStorage?.measuringFont ?? UIFont.systemFont(ofSize: 12)
        let width = container.size.width - 2 * container.lineFragmentPadding
        var result: [(NSRange, Int)] = []
        var offset = 0
        for line in TextMeasure.lines(text, font: font, width: width) {
            let length = line.utf16.count
            let start = (text as NSString).range(
                of: line, options: [], range: NSRange(location: offset, length: (text as NSString).length - offset))
            let location = start.location == NSNotFound ? offset : start.location
            result.append((NSRange(location: location, length: length), TerminalText.width(line)))
            offset = location + length
        }
        return (result, font)
    }

    /// The rectangle the glyphs take: from the first line they are on to the last.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let (lines, font) = lineRanges(in: container)
        let touched = lines.enumerated().filter {
            NSIntersectionRange($0.element.range, glyphRange).length > 0 || $0.element.range.location == glyphRange.location
        }
        guard let first = touched.first, let last = touched.last else { return .zero }
        let widest = touched.map(\.element.width).max() ?? 0
        return CGRect(
            x: container.lineFragmentPadding, y: CGFloat(first.offset) * font.lineHeight, width: CGFloat(widest) * font.columnWidth,
            height: CGFloat(last.offset - first.offset + 1) * font.lineHeight)
    }

    open func usedRect(for container: NSTextContainer) -> CGRect {
        let (lines, font) = lineRanges(in: container)
        let widest = lines.map(\.width).max() ?? 0
        return CGRect(
            x: 0, y: 0, width: CGFloat(widest) * font.columnWidth + 2 * container.lineFragmentPadding,
            height: CGFloat(lines.count) * font.lineHeight)
    }

    open func numberOfLines(in container: NSTextContainer) -> Int { lineRanges(in: container).lines.count }

    /// The glyph of a character: the same index, a glyph a character here.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        return textContainers.first
    }

    /// The line holding a glyph (the last line past the text): its index, range and width in columns.
    private func line(holding glyphIndex: Int, in container: NSTextContainer) -> (index: Int, range: NSRange, width: Int, font: UIFont)? {
        let (lines, font) = lineRanges(in: container)
        guard
            let (index, line) = lines.enumerated().first(where: { NSLocationInRange(glyphIndex, $0.element.range) })
                ?? lines.enumerated().last
        else { return nil }
        return (index, line.range, line.width, font)
    }

    /// The line holding a glyph: its rectangle across the container, and its range.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let container = textContainers.first, let line = line(holding: glyphIndex, in: container) else { return .zero }
        effectiveGlyphRange?.pointee = line.range
        return CGRect(x: 0, y: CGFloat(line.index) * line.font.lineHeight, width: container.size.width, height: line.font.lineHeight)
    }

    /// The part of that line its glyphs use.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let container = textContainers.first, let line = line(holding: glyphIndex, in: container) else { return .zero }
        effectiveGlyphRange?.pointee = line.range
        return CGRect(
            x: container.lineFragmentPadding, y: CGFloat(line.index) * line.font.lineHeight,
            width: CGFloat(line.width) * line.font.columnWidth, height: line.font.lineHeight)
    }

    /// Calls `block` with each line the glyphs are on: its rectangle, used rectangle, container and range.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first else { return }
        let (lines, font) = lineRanges(in: container)
        var stop: ObjCBool = false
        for (index, line) in lines.enumerated()
        where NSIntersectionRange(line.range, glyphRange).length > 0 || line.range.location == glyphRange.location {
            let rect = CGRect(x: 0, y: CGFloat(index) * font.lineHeight, width: container.size.width, height: font.lineHeight)
            let used = CGRect(
                x: container.lineFragmentPadding, y: rect.minY, width: CGFloat(line.width) * font.columnWidth, height: font.lineHeight)
            block(rect, used, container, line.range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Draws glyphs into the current context: text is not drawn into a context here (a layout
    /// manager's drawing is for a view on a phone's screen).
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}

/// Where the status bar is (Apple's `UIStatusBarManager`): this machine has no status bar.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect { .zero }
    open var isStatusBarHidden: Bool { true }
    open var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIWindowScene {
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

extension NSAttributedString {
    /// A document format (Apple's `NSAttributedString.DocumentType`).
    public struct DocumentType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }
    /// An option for reading a document (Apple's `NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }
    /// A document's attribute (Apple's `NSAttributedString.DocumentAttributeKey`).
    public struct DocumentAttributeKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// Reads a document: plain text in its encoding (UTF-8 unless one is given); HTML and RTF
    /// throw — no HTML or RTF reader is linked here — with an error that says so.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:], documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let type = options[.documentType] as? DocumentType ?? (options[.documentType] as? String).map(DocumentType.init) ?? .plain
        guard type == .plain else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 259,
                userInfo: [NSLocalizedDescriptionKey: "widgetdeck reads no \(type.rawValue) document into an attributed string on Linux"])
        }
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 261, userInfo: [NSLocalizedDescriptionKey: "the text is not in its encoding"])
        }
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: DocumentType.plain.rawValue]
        self.init(string: text, attributes: options[.defaultAttributes] as? [NSAttributedString.Key: Any])
    }
}
