#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Signal handlers can capture nothing: what they need lives here, written once before they are
// installed and only read after.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var haveSavedTermios = false
nonisolated(unsafe) private var wakeFD: Int32 = -1
nonisolated(unsafe) private var quitSignal: sig_atomic_t = 0
nonisolated(unsafe) private var previousWindowChange = sigaction()

/// The escape sequences that give a terminal back: normal screen, cursor shown, mouse
/// reporting off, attributes reset, synchronized output ended.
private let restoreSequence: [UInt8] = Array("\u{1B}[?2026l\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1049l\u{1B}[?25h\r\n".utf8)

/// Keeps the terminal recoverable whatever happens: quit signals (Ctrl-C, SIGTERM, SIGHUP) ask
/// the loop to end cleanly; a crash (a Swift runtime trap is SIGILL or SIGTRAP; also SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE) restores the terminal from the handler — with async-signal-safe
/// calls only — and then lets the process die of the same signal, as it would have.
public enum TerminalGuard {
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Saves the terminal's settings and installs the handlers; `wake` is written a byte when
    /// a quit signal arrives, so a loop blocked in `poll` wakes up.
    public static func install(wake: Int32) {
        if tcgetattr(STDIN_FILENO, &savedTermios) == 0 { haveSavedTermios = true }
        wakeFD = wake
        for sig in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                _ = restoreSequence.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if haveSavedTermios { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
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
                quitSignal = sig
                var byte: UInt8 = 0x71
                _ = write(wakeFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
        signal(SIGPIPE, SIG_IGN)
        // A parent may have left these blocked (a test runner, a supervisor): the dashboard
        // must see quits, window changes and crashes whatever it inherited.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in quitSignals + crashSignals + [SIGWINCH] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// After ncurses installed its own SIGWINCH handler: also write to the wake pipe, so a loop
    /// that entered `poll` just after the signal still wakes up to read KEY_RESIZE.
    public static func chainWindowChange() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            var byte: UInt8 = 0x77
            _ = write(wakeFD, &byte, 1)
            if let previous = previousWindowChange.__sigaction_handler.sa_handler,
               unsafeBitCast(previous, to: Int.self) > 1 {  // not SIG_DFL (0) or SIG_IGN (1)
                previous(sig)
            }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGWINCH, &action, &previousWindowChange)
    }

    /// The quit signal that arrived, or 0.
    public static var pendingQuit: Int32 { Int32(quitSignal) }

    /// Gives the terminal back now (for errors on the way out).
    public static func restore() {
        _ = restoreSequence.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if haveSavedTermios { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
    }
}
