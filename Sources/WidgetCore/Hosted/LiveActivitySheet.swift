import WidgetDrawing

/// How a Live Activity's content state is drawn: one sheet of its presentations, each at its
/// documented point size divided by the cell (8.5 × 17 pt), in a rounded outline titled with
/// its name —
///
/// ```text
/// ╭ Lock Screen ─────────────────────────────╮   364 × up to 160 pt, as tall as its content
/// │ …                                        │
/// ╰──────────────────────────────────────────╯
/// ╭ compact ──────────────────╮ ╭────╮           compact: leading and trailing, each 52 pt,
/// │ lead               trail  │ │    │ minimal   beside the camera; minimal 37 pt
/// ╰───────────────────────────╯ ╰────╯
/// ╭ expanded ────────────────────────────────╮   371 × up to 160 pt: leading and trailing beside
/// │ leading      center       trailing       │   the camera, center below it, bottom
/// │ bottom                                   │   across
/// ╰──────────────────────────────────────────╯
/// ```
package enum LiveActivitySheet {
    /// The most a sheet takes: each presentation at its largest. A sheet is as tall as its
    /// presentations' content asks, up to this.
    package static let size = Size(width: 44, height: 23)
    /// The Lock Screen presentation and the expanded island, outline included: 364 and 371 pt
    /// wide, at most 160 pt tall.
    package static let bannerWidth = 44
    package static let bannerMaxHeight = 10
    /// The compact presentation: leading and trailing beside the camera (52 + 126 + 52 pt
    /// wide, 37 pt tall: one row between the outline's).
    package static let compactSize = Size(width: 29, height: 3)
    package static let compactSideWidth = 6
    /// The minimal presentation (37 pt, when two activities share the island).
    package static let minimalSize = Size(width: 6, height: 3)
    /// The most the expanded island's leading and trailing regions take, beside the camera:
    /// each is as wide as its content, up to this.
    package static let expandedSideWidth = 13
}
