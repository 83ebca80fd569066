#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// Text, the SwiftUI way in cells: one line at its ideal size; wrapped at spaces (inside a word
/// only when the word alone is too wide) when offered less width; cut with `…` — and noted for
/// `lint` (``LayoutNote/Kind/textCut``) — only when the lines do not fit the height or the line
/// limit. Runs of several styles (`Text + Text`) wrap as one text.
///
/// ```swift
/// let node = TextNode("Morning run", style: Style(.primary, attributes: .bold))
/// node.sizeThatFits(.unspecified)                 // 11×1
/// node.sizeThatFits(ProposedSize(width: 8, height: nil))   // 7×2: "Morning" / "run"
/// ```
public final class TextNode: ViewNode {
    /// A stretch of text in one style.
    ///
    /// ```swift
    /// // Text("$7,765 ").bold() + Text("▲ 12%").foregroundStyle(.green)
    /// let total = TextNode(runs: [
    ///     TextNode.Run("$7,765 ", style: Style(.primary, attributes: .bold)),
    ///     TextNode.Run("▲ 12%", style: Style(.positive)),
    /// ])
    /// let whole = total.string  // "$7,765 ▲ 12%"
    /// ```
    public struct Run: Hashable, Sendable {
        public var text: String
        public var style: Style

        public init(_ text: String, style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// One displayable cluster with its width and style.
    struct Glyph {
        var character: Character
        var width: Int
        var style: Style
        var isSpace: Bool { character == " " }
    }

    public let runs: [Run]
    /// At most this many lines (`nil`: as many as fit).
    public let lineLimit: Int?
    /// How lines sit within the text's width.
    public let alignment: TextAlignment
    /// Drawn as redaction blocks (`redacted(reason: .placeholder)`), same size.
    public let isRedacted: Bool
    /// When the text changes by itself (a timer), for the canvas.
    public let changesAt: Date?
    public let layoutPriority: Double
    /// Paragraphs (split at line breaks) of glyphs.
    private let paragraphs: [[Glyph]]
    /// Each paragraph as one line (trailing spaces dropped, as wrapping drops them) and the
    /// widest of them: at any width at least that, the layout is these lines, unwrapped.
    private let unwrapped: [[Glyph]]
    private let unwrappedWidth: Int
    /// The last wrapped layout: a stack asks one width at several heights.
    private var wrapped: (width: Int, lines: [[Glyph]])?
    private var cache = SizeCache()

    /// Text of several runs.
    public init(
        runs: [Run], lineLimit: Int? = nil, alignment: TextAlignment = .leading, isRedacted: Bool = false, changesAt: Date? = nil,
        layoutPriority: Double = 0
    ) {
        self.runs = runs
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.alignment = alignment
        self.isRedacted = isRedacted
        self.changesAt = changesAt
        self.layoutPriority = layoutPriority
        var paragraphs: [[Glyph]] = [[]]
        for run in runs {
            var first = true
            for piece in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { paragraphs.append([]) }
                first = false
                TerminalText.forEachCluster(in: piece) { character, width in
                    paragraphs[paragraphs.count - 1].append(Glyph(character: character, width: width, style: run.style))
                    return true
                }
            }
        }
        self.paragraphs = paragraphs
        unwrapped = paragraphs.map { paragraph in
            var line = paragraph
            while line.last?.isSpace == true { line.removeLast() }
            return line
        }
        unwrappedWidth = unwrapped.map(Self.width).max() ?? 0
    }

    /// Text in one style.
    public convenience init(_ text: String, style: Style = .plain, lineLimit: Int? = nil, alignment: TextAlignment = .leading) {
        self.init(runs: [Run(text, style: style)], lineLimit: lineLimit, alignment: alignment)
    }

    /// The whole text, as written.
    public var string: String { runs.map(\.text).joined() }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        cache.size(for: proposal) {
            if paragraphs.count == 1 && paragraphs[0].isEmpty { return Size(width: 0, height: 1) }
            let lines = layout(width: proposal.width)
            var height = lines.count
            if let lineLimit { height = min(height, lineLimit) }
            if let limit = proposal.height { height = min(height, max(1, limit)) }
            let shown = max(1, height)
            var width = lines.prefix(shown).map(Self.width).max() ?? 0
            if lines.count > shown, let limit = proposal.width, let start = startIndex(ofLine: shown - 1, width: limit) {
                // Cut: the last line shown carries the rest of its paragraph up to the `…`, so
                // it is as wide as that (a lone "An" of "An extraordinarily long…" is not).
                width = max(
                    width, Self.width(Self.truncated(Self.rest(of: paragraphs[start.paragraph], from: start.offset), toWidth: limit)))
            }
            return Size(width: proposal.width.map { min($0, width) } ?? width, height: shown)
        }
    }

