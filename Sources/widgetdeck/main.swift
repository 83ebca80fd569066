// widgetdeck: the command word split off and the command run; what it throws becomes a message
// and a documented exit status. Commands live in WidgetCommandLine, where tests reach them.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCommandLine
import WidgetCore
import WidgetSystem
import WidgetTerminal

CommandLineTool.launchedAt = monotonicSeconds()
// A reader that goes away (`widgetdeck gallery | head`) must not kill the process mid-write.
signal(SIGPIPE, SIG_IGN)
// The one clock: everything that tells time is given it (tests give a manual one instead).
let platform = Platform(clock: SystemClock())
let (command, arguments) = CommandLineTool.command(of: Array(CommandLine.arguments.dropFirst()))

/// Ends the process with `code`. Output went out through `write(2)` as it was made, and the
/// stores and the terminal are closed by then: what `exit` would still do — run the static
/// destructors of the Swift runtime's caches, 0.5 ms of a one-shot render — changes nothing
/// anyone sees, so it is skipped (C streams are flushed first, should anything have used one).
func finish(_ code: Int32) -> Never {
    fflush(nil)
    // Closing standard output reports what a delayed write could not do (a full disk on NFS).
    if close(1) != 0 && errno != EBADF && errno != EINTR { WriteFailures.record("standard output", errno: errno) }
    if code == ExitStatus.ok.rawValue || code == ExitStatus.findings.rawValue, !WriteFailures.all.isEmpty {
        complain(WriteFailures.all.map { $0 + "; the output is incomplete" }.joined(separator: "\n"))
        _exit(ExitStatus.ioError.rawValue)
    }
    _exit(code)
}

do {
    finish(try CommandLineTool.run(command, arguments: arguments, platform: platform).rawValue)
} catch let error as UsageError {
    complain(error.message)
    finish(ExitStatus.usage.rawValue)
} catch let error as CommandError {
    complain(error.message)
    finish(error.status.rawValue)
} catch let error as SetupError {
    complain(error.message)
    finish(ExitStatus(error.kind).rawValue)
} catch {
    complain("\(error)")
    finish(ExitStatus.software.rawValue)
}
