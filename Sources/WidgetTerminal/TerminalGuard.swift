#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need — they can capture nothing — written before they are
/// installed and only read after.
///
/// The C structs live on the heap, allocated once at their full C size: a module-level Swift
/// global of an imported C struct can be given fewer bytes than C writes through a pointer to
/// it (`sigaction`: 148 given, 152 written by glibc), and the overflow silently rewrote the next
/// global — the release dashboard quit a second after it started. See DECISIONS.md, "C structs
/// never in Swift globals".
private struct HandlerState: @unchecked Sendable {
    /// The terminal's settings before the dashboard changed them.
    let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// ncurses' SIGWINCH handler, chained after ours.
    let previousWindowChange = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    /// [0] whether `savedTermios` holds settings, [1] the wake pipe's write end, [2] the quit
    /// signal that arrived (0: none), [3] the watchdog's pipe's write end, [4] whether the
    /// dashboard's own (alternate) screen is up, [5] whether a stop (Ctrl-Z, SIGTSTP) was asked.
    let words = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 6)

    init() {
        savedTermios.initialize(to: termios())
        previousWindowChange.initialize(to: sigaction())
        words.initialize(repeating: 0, count: 6)
        words[1] = -1
        words[3] = -1
    }

    var haveSavedTermios: Bool {
        get { words[0] != 0 }
        nonmutating set { words[0] = newValue ? 1 : 0 }
    }
    var wakeFD: Int32 {
        get { words[1] }
        nonmutating set { words[1] = newValue }
    }
    var quitSignal: Int32 {
        get { words[2] }
        nonmutating set { words[2] = newValue }
    }
    var watchdogFD: Int32 {
        get { words[3] }
        nonmutating set { words[3] = newValue }
    }
    var onOwnScreen: Bool {
        get { words[4] != 0 }
        nonmutating set { words[4] = newValue ? 1 : 0 }
    }
    var stopAsked: Bool {
        get { words[5] != 0 }
        nonmutating set { words[5] = newValue ? 1 : 0 }
    }
}

/// Ctrl-Z's handler: asks the loop to stop the dashboard (giving the terminal back first), and
/// wakes it. The stop itself is not done here: the screen is ncurses', not a handler's.
private let stopHandler: @convention(c) (Int32) -> Void = { _ in
    handlerState.stopAsked = true
    var byte: UInt8 = 0x7A
    _ = write(handlerState.wakeFD, &byte, 1)
}

/// Made by `TerminalGuard.install` before any handler exists; never freed (one per process).
private let handlerState = HandlerState()

/// The escape sequences that give a terminal back: synchronized output ended, attributes reset,
/// the ordinary character set (`ESC ( B`, SI: a frame cut short may have left line drawing on),
/// mouse reporting off, normal cursor keys and keypad (`ESC[?1l ESC>`: a crash must not leave the
/// shell's arrow keys in application mode), the normal screen, the cursor shown.
private let restoreSequence: [UInt8] = Array(
    "\u{1B}[?2026l\u{1B}[0m\u{1B}(B\u{0F}\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[?25h\r\n"
        .utf8)

/// Clears the dashboard's own screen before it is left: tmux, leaving the alternate screen of a
/// window that grew, shrinks and regrows it, and would pull its top rows onto the shell's screen.
private let clearSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

/// Gives the terminal back, with async-signal-safe calls only: the dashboard's screen cleared
/// if it is still up, then the restore sequence and the saved settings.
private func giveBack() {
    TerminalGuard.clearOwnScreen()
    _ = restoreSequence.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if handlerState.haveSavedTermios { tcsetattr(STDIN_FILENO, TCSANOW, handlerState.savedTermios) }
}