    public func draw(in rect: Rect, into canvas: inout ViewCanvas) {
        canvas.changes(at: changesAt)
        let whole = string
        // Redacted text is hidden from a screen reader too.
        if !whole.isEmpty && !isRedacted { canvas.spoken.append(whole) }
        guard rect.width > 0, rect.height > 0 else {
            if !whole.isEmpty { canvas.buffer.note(.textCut, whole, shown: "", at: rect.origin) }
            return
        }
        var lines = layout(width: rect.width)
        let room = min(rect.height, lineLimit ?? Int.max)
        var cut = false
        if lines.count > room {
            // The last line shown holds the rest of its paragraph, cut with an ellipsis, as
            // SwiftUI truncates the tail.
            lines = Array(lines.prefix(room))
            cut = true
        }
        if cut, var last = lines.popLast() {
            let restStart = startIndex(ofLine: lines.count, width: rect.width)
            last = restStart.map { Self.rest(of: paragraphs[$0.paragraph], from: $0.offset) } ?? last
            lines.append(Self.truncated(last, toWidth: rect.width))
        }
        for (row, line) in lines.enumerated() {
            let lineWidth = Self.width(line)
            var x = rect.x + NodeAlignment.offset(alignment == .leading ? 0 : alignment == .center ? 1 : 2, free: rect.width - lineWidth)
            for glyph in line {
                if isRedacted && !glyph.isSpace {
                    for i in 0..<glyph.width {
                        canvas.put("▆", width: 1, x: x + i, y: rect.y + row, style: Style(.placeholder), clip: rect)
                    }
                } else {
                    canvas.put(glyph.character, width: glyph.width, x: x, y: rect.y + row, style: glyph.style, clip: rect)
                }
                x += glyph.width
            }
        }
        if cut || lines.contains(where: { Self.width($0) > rect.width }) {
            let shown = lines.map { String($0.map(\.character)) }.joined(separator: " ")
            canvas.buffer.note(.textCut, whole, shown: shown, at: rect.origin)
        }
    }

    // MARK: - Lines

    /// The lines at `width` (`nil`: each paragraph on one line).
    func layout(width: Int?) -> [[Glyph]] {
        guard let width else { return paragraphs }
        let room = max(1, width)
        if unwrappedWidth <= room { return unwrapped }
        if let wrapped, wrapped.width == room { return wrapped.lines }
        let lines = paragraphs.flatMap { Self.wrap($0, width: room) }
        wrapped = (room, lines)
        return lines
    }

    /// Where line `index` of the layout at `width` starts: its paragraph and offset.
    private func startIndex(ofLine index: Int, width: Int) -> (paragraph: Int, offset: Int)? {
        var line = 0
        for (p, paragraph) in paragraphs.enumerated() {
            let starts = Self.lineStarts(paragraph, width: max(1, width))
            if index < line + starts.count { return (p, starts[index - line]) }
            line += starts.count
        }
        return nil
    }

    static func width(_ line: [Glyph]) -> Int { line.reduce(0) { $0 + $1.width } }

    /// The paragraph from `offset` on, without leading spaces.
    static func rest(of paragraph: [Glyph], from offset: Int) -> [Glyph] {
        Array(paragraph[offset...].drop(while: \.isSpace))
    }

    /// `line` cut to `width` with a trailing `…` (trailing spaces before it dropped).
    static func truncated(_ line: [Glyph], toWidth width: Int) -> [Glyph] {
        var out: [Glyph] = []
        var used = 0
        for glyph in line {
            if used + glyph.width > width - 1 { break }
            out.append(glyph)
            used += glyph.width
        }
        while out.last?.isSpace == true { out.removeLast() }
        let style = out.last?.style ?? line.first?.style ?? .plain
        if width >= 1 { out.append(Glyph(character: "…", width: 1, style: style)) }
        return out
    }

    /// Greedy wrapping at spaces; a word wider than the line is broken into pieces.
    static func wrap(_ paragraph: [Glyph], width: Int) -> [[Glyph]] {
        let starts = lineStarts(paragraph, width: width)
        var lines: [[Glyph]] = []
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1] : paragraph.count
            var line = Array(paragraph[start..<end])
            while line.last?.isSpace == true { line.removeLast() }
            lines.append(line)
        }
        return lines.isEmpty ? [[]] : lines
    }

    /// The offsets at which each line of `paragraph` starts when wrapped at `width`: a line
    /// breaks before a word that would overflow it (the spaces before that word are dropped), and
    /// a word wider than a line is broken into pieces that fill it.
    static func lineStarts(_ paragraph: [Glyph], width: Int) -> [Int] {
        var starts = [0]
        var lineWidth = 0
        var pendingSpaces = 0
        var i = 0
        while i < paragraph.count {
            if paragraph[i].isSpace {
                pendingSpaces += 1
                i += 1
                continue
            }
            var end = i
            var wordWidth = 0
            while end < paragraph.count, !paragraph[end].isSpace {
                wordWidth += paragraph[end].width
                end += 1
            }
            if lineWidth > 0 && lineWidth + pendingSpaces + wordWidth > width {
                starts.append(i)
                lineWidth = 0
                pendingSpaces = 0
            }
            if pendingSpaces + wordWidth > width {
                var piece = lineWidth + pendingSpaces
                for j in i..<end {
                    let w = paragraph[j].width
                    if piece + w > width && piece > 0 {
                        starts.append(j)
                        piece = 0
                    }
                    piece += w
                }
                lineWidth = piece
            } else {
                lineWidth += pendingSpaces + wordWidth
            }
            pendingSpaces = 0
            i = end
        }
        return starts
    }
}
