/// The checks `widgetdeck lint` runs on a drawn widget: what the layout engine dropped (its
/// ``LayoutNote``s), text and marks too faint against their background in a theme (WCAG), and
/// meaning carried by colour alone.
package struct WidgetLint: Sendable {
    /// The rules' thresholds.
    package struct Rules: Hashable, Sendable {
        /// The share of a title that may be lost before it is a finding (0.3: 30%).
        package var titleLoss: Double = 0.3
        /// Text against its background (WCAG 1.4.3 AA: 4.5:1; the high-contrast theme is held
        /// to 7:1, AAA, by its tests).
        package var textContrast: Double = 4.5
        /// Frames, chart marks and other graphics (WCAG 1.4.11: 3:1).
        package var graphicContrast: Double = 3
        /// The focus ring (WCAG 2.4.13: 3:1).
        package var focusContrast: Double = 3

        package init(titleLoss: Double = 0.3, textContrast: Double = 4.5, graphicContrast: Double = 3, focusContrast: Double = 3) {
            self.titleLoss = titleLoss
            self.textContrast = textContrast
            self.graphicContrast = graphicContrast
            self.focusContrast = focusContrast
        }
    }

    /// One problem, where it is in the widget.
    package struct Finding: Hashable, Sendable {
        /// `value-cut`, `comparison-hidden`, `as-of-hidden`, `metrics-hidden`, `title-cut`,
        /// `label-cut`, `text-cut`, `approximated`, `contrast`, `colour-only`, `number-cut`.
        package var rule: String
        /// The cell, from the widget's top-left corner.
        package var at: Point
        package var message: String
    }

    package var rules: Rules

    package init(rules: Rules = Rules()) {
        self.rules = rules
    }

    // MARK: - Layout

    /// What the layout engine dropped while drawing `buffer`, as findings. A title shortened
    /// by less than ``Rules/titleLoss`` (with its ellipsis) is not one.
    package func layoutFindings(_ buffer: Buffer) -> [Finding] {
        buffer.notes.compactMap { note in
            let at = Point(x: note.at.x - buffer.area.x, y: note.at.y - buffer.area.y)
            switch note.kind {
            case .titleCut:
                guard note.lostShare > rules.titleLoss else { return nil }
                let shown = note.shown.isEmpty ? "left out" : "shown as “\(note.shown)”"
                return Finding(
                    rule: note.kind.rawValue, at: at,
                    message: "title “\(note.text)” \(shown): \(percent(note.lostShare)) lost (at most \(percent(rules.titleLoss)))")
            case .valueCut:
                return Finding(rule: note.kind.rawValue, at: at, message: "value “\(note.text)” cut to “\(note.shown)”")
            case .comparisonHidden:
                return Finding(rule: note.kind.rawValue, at: at, message: "comparison “\(note.text)” has no room")
            case .asOfHidden:
                return Finding(
                    rule: note.kind.rawValue, at: at,
                    message: "“\(note.text)” has no room: the reader cannot tell how fresh the figures are")
            case .metricsHidden:
                return Finding(rule: note.kind.rawValue, at: at, message: "metric “\(note.text)” has no room")
            case .labelCut:
                return Finding(rule: note.kind.rawValue, at: at, message: "“\(note.text)” cut to “\(note.shown)” with no ellipsis")
            case .textCut:
                let shown = note.shown.isEmpty ? "left out: no room" : "cut to “\(note.shown)”"
                return Finding(rule: note.kind.rawValue, at: at, message: "text “\(note.text)” \(shown)")
            case .approximated:
                return Finding(
                    rule: note.kind.rawValue, at: at,
                    message: note.shown.isEmpty ? "\(note.text)" : "\(note.text), drawn as “\(note.shown)”")
            }
        }
    }

    // MARK: - A whole screen

    /// What a whole screen (the dashboard's, `screen --lint`) cuts: its widgets' cut values,
    /// titles, labels and text, and any number that runs into the screen's right edge — a
    /// figure shown in part reads as another figure. What a widget leaves out on purpose for
    /// want of room (a comparison, a metric, the "as of", an approximation) comes back as a
    /// note, not a finding: the screen chose it, and ``layoutFindings(_:)`` says what.
    ///
    /// ```swift
    /// let (cuts, notes) = WidgetLint().screenFindings(frame.buffer)   // cuts empty: lints clean
    /// ```
    package func screenFindings(_ buffer: Buffer) -> (findings: [Finding], notes: [Finding]) {
        let deliberate: Set<String> = [
            LayoutNote.Kind.comparisonHidden.rawValue, LayoutNote.Kind.metricsHidden.rawValue,
            LayoutNote.Kind.asOfHidden.rawValue, LayoutNote.Kind.approximated.rawValue,
        ]
        let layout = layoutFindings(buffer)
        return (layout.filter { !deliberate.contains($0.rule) } + numberCutFindings(buffer), layout.filter { deliberate.contains($0.rule) })
    }

    /// Numbers that run into `buffer`'s right edge: a run of characters with a digit in it
    /// that ends in the last column on a digit or a separator (`$5,8`, `12.`), so its last
    /// digits are past the edge.
    package func numberCutFindings(_ buffer: Buffer) -> [Finding] {
        var findings: [Finding] = []
        let width = buffer.area.width
        guard width > 0 else { return [] }
        for y in 0..<buffer.area.height {
            let last = buffer.cells[y * width + width - 1]
            guard let end = last.symbol.unicodeScalars.first, end.properties.numericType != nil || ".,".unicodeScalars.contains(end) else {
                continue
            }
            var start = width - 1
            while start > 0, !buffer.cells[y * width + start - 1].isSpace, buffer.cells[y * width + start - 1].width != 0 { start -= 1 }
            let run = (start..<width).map { buffer.cells[y * width + $0].symbol }.joined()
            guard run.unicodeScalars.contains(where: { $0.properties.numericType != nil }) else { continue }
            findings.append(
                Finding(rule: "number-cut", at: Point(x: start, y: y), message: "“\(run)” runs into the edge: a number shown in part"))
        }
        return findings
    }

    // MARK: - Contrast

    /// Text and marks in `buffer` whose colours in `theme` contrast less than the rules ask:
    /// one finding per pair of roles, at the first cell that shows it. Redaction blocks (the
    /// placeholder) are decoration and not checked.
    package func contrastFindings(_ buffer: Buffer, theme: Theme) -> [Finding] {
        var seen = Set<String>()
        var findings: [Finding] = []
        let width = buffer.area.width
        for (i, cell) in buffer.cells.enumerated() where cell.width != 0 && !cell.isSpace {
            let style = cell.style
            guard style.foreground != .placeholder else { continue }
            let background = style.background ?? .background
            var (fg, bg) = (theme[style.foreground].rgb, theme[background].rgb)
            var (fgRole, bgRole) = (style.foreground, background)
            if style.attributes.contains(.reverse) {
                (fg, bg) = (bg, fg)
                (fgRole, bgRole) = (bgRole, fgRole)
            }
            if let backdrop = cell.backdrop {
                // Over a gradient or a picture: the colour the outputs draw the text in, there.
                (fg, bg) = (Contrast.readable(fg, on: backdrop), backdrop)
                bgRole = .background
            }
            let graphic = Self.isGraphic(cell.symbol)
            let needed = fgRole == .focus && graphic ? rules.focusContrast : graphic ? rules.graphicContrast : rules.textContrast
            let ratio = Contrast.ratio(fg, bg)
            guard ratio < needed else { continue }
            let key = "\(fgRole.rawValue)/\(bgRole.rawValue)/\(graphic)"
            guard seen.insert(key).inserted else { continue }
            let what = graphic ? (fgRole == .focus ? "focus ring" : "mark") : "text"
            findings.append(
                Finding(
                    rule: "contrast", at: Point(x: i % width, y: i / width),
                    message:
                        "\(what) “\(cell.symbol)” in \(fgRole.rawValue) \(fg.hex) on \(bgRole.rawValue) \(bg.hex): \(Contrast.text(ratio)) (at least \(Contrast.text(needed)))"
                ))
        }
        return findings
    }

    /// Whether a symbol is a mark rather than text: box drawing, blocks, geometric shapes.
    static func isGraphic(_ symbol: String) -> Bool {
        guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1 else { return false }
        return (0x2500...0x25FF).contains(scalar.value)
    }

    // MARK: - Colour alone

    /// Runs of text whose meaning is in their colour only: a change (positive, negative,
    /// neutral) with no arrow or sign, a stale or failed state with no ⚠ or ✕, focus shown by
    /// a colour on plain text with no mark.
    package func colourOnlyFindings(_ buffer: Buffer) -> [Finding] {
        var findings: [Finding] = []
        // A stale or failed state is marked once for the widget (a notice wraps over lines):
        // one ⚠ or ✕ anywhere in that colour carries it.
        let staleMarked = buffer.cells.contains { $0.style.foreground == .stale && "⚠✕".contains($0.symbol) }
        let width = buffer.area.width
        for row in 0..<buffer.area.height {
            var column = 0
            while column < width {
                let cell = buffer.cells[row * width + column]
                let role = cell.style.foreground
                guard Self.meaningRoles.contains(role), !cell.isSpace, !(role == .stale && staleMarked) else {
                    column += 1
                    continue
                }
                // The run: this role, spaces inside it included.
                var end = column
                var text = ""
                while end < width, buffer.cells[row * width + end].style.foreground == role {
                    text += buffer.cells[row * width + end].symbol
                    end += 1
                }
                let trimmed = text.trimmingSpaces()
                // Lines say nothing (a widget's outline in its own colour): only text does.
                let isLine = trimmed.unicodeScalars.allSatisfy { (0x2500...0x257F).contains($0.value) || $0 == " " }
                if !trimmed.isEmpty, !isLine, !Self.carriesMeaning(trimmed, role: role, attributes: cell.style.attributes) {
                    findings.append(
                        Finding(
                            rule: "colour-only", at: Point(x: column, y: row),
                            message: "“\(trimmed)” says \(Self.meaning(role)) by its colour (\(role.rawValue)) alone; add \(Self.cue(role))"
                        ))
                }
                column = end
            }
        }
        return findings
    }

    static let meaningRoles: Set<StyleRole> = [.positive, .negative, .stale, .focus]

    /// Whether `text` in `role` also says what the colour says.
    static func carriesMeaning(_ text: String, role: StyleRole, attributes: TextAttributes) -> Bool {
        switch role {
        case .positive, .negative:
            // An arrow or a sign, or an outcome mark (✓ done, ✕ failed).
            return text.contains { "▲▼—+−-✓✕↑↓".contains($0) }
        case .stale:
            return text.contains { "⚠✕".contains($0) }
        case .focus:
            return text.allSatisfy { isGraphic(String($0)) } || attributes.contains(.reverse) || attributes.contains(.underline)
        default:
            return true
        }
    }

    static func meaning(_ role: StyleRole) -> String {
        switch role {
        case .positive: "a change for the better"
        case .negative: "a change for the worse or a failure"
        case .stale: "stale figures"
        default: "focus"
        }
    }

    static func cue(_ role: StyleRole) -> String {
        switch role {
        case .positive, .negative: "an arrow (▲ ▼) or a sign"
        case .stale: "the ⚠ marker"
        default: "a ring or reverse video"
        }
    }

    private func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}