/// Keeps the terminal recoverable whatever happens: quit signals (Ctrl-C, SIGTERM, SIGHUP) ask
/// the loop to end cleanly — and if it has not within a second (it is busy: placing thousands of
/// widgets, a slow source), a watchdog thread gives the terminal back and ends the process, so a
/// quit is never ignored; a crash (a Swift runtime trap is SIGILL or SIGTRAP; also SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE) restores the terminal from the handler — with async-signal-safe
/// calls only — and then lets the process die of the same signal, as it would have.
package enum TerminalGuard {
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Saves the terminal's settings and installs the handlers; `wake` is written a byte when
    /// a quit signal arrives, so a loop blocked in `poll` wakes up.
    package static func install(wake: Int32) {
        let state = handlerState
        // Globals are made on first use: make these now, not inside a crash handler.
        _ = restoreSequence.count
        _ = clearSequence.count
        if tcgetattr(STDIN_FILENO, state.savedTermios) == 0 { state.haveSavedTermios = true }
        state.wakeFD = wake
        for sig in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                giveBack()
                signal(sig, SIG_DFL)
                raise(sig)
            }
            action.sa_flags = 0
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
        for sig in quitSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                handlerState.quitSignal = sig
                var byte: UInt8 = 0x71
                _ = write(handlerState.wakeFD, &byte, 1)
                _ = write(handlerState.watchdogFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
        installStopHandler()
        startWatchdog()
        signal(SIGPIPE, SIG_IGN)
        // A parent may have left these blocked (a test runner, a supervisor): the dashboard
        // must see quits, window changes and crashes whatever it inherited.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in quitSignals + crashSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// A thread that sleeps reading a pipe the quit handlers write to; woken, it waits one
    /// second for the loop to finish, then restores the terminal and ends the process itself.
    private static func startWatchdog() {
        let fds = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        defer { fds.deallocate() }
        guard pipe(fds) == 0 else { return }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        let readEnd = fds[0]
        handlerState.watchdogFD = fds[1]
        var thread = pthread_t()
        let context = UnsafeMutableRawPointer(bitPattern: Int(readEnd) + 1)
        pthread_create(
            &thread, nil,
            { context in
                let fd = Int32(Int(bitPattern: context) - 1)
                var byte: UInt8 = 0
                while read(fd, &byte, 1) < 0 && errno == EINTR {}
                var second = timespec(tv_sec: 1, tv_nsec: 0), left = timespec()
                while nanosleep(&second, &left) != 0 && errno == EINTR { second = left }
                // Still here a second after a quit: give the terminal back and end.
                giveBack()
                _exit(128 + handlerState.quitSignal)
            }, context)
        pthread_detach(thread)
    }

    /// After ncurses installed its own SIGWINCH handler: also write to the wake pipe, so a loop
    /// that entered `poll` just after the signal still wakes up to read KEY_RESIZE.
    package static func chainWindowChange() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            var byte: UInt8 = 0x77
            _ = write(handlerState.wakeFD, &byte, 1)
            if let previous = handlerState.previousWindowChange.pointee.__sigaction_handler.sa_handler,
                unsafeBitCast(previous, to: Int.self) > 1
            {  // not SIG_DFL (0) or SIG_IGN (1)
                previous(sig)
            }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGWINCH, &action, handlerState.previousWindowChange)
    }

    /// Ctrl-Z (SIGTSTP) is ours: installed before ncurses starts, so ncurses leaves it alone.
    private static func installStopHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = stopHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGTSTP, &action, nil)
    }

    /// Whether a stop was asked since the last call (and forgets it).
    package static func takeStopRequest() -> Bool {
        guard handlerState.stopAsked else { return false }
        handlerState.stopAsked = false
        return true
    }

    /// Gives the terminal back and stops the process, as a shell's job control expects; returns
    /// when the process is continued (`fg`, SIGCONT), with the handler in place again. The
    /// caller takes the terminal back and redraws everything.
    static func stopUntilContinued() {
        giveBack()
        signal(SIGTSTP, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(SIGTSTP)
        // Continued.
        installStopHandler()
        handlerState.stopAsked = false
    }

    /// The quit signal that arrived, or 0.
    package static var pendingQuit: Int32 { handlerState.quitSignal }

    /// Gives the terminal back now (for errors on the way out).
    package static func restore() {
        giveBack()
    }

    /// The dashboard's own screen is up: a crash or a late quit clears it before giving the
    /// terminal back. ``TerminalScreen`` says so as it opens.
    static func enteredOwnScreen() {
        handlerState.onOwnScreen = true
    }

    /// Clears the dashboard's own screen, once, before it is left (``TerminalScreen/close()``,
    /// and the ways out above).
    static func clearOwnScreen() {
        if handlerState.onOwnScreen {
            handlerState.onOwnScreen = false
            _ = clearSequence.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
    }
}
