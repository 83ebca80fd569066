import WidgetDrawing

/// A key, a click or a change of the screen, as the dashboard understands input: what a
/// backend reads from a terminal, and what a test presses.
package enum InputEvent: Hashable, Sendable {
    case character(Character)
    case tab, backTab, up, down, left, right, pageUp, pageDown, enter, escape
    /// A left click at a cell of the screen (from 0).
    case click(x: Int, y: Int)
    /// The mouse wheel turned one notch up (towards the top of the page) or down.
    case wheelUp, wheelDown
    /// The screen is now `Size` cells.
    case resize(Size)
    /// Ctrl-C read as a key.
    case interrupt
}
