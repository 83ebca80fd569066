import WidgetDrawing

/// How a control (iOS 18's Control Center button or toggle) is drawn: its three sizes side by
/// side, each Control Center's module divided by the cell (8.5 × 17 pt) —
///
/// ```text
/// ╭─────╮ ╭───────────────╮ ╭───────────────╮   small (62 pt square): the symbol;
/// │ 💡  │ │ 💡 Lights      │ │ 💡            │   medium (146 × 62 pt): symbol, title,
/// │     │ │ On            │ │               │   value; large (146 pt square): the
/// ╰─────╯ ╰───────────────╯ │               │   symbol above, title and value below
///                           │ Lights        │
///                           │ On            │
///                           ╰───────────────╯
/// ```
package enum ControlSheet {
    package static let size = Size(width: 43, height: 9)
    package static let small = Rect(x: 0, y: 0, width: 7, height: 4)
    package static let medium = Rect(x: 8, y: 0, width: 17, height: 4)
    package static let large = Rect(x: 26, y: 0, width: 17, height: 9)
}
