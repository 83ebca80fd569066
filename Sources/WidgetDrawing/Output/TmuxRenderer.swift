/// Turns one row of a ``Buffer`` into tmux's status-line style markup: `#[fg=#98989f]Sales
/// #[fg=#f2f2f7,bold]$7,765#[default]`. Foreground colours and bold only — the status bar keeps
/// its own background — and every `#` from the text doubled, so nothing from data becomes a
/// tmux format (`#(…)` would run a command).
package struct TmuxRenderer: Sendable {
    package var theme: Theme

    package init(theme: Theme) {
        self.theme = theme
    }

    /// The first row of `buffer`, trailing blanks left out, as tmux markup.
    package func render(_ buffer: Buffer) -> String {
        let cells = buffer.cells.prefix(buffer.usedWidth)
        var out = ""
        var current: (StyleRole, Bool)?
        for cell in cells where cell.width != 0 {
            let wanted = (cell.style.foreground, cell.style.attributes.contains(.bold))
            if !cell.isSpace, current.map({ $0 != wanted }) ?? true {
                out += "#[default]"
                out += "#[fg=\(theme[wanted.0].rgb.hex)\(wanted.1 ? ",bold" : "")]"
                current = wanted
            }
            out += cell.symbol == "#" ? "##" : cell.symbol
        }
        if current != nil { out += "#[default]" }
        // The first reset is redundant: nothing is in force before the line.
        if out.hasPrefix("#[default]") { out.removeFirst(10) }
        return out
    }
}
