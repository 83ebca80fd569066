import WidgetDrawing

/// Where a dashboard is shown and where its input comes from: the ncurses terminal
/// (`WidgetTerminal`), or a ``TestBackend`` that records frames. The core decides what every
/// cell shows; a backend only writes the cells it is given.
package protocol DashboardBackend: AnyObject {
    /// The screen's size in cells.
    var size: Size { get }
    /// Writes the cells of `diff` (all of them, on a cleared screen, when it is full).
    func draw(_ diff: BufferDiff)
    /// The keys, clicks and resizes waiting, without blocking.
    func readEvents() -> [InputEvent]
    /// Draws in `theme` from now on (the next frame is drawn whole).
    func setTheme(_ theme: Theme)
}

/// A backend in memory, for tests: events are queued by the test, frames are kept, and the
/// screen is what the diffs drawn so far add up to — so a test sees what a terminal would, and
/// the diffing itself is checked on every frame.
///
/// ```swift
/// let backend = TestBackend(size: Size(width: 120, height: 40))
/// backend.queue(.tab, .enter)
/// await session.step(on: backend)
/// assertSnapshot(of: backend.screen, as: .text)
/// ```
package final class TestBackend: DashboardBackend, @unchecked Sendable {
    package private(set) var size: Size
    /// What the screen shows now.
    package private(set) var screen: Buffer
    /// Every diff drawn, oldest first.
    package private(set) var diffs: [BufferDiff] = []
    /// The themes set, oldest first.
    package private(set) var themes: [String] = []
    private var pending: [InputEvent] = []

    package init(size: Size) {
        self.size = size
        screen = Buffer(size: size)
    }

    /// Queues events for the next ``readEvents()``.
    package func queue(_ events: InputEvent...) {
        pending += events
    }

    /// Makes the screen `size` cells and queues the resize, as a terminal's SIGWINCH would.
    package func resize(to size: Size) {
        self.size = size
        pending.append(.resize(size))
    }

    package func draw(_ diff: BufferDiff) {
        diffs.append(diff)
        screen = screen.applying(diff)
    }

    package func readEvents() -> [InputEvent] {
        defer { pending = [] }
        return pending
    }

    package func setTheme(_ theme: Theme) {
        themes.append(theme.name)
    }
}
