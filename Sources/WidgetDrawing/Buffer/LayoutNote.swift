import WidgetFormats

/// Something the layout engine had to give up while drawing: a value cut, a comparison or the
/// "as of" stamp left out for room, metrics that did not fit, a title shortened, a label cut
/// without an ellipsis. The engine knows when it drops something; it says so here instead of
/// leaving a reader (or `widgetdeck lint`) to guess from the text.
///
/// ```swift
/// var buffer = Buffer(size: Size(width: 6, height: 1))
/// buffer.drawText("Revenue", in: buffer.area)  // shows "Reven…"
/// let note = LayoutNote(.titleCut, text: "Revenue", shown: "Reven…", at: .zero)
/// note.lostShare  // 2 of 7 cells: about 0.29
/// buffer.note(note.kind, note.text, shown: note.shown, at: note.at)
/// ```
public struct LayoutNote: Hashable, Sendable {
    /// What was given up.
    ///
    /// ```swift
    /// let kind = LayoutNote.Kind(rawValue: "value-cut")  // .valueCut
    /// let names = LayoutNote.Kind.allCases.map(\.rawValue)  // "value-cut", "comparison-hidden", …
    /// ```
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A figure drawn shorter than its shortest form (cut, ending in `…`).
        case valueCut = "value-cut"
        /// A comparison with the previous period that had no room.
        case comparisonHidden = "comparison-hidden"
        /// The "as of" stamp (or the stale marker's time) that had no room.
        case asOfHidden = "as-of-hidden"
        /// Metrics the grid had no room for (`+2 more`).
        case metricsHidden = "metrics-hidden"
        /// A title or header shortened beyond its designed short form, ending in `…`.
        case titleCut = "title-cut"
        /// Lines of a label or message that did not fit and were dropped, with no ellipsis to
        /// say so.
        case labelCut = "label-cut"
        /// Text of a view that did not fit its room and was cut with `…`.
        case textCut = "text-cut"
        /// Something a terminal cannot draw (a bitmap, a custom shape, a gradient, a shadow, a
        /// font), drawn as the nearest approximation or a placeholder mark.
        case approximated = "approximated"
    }

    public var kind: Kind
    /// What should have been shown, whole.
    public var text: String
    /// What was shown of it (empty when nothing was).
    public var shown: String
    /// Where it was (or would have been) drawn.
    public var at: Point

    public init(_ kind: Kind, text: String, shown: String = "", at: Point) {
        self.kind = kind
        self.text = text
        self.shown = shown
        self.at = at
    }

    /// The share of `text`'s cells that did not show (0 to 1).
    public var lostShare: Double {
        let whole = TerminalText.width(text)
        guard whole > 0 else { return 0 }
        let kept = TerminalText.width(shown.hasSuffix("…") ? String(shown.dropLast()) : shown)
        return Double(max(0, whole - kept)) / Double(whole)
    }
}

extension Buffer {
    /// Records that something was dropped while drawing (see ``LayoutNote``).
    public mutating func note(_ kind: LayoutNote.Kind, _ text: String, shown: String = "", at point: Point) {
        notes.append(LayoutNote(kind, text: text, shown: shown, at: point))
    }
}
