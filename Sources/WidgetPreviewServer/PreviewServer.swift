// The preview program's host: `widgetdeck preview` compiles a team's widget extension with
// this module's archive, runs the program, and asks it questions — one JSON document a line on
// standard input, one answer a line on standard output (``ExtensionWire``). The extension's
// own code runs here, in this process; widgetdeck, in its own, survives whatever it does:
// a trap ends this program (its message on standard error), a body that never returns is
// killed at the deadline, and the terminal is widgetdeck's throughout.
import WidgetFormats
import Dispatch
import Glibc
import FoundationCompatibility
import WidgetKit
import WidgetCore
import WidgetPreview

/// The preview program's entry point, called by its C `main` with the extension's own `@main`
/// (compiled as `widgetdeck_user_main`), if it has one.
@_cdecl("widgetdeck_preview_main")
public func widgetdeckPreviewMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ userMain: (@convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32)?
) -> Int32 {
    let arguments = UncheckedArguments(argv: argv)
    // Answers go out on a descriptor of their own; what the widget's code prints (`print`,
    // `debugPrint`, NSLog) goes where a phone's console would be — standard error — and never
    // into an answer.
    PreviewServer.answers = dup(1)
    if PreviewServer.answers < 0 { PreviewServer.answers = 1 } else { dup2(2, 1) }
    // Nor can a process the widget's code starts write on the answers' descriptor.
    _ = fcntl(PreviewServer.answers, F_SETFD, FD_CLOEXEC)
    PreviewServer.limitMemory()
    // One question at a time: the wall clock may stand still for the whole program.
    WidgetClock.stopsWholeProcess = true
    let loaded = MainActor.assumeIsolated { () -> LoadedWidgetExtension in
        var declared: [any SwiftUI.Widget] = []
        WidgetHostEntry.handler = { declared = $0 }
        if let userMain { _ = userMain(argc, arguments.argv) }
        WidgetHostEntry.handler = nil
        return LoadedWidgetExtension.registered(widgets: declared, locale: PreviewServer.viewerLocale())
    }
    let server = PreviewServer(extension: loaded)
    // Ready: widgetdeck times each answer from here, not from a start a loaded machine slowed.
    PreviewServer.write(Array(ExtensionWire.readyLine.utf8) + [0x0A])
    let reader = Thread { server.serve() }
    reader.stackSize = 1 << 20
    reader.start()
    // The main thread runs the main run loop, which serves the main queue — and so the main
    // actor, where views are built — on its own 8 MB stack, as a phone's does. (dispatchMain
    // would end this thread and serve the queue from a worker's 512 KB stack, which a large
    // view's body, unoptimised, overflows.)
    while true { RunLoop.main.run() }
}

/// The program's arguments, handed to the extension's `main` on the main thread they came from.
struct UncheckedArguments: @unchecked Sendable {
    let argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
}

/// Reads requests and writes answers, one at a time, in order.
final class PreviewServer: @unchecked Sendable {
    let loaded: LoadedWidgetExtension

    init(extension loaded: LoadedWidgetExtension) {
        self.loaded = loaded
    }

    /// Serves until standard input ends, then ends the program.
    func serve() {
        while let line = readLine(strippingNewline: true) {
            let done = DispatchSemaphore(value: 0)
            let request = line
            Task { @MainActor in
                let answer = await self.answer(request)
                var bytes: [UInt8] = []
                answer.write(into: &bytes)
                bytes.append(0x0A)
                // What the widget's code printed while answering reaches standard error first,
                // so widgetdeck reads it with this answer (print() buffers a pipe otherwise).
                fflush(nil)
                PreviewServer.write(bytes)
                done.signal()
            }
            done.wait()
        }
        exit(0)
    }

    /// Limits the memory the widget's code may take (`WIDGETDECK_PREVIEW_MEMORY` megabytes,
    /// checked by widgetdeck, or ``ExtensionWire/memoryLimitDefault``): what the program
    /// allocates past it fails, and the runtime's words say so (RLIMIT_DATA counts the heap and
    /// private mappings, not the code and data files mapped to read).
    static func limitMemory() {
        let megabytes =
            getenv("WIDGETDECK_PREVIEW_MEMORY").flatMap { Int(String(cString: $0)) } ?? ExtensionWire.memoryLimitDefault
        var limit = rlimit(rlim_cur: rlim_t(megabytes) << 20, rlim_max: rlim_t(megabytes) << 20)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    }

    /// Where answers are written: the program's standard output as it started.
    nonisolated(unsafe) static var answers: Int32 = 1

    /// Writes `bytes` to the answers' descriptor whole; a reader that went away ends the program.
    static func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in Glibc.write(answers, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { exit(0) }
            offset += written
        }
    }

    func answer(_ line: String) async -> JSONValue {
        do {
            let request = try ExtensionWire.decodeRequest(try JSONValue.parse(line))
            switch request {
            case .catalog:
                return ExtensionWire.ok(ExtensionWire.encode(try await loaded.catalog()))
            case .timeline(let phase, let widget, let family, let now):
                return ExtensionWire.ok(ExtensionWire.encode(try await loaded.timeline(phase, widget: widget, family: family, now: now)))
            case .picture(let request, let now, let isLocked):
                return ExtensionWire.ok(ExtensionWire.encode(try await loaded.picture(request, now: now, isLocked: isLocked)))
            case .perform(let control, let request, let now):
                return ExtensionWire.ok(ExtensionWire.encode(try await loaded.perform(control: control, on: request, now: now)))
            }
        } catch let failure as ExtensionFailure {
            return ExtensionWire.failure(failure)
        } catch {
            return ExtensionWire.failure(ExtensionFailure(message: "\(error)"))
        }
    }

    /// The viewer's locale facts and time zone, from the environment widgetdeck started this
    /// program with (`LANG`, `LC_TIME`, `TZ`).
    static func viewerLocale() -> DisplayLocale {
        let environment = ProcessInfo.processInfo.environment
        var zone = ZoneRules.utc
        let name = environment["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }
        let path = name.map { $0.hasPrefix("/") ? $0 : "/usr/share/zoneinfo/\($0)" } ?? "/etc/localtime"
        if let data = FileManager.default.contents(atPath: path), let rules = ZoneRules(tzif: Array(data), name: name ?? "localtime") {
            zone = rules
        }
        return DisplayLocale.from(environment: environment, timeZone: zone)
    }
}
