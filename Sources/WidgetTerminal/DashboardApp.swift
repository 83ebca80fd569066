#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetDrawing
import WidgetSystem
import Dispatch
import Synchronization

/// The dashboard in a terminal: a ``DashboardSession`` drawn by the ncurses ``TerminalScreen``,
/// in one loop that sleeps in a single `poll` until a key, a finished reload or intent, a quit
/// signal, an edit of the dashboard file or the next due moment — no busy loop and no
/// fixed-interval polling. Everything the dashboard decides is in the session and its model;
/// this is the host glue.
package final class DashboardApp {
    /// Everything the app needs, parsed and checked by the executable.
    package struct Configuration {
        package var session: DashboardSession.Configuration
        package var depth: ColorDepth
        /// Test-only: trap (a Swift runtime error) after this many seconds.
        package var trapAfter: Double?
        /// The dashboard file, watched while the dashboard runs: an edit is applied at once.
        package var watchedFile: String?
        /// Reads the dashboard file again and makes its placements (the executable's wiring).
        package var reload: (@Sendable () throws -> (DashboardFile, [DashboardRunner.Placement]))?
        /// Where other processes announce changed figures (an import, a publish): watched while
        /// the dashboard runs, and the widgets showing a changed metric reload at once.
        package var changeNotices: ChangeNotices?
        /// When `main` began (``monotonicSeconds()``): the first frame's time is logged from it.
        package var launchedAt: Double?
        /// Called with the session before it starts (a preview hands its runner the reloads a
        /// widget extension asks for).
        package var onSessionStart: (@Sendable (DashboardSession) -> Void)?

        package init(session: DashboardSession.Configuration, depth: ColorDepth, trapAfter: Double? = nil) {
            self.session = session
            self.depth = depth
            self.trapAfter = trapAfter
        }
    }

    let configuration: Configuration
    let clock: any TimelineClock

    /// - Parameter clock: the session's clock (the system's, for a user).
    package init(_ configuration: Configuration, clock: any TimelineClock) {
        self.configuration = configuration
        self.clock = clock
    }

    /// Runs until quit; returns the exit status.
    package func run() throws -> Int32 {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError(description: "cannot create a pipe: \(String(cString: strerror(errno)))") }
        let (wakeRead, wakeWrite) = (fds[0], fds[1])
        _ = fcntl(wakeRead, F_SETFL, O_NONBLOCK)
        _ = fcntl(wakeWrite, F_SETFL, O_NONBLOCK)
        TerminalGuard.install(wake: wakeWrite)
        let screen = try TerminalScreen(theme: configuration.session.themes[0], depth: configuration.depth)
        defer { screen.close() }
        TerminalGuard.chainWindowChange()

        let session = DashboardSession(configuration.session, clock: clock, size: screen.size) {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
        configuration.onSessionStart?(session)
        blocking { await session.start() }
        let trapAt = configuration.trapAfter.map { clock.now.addingTimeInterval($0) }
        let watcher = configuration.watchedFile.flatMap(FileWatcher.init(path:))
        // Notices from before this start are already in what the widgets read.
        var noticesSeen = configuration.changeNotices?.read(after: 0).last ?? 0
        let noticeWatcher = configuration.changeNotices.flatMap { notices -> FileWatcher? in
            try? notices.makeDirectory()
            return FileWatcher(path: notices.path)
        }
        guard blocking({ await session.step(on: screen) }) else { return 0 }
        if let log = configuration.session.log {
            // How long a user waited for something on screen, and what the process holds then.
            let elapsed = configuration.launchedAt.map { JSONValue.number(((monotonicSeconds() - $0) * 10_000).rounded() / 10) } ?? .null
            log.record(
                "dashboard_ready", at: clock.now,
                [("firstFrameMs", elapsed), ("residentBytes", ResidentMemory.current().map { .number(Double($0)) } ?? .null)])
        }
        // Once the first figures are on screen, the pages start-up alone needed go back: at the
        // first step with nothing under way (every widget's first load done), or after two
        // seconds whatever is still loading.
        var releaseAt: Date? = clock.now.addingTimeInterval(2)
        func releaseStartupPages(settled: Bool) {
            guard let at = releaseAt, settled || clock.now >= at else { return }
            releaseAt = nil
            ResidentMemory.releaseStartupCodePages()
        }
        releaseStartupPages(settled: blocking { await session.isSettled })
        while true {
            let now = clock.now
            var deadlines: [Date] = []
            if let wake = blocking({ await session.nextWake() }) { deadlines.append(wake) }
            if let trapAt { deadlines.append(trapAt) }
            if let releaseAt { deadlines.append(releaseAt) }
            let timeout: Int32 =
                deadlines.min().map { Int32(max(0, min(86_400_000, ($0.timeIntervalSince(now) * 1000).rounded(.up)))) } ?? -1
            var polls = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                pollfd(fd: watcher?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: noticeWatcher?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&polls, nfds_t(polls.count), timeout)
            if TerminalGuard.pendingQuit != 0 { return 0 }
            if TerminalGuard.takeStopRequest() { screen.suspend() }
            if polls[1].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &sink, sink.count) > 0 {}
            }
            if let trapAt, clock.now >= trapAt { crashForTesting() }
            if let watcher, polls[2].revents != 0, watcher.drain() { applyEditedDashboard(session) }
            if let noticeWatcher, let notices = configuration.changeNotices, polls[3].revents != 0, noticeWatcher.drain() {
                noticesSeen = applyChangeNotices(notices, after: noticesSeen, session)
            }
            guard blocking({ await session.step(on: screen) }) else { return 0 }
            if releaseAt != nil { releaseStartupPages(settled: blocking { await session.isSettled }) }
        }
    }

    /// The dashboard file was saved: read it again and apply it, or say why not (the last
    /// good one stays).
    func applyEditedDashboard(_ session: DashboardSession) {
        guard let reload = configuration.reload else { return }
        let name = configuration.watchedFile.map { String($0.split(separator: "/").last ?? "") } ?? "dashboard"
        do {
            let (file, placements) = try reload()
            _ = blocking { await session.apply(file, placements: placements, name: name) }
        } catch {
            // The file's name, not its whole path: the status line is one row.
            let reason = configuration.watchedFile.map { "\(error)".replacing($0 + ": ", with: "") } ?? "\(error)"
            blocking { await session.reject(name, reason: reason) }
        }
    }

    /// Figures changed in another process: every widget showing a changed metric of this
    /// dashboard's source reloads at once. Returns the last notice seen.
    func applyChangeNotices(_ notices: ChangeNotices, after seen: Int, _ session: DashboardSession) -> Int {
        let (last, new, missed) = notices.read(after: seen)
        let everything = Set(MetricID.allCases.map(\.rawValue))
        let sourceName = configuration.session.sourceName
        var changed = missed ? everything : Set<String>()
        for notice in new where notice.source == sourceName { changed.formUnion(notice.metrics) }
        if !changed.isEmpty {
            let metrics = changed
            blocking { await session.figuresChanged(source: sourceName, metrics: metrics) }
        }
        return last
    }

    /// A real Swift runtime trap, for testing that the terminal survives one.
    func crashForTesting() -> Never {
        fatalError("test-only runtime trap (WIDGETDECK_TEST_TRAP_AFTER)")
    }
}

/// Runs async work to completion from the synchronous loop (the loop's thread is not part of
/// the cooperative pool, so waiting here blocks nothing the work needs).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<T?>(nil)
    Task {
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0! }
}
