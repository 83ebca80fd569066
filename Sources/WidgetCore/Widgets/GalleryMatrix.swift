#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// What `widgetdeck gallery` draws: one configuration in every family, side by side — or the
/// matrix, families × states, one page per theme and mode, each band and page labelled. The
/// matrix is bounded before anything is drawn (``check()``), every page is composed before any
/// is written (an SVG is one document), and each widget is drawn by the caller's `render`, so
/// the same matrix runs on any source.
///
/// ```swift
/// let matrix = GalleryMatrix(families: WidgetFamily.allCases, states: [.live, .stale], themes: [.dark], modes: [.fullColor],
///                            width: 120, isMatrix: true)
/// try matrix.check()
/// let drawn = try await matrix.draw { family, state, mode in try await request(family, state, mode).render(source: { demo }, cache: cache) }
/// print(drawn.pages[0].buffer.plainText)
/// ```
package struct GalleryMatrix: Sendable {
    package var families: [WidgetFamily]
    package var states: [PreviewState]
    package var themes: [Theme]
    package var modes: [RenderingMode]
    /// The width bands wrap at.
    package var width: Int
    /// Whether to label states, themes and modes (a matrix) or draw one plain band.
    package var isMatrix: Bool
    /// The size each family is drawn at, when not its own (`--size`, a device's).
    package var sizes: [WidgetFamily: Size]

    /// The most cells one gallery draws (docs/cli.md): 20 screens of 200×1000, a few hundred
    /// megabytes at most while it is composed; the whole matrix at the families' own sizes is
    /// about 0.2 million.
    package static let cellLimit = 4_000_000

    package init(
        families: [WidgetFamily], states: [PreviewState], themes: [Theme], modes: [RenderingMode], width: Int, isMatrix: Bool,
        sizes: [WidgetFamily: Size] = [:]
    ) {
        self.families = families
        self.states = states
        self.themes = themes
        self.modes = modes
        self.width = width
        self.isMatrix = isMatrix
        self.sizes = sizes
    }

    /// A matrix past ``cellLimit``: what was asked, in cells, and what to give instead.
    package struct TooLarge: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// The cells the whole matrix draws.
    package var cellCount: Int {
        let perSet = families.reduce(0) { total, family in
            let size = sizes[family] ?? family.size
            return total + size.width * size.height
        }
        return perSet * states.count * themes.count * modes.count
    }

    /// Refuses a matrix past ``cellLimit`` before anything is drawn, rather than growing to
    /// gigabytes (`--size 1000x1000` in every state, theme and mode).
    package func check() throws(TooLarge) {
        let cells = cellCount
        guard cells <= Self.cellLimit else {
            throw TooLarge(
                description:
                    "gallery: \(families.count) families × \(states.count) states × \(themes.count) themes × \(modes.count) modes at these sizes is \(cells) cells; a gallery draws at most \(Self.cellLimit) — give fewer states, themes or modes, or a smaller --size"
            )
        }
    }

    /// What the matrix drew: a page per theme and mode, and what the widgets said.
    package struct Drawn: Sendable {
        /// Each page with the theme it is drawn in.
        package var pages: [(theme: Theme, buffer: Buffer)] = []
        /// The messages for standard error (stale figures, a file not yet published), once each.
        package var messages: Set<String> = []
        /// Whether some widget's input does not exist yet (exit 66).
        package var isMissingInput = false
    }

    /// Draws every page, each widget by `render(family, state, mode)`.
    package func draw(_ render: (WidgetFamily, PreviewState, RenderingMode) async throws -> WidgetRequest.Drawn) async rethrows -> Drawn {
        var drawn = Drawn()
        for theme in themes {
            for mode in modes {
                var rows: [(heading: String, buffer: Buffer)] = []
                for state in states {
                    var tiles: [(label: String, buffer: Buffer)] = []
                    for family in families {
                        let widget = try await render(family, state, mode)
                        if let message = widget.message { drawn.messages.insert(message) }
                        if widget.isMissingInput { drawn.isMissingInput = true }
                        tiles.append((label: Gallery.label(for: family, size: widget.buffer.area.size), buffer: widget.buffer))
                    }
                    rows.append((heading: "state: \(state.rawValue)", buffer: Gallery.compose(tiles, width: width)))
                }
                let page =
                    isMatrix
                    ? Gallery.stack(
                        [(heading: "theme: \(theme.name) · mode: \(mode.name)", buffer: Gallery.stack(rows, width: width))], width: width)
                    : rows[0].buffer
                drawn.pages.append((theme: theme, buffer: page))
            }
        }
        return drawn
    }

    /// What a screen reader reads for each family and state (`--format describe`): themes and
    /// modes change no words, so each sentence is said once — `stale · small: Maple & Moss, …`.
    package func describe(
        now: Date, locale: DisplayLocale, _ render: (WidgetFamily, PreviewState) async throws -> WidgetRequest.Drawn
    ) async rethrows
        -> (lines: [String], messages: Set<String>, isMissingInput: Bool)
    {
        var lines: [String] = []
        var messages = Set<String>()
        var missing = false
        for state in states {
            for family in families {
                let widget = try await render(family, state)
                if let message = widget.message { messages.insert(message) }
                if widget.isMissingInput { missing = true }
                lines.append(
                    "\(isMatrix ? "\(state.rawValue) · " : "")\(family.shortName): \(family.describe(widget.state, context: RenderContext(now: now, locale: locale)))"
                )
            }
        }
        return (lines, messages, missing)
    }
}
