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
import WidgetFormats
import Dispatch
import Synchronization
import WidgetCore
import WidgetSystem

/// A widget extension running in its preview program, asked over a pipe (``ExtensionWire``).
/// The program runs the team's code, so it may trap, hang or throw; each request has a
/// deadline, a program that dies or misses one is replaced by a fresh one for the next request,
/// and the failure says which widget and family it was drawing and what the runtime said.
package final class PreviewProgram: WidgetExtension, @unchecked Sendable {
    package let path: String
    package let environment: [String: String]
    /// Seconds each answer may take (`WIDGETDECK_PREVIEW_DEADLINE`, default 10).
    package let deadline: Double
    private let queue = DispatchQueue(label: "widgetdeck.preview-program")
    private var child: ChildProcess?
    /// How many programs were started (a restart after a failure counts).
    package private(set) var starts = 0

    package init(path: String, environment: [String: String], deadline: Double? = nil) {
        self.path = path
        self.environment = environment
        self.deadline = deadline ?? environment["WIDGETDECK_PREVIEW_DEADLINE"].flatMap(Double.init).map { max(0.1, min($0, 3600)) } ?? 10
    }

    deinit { child?.kill() }

    /// The program now running, for ``stop()`` to end at once from any thread.
    private let running = Mutex<ChildProcess?>(nil)

    /// Ends the program (the next request starts another) at once, even while a request waits
    /// for its answer — a quit must not wait out the deadline of a widget that never returns.
    package func stop() {
        running.withLock { $0?.interrupt() }
        queue.sync {
            child?.closeInput()
            child?.kill()
            child = nil
        }
    }

    /// Sends `request` and waits for its answer's payload, and the number of the program that
    /// answered. With `program`, only that program may answer: entries live in the program that
    /// made them, and one started after a failure has none of the old one's.
    func ask(
        _ request: ExtensionWire.Request, widget: String? = nil, family: WidgetFamily? = nil, program: Int? = nil
    ) async throws -> (JSONValue, Int) {
        let answer: Result<(JSONValue, Int), ExtensionFailure> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.exchange(request, widget: widget, family: family, program: program)) }
        }
        return try answer.get()
    }

    /// An entry's id as widgetdeck knows it: the program's number, then the program's own id
    /// (`3/e12`).
    static func entryID(_ id: String, program: Int) -> String { "\(program)/\(id)" }

    /// The program and the program's own id of an entry named by ``entryID(_:program:)``.
    static func split(_ entry: String) -> (program: Int?, id: String) {
        guard let slash = entry.firstIndex(of: "/"), let program = Int(entry[..<slash]) else { return (nil, entry) }
        return (program, String(entry[entry.index(after: slash)...]))
    }

    /// One request and its answer, on the program's queue.
    private func exchange(
        _ request: ExtensionWire.Request, widget: String?, family: WidgetFamily?, program: Int?
    ) -> Result<(JSONValue, Int), ExtensionFailure> {
        do {
            if child == nil {
                var environment = self.environment
                // When the team's code traps, the runtime's backtracer names the failure and
                // the frames (`lastWords` keeps the failure and the team's own frame).
                environment["SWIFT_BACKTRACE"] =
                    "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,sanitize=yes"
                let started = try ChildProcess(executable: path, arguments: [], environment: environment)
                child = started
                running.withLock { $0 = started }
                starts += 1
            }
        } catch {
            return .failure(ExtensionFailure(widget: widget, family: family, message: "\(error)"))
        }
        guard let child else { return .failure(ExtensionFailure(message: "no preview program")) }
        if let program, program != starts {
            return .failure(
                ExtensionFailure(
                    widget: widget, family: family,
                    message: "not drawn: the preview program started again after a failure, and this entry was the old one's",
                    entryLost: true))
        }
        // A program just started says when it has loaded the extension: the deadline is the
        // widget's, and a start that a busy machine slowed must not count against it.
        var read: ChildProcess.Read? = nil
        var startTimedOut = false
        if !child.ready {
            switch child.readLine(until: monotonicSeconds() + max(deadline, Self.startAllowance)) {
            case .line(let bytes) where bytes == Array(ExtensionWire.readyLine.utf8): child.ready = true
            case .line:  // not a preview program of this widgetdeck's
                child.kill()
                read = .closed
            case let other:
                read = other
                startTimedOut = other == .timedOut
            }
        }
        let answering = starts
        var line: [UInt8] = []
        ExtensionWire.encode(request).write(into: &line)
        line.append(0x0A)
        if read == nil {
            child.clearErrors()
            read = child.write(line) ? child.readLine(until: monotonicSeconds() + deadline) : .closed
            // A program that trapped is still writing its backtrace (slow on a busy machine):
            // it did answer — with a trap, not a hang — and its words are waited for.
            if read == .timedOut, Self.isCrashing(child.errorText) {
                read = child.readLine(until: monotonicSeconds() + Self.startAllowance)
            }
        }
        if case .line = read {
            // What the widget's code printed while answering (its standard output is standard
            // error here, so nothing it prints is taken for an answer), kept for --verbose.
            child.drainErrors()
            keep(printed: child.errorText)
        }
        switch read ?? .closed {
        case .line(let bytes):
            do {
                return .success((try ExtensionWire.payload(try JSONValue.parse(bytes)), answering))
            } catch let failure as ExtensionFailure {
                return .failure(
                    ExtensionFailure(
                        widget: failure.widget ?? widget, family: failure.family ?? family, message: failure.message,
                        entryLost: failure.entryLost))
            } catch {
                self.child = nil
                child.kill()
                return .failure(
                    ExtensionFailure(
                        widget: widget, family: family, message: "the preview program wrote something that is not an answer: \(error)"))
            }
        case .timedOut:
            self.child = nil
            child.kill()
            return .failure(
                ExtensionFailure(
                    widget: widget, family: family,
                    message: startTimedOut
                        ? "the preview program did not start within \(Self.seconds(max(deadline, Self.startAllowance))): the bundle's @main or a widget's initialiser never returned (stopped)"
                        : "no answer within \(Self.seconds(deadline)): the widget's code never returned (stopped; WIDGETDECK_PREVIEW_DEADLINE sets the limit)"
                ))
        case .closed:
            self.child = nil
            // What the program started goes with it: killed before the program, exiting, is
            // reaped, while its session's number is still its own.
            child.interrupt()
            let termination = child.wait()
            var said = Self.lastWords(child.errorText)
            if said.contains("failed to allocate") || said.contains("allocate memory") {
                let limit = environment["WIDGETDECK_PREVIEW_MEMORY"].flatMap(Int.init) ?? ExtensionWire.memoryLimitDefault
                said += " — past the preview's memory limit of \(limit) MB (WIDGETDECK_PREVIEW_MEMORY sets it)"
            }
            // The runtime's own words first (they fit a small tile), then what happened.
            return .failure(
                ExtensionFailure(
                    widget: widget, family: family,
                    message: said.isEmpty
                        ? "the widget's code stopped the preview program (it \(termination))"
                        : "\(said) (the preview program \(termination))"))
        }
    }

    /// Whether the program's standard error says it trapped: the runtime's message, or the
    /// backtracer's first line.
    static func isCrashing(_ text: String) -> Bool {
        ["*** Program crashed", "*** Signal", "Fatal error", "fatal error", "Precondition failed", "Swift runtime failure"].contains {
            text.contains($0)
        }
    }

    /// Seconds a preview program may take to start and load the extension (its `@main`'s
    /// and its widgets' initialisers run then), when the answers' deadline is shorter.
    static let startAllowance: Double = 30

    /// What the widget's code printed (`print`, `NSLog`, its standard output and error), the
    /// last 64 KB over every answer, made safe for a terminal.
    package var printed: String {
        queue.sync {
            printedText.split(separator: "\n", omittingEmptySubsequences: false).map(TerminalText.sanitizedKeepingTabs).joined(
                separator: "\n")
        }
    }
    private var printedText = ""

    private func keep(printed text: String) {
        guard !text.isEmpty else { return }
        printedText += text
        if printedText.utf8.count > 1 << 16 { printedText = String(printedText.suffix(1 << 15)) }
    }

    /// The runtime's message from a trap: the `Fatal error: …` line; else the backtracer's
    /// `Swift runtime failure: …` (an overflow, an index out of range) with the first frame in
    /// the team's own code; else the last lines said.
    static func lastWords(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed") })
        {
            return TerminalText.sanitized(Self.messageFirst(fatal))
        }
        if let crash = lines.firstIndex(where: { $0.hasPrefix("*** Signal") || $0.hasPrefix("*** Program crashed") }) {
            // What the program said before it crashed, less the backtracer's own remarks.
            let said = lines[..<crash].filter { !$0.hasPrefix("swift-runtime:") }.suffix(3).joined(separator: " · ")
            let failure =
                lines.first { $0.hasPrefix("*** Swift runtime failure:") }.map {
                    String($0.dropFirst(4).dropLast($0.hasSuffix(" ***") ? 4 : 0))
                }
                ?? lines.first { $0.hasPrefix("*** Program crashed:") }.map {
                    // "Program crashed: Illegal instruction at 0x…": the address differs run to run.
                    let said = String($0.dropFirst(4).prefix { $0 != "*" }).trimmingSpaces()
                    return said.ranges(of: " at 0x").first.map { String(said[..<$0.lowerBound]) } ?? said
                }
            let place = lines.lazy.compactMap(Self.teamFrame).first
            let what = [said.isEmpty ? nil : said, failure].compactMap { $0 }.joined(separator: " · ")
            return TerminalText.sanitized((what.isEmpty ? "a trap" : what) + (place.map { " (\($0))" } ?? ""))
        }
        return TerminalText.sanitized(lines.suffix(3).joined(separator: " · "))
    }

    /// A backtrace frame in the team's code: `File.swift:3` from `… in preview at src/File.swift:3:29`;
    /// nil for the runtime's frames and widgetdeck's own.
    static func teamFrame(_ line: String) -> String? {
        guard !line.contains("[system]"), let at = line.ranges(of: " at ").last else { return nil }
        let location = line[at.upperBound...]
        guard location.contains(".swift:"), !location.contains("AppleSDK/"), !location.contains("Sources/Widget"),
            !location.contains("<compiler-generated>")
        else { return nil }
        let parts = location.split(separator: "/").last?.split(separator: ":") ?? []
        guard parts.count >= 2 else { return nil }
        return "\(parts[0]):\(parts[1])"
    }

    /// `Widgets/Clock.swift:34: Fatal error: no layout` → `Fatal error: no layout (Clock.swift:34)`:
    /// what happened first, where after — a small tile shows the first words.
    static func messageFirst(_ line: String) -> String {
        for marker in ["Fatal error", "fatal error", "Precondition failed", "Assertion failed"] {
            guard let range = line.firstRange(of: marker), range.lowerBound != line.startIndex else { continue }
            let place = line[..<range.lowerBound].trimmingSpaces()
            guard place.hasSuffix(":"), place.contains(".swift:") else { continue }
            let file = place.dropLast().split(separator: "/").last.map(String.init) ?? String(place.dropLast())
            return String(line[range.lowerBound...]) + " (\(file))"
        }
        return line
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    // MARK: - WidgetExtension

    package func catalog() async throws -> ExtensionCatalog {
        let (payload, _) = try await ask(.catalog)
        do { return try ExtensionWire.decodeCatalog(payload) } catch { throw ExtensionFailure(message: "\(error)") }
    }

    package func timeline(_ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date) async throws -> HostedTimeline {
        let (payload, program) = try await ask(.timeline(phase, widget: widget, family: family, now: now), widget: widget, family: family)
        return try Self.timeline(payload, program: program, widget: widget, family: family).get()
    }

    package func picture(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPicture {
        let (program, id) = Self.split(request.entry)
        var inner = request
        inner.entry = id
        let (payload, _) = try await ask(
            .picture(inner, now: now, isLocked: isLocked), widget: request.widget, family: request.family, program: program)
        return try Self.picture(payload, of: request).get()
    }

    /// The timeline and its pictures in one turn of the program's queue: a failure of another
    /// widget (which restarts the program, and its entries go with it) cannot come between them.
    package func drawnTimeline(
        _ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date,
        draw: @escaping @Sendable (HostedEntry) -> (request: PictureRequest, now: Date)
    ) async throws -> (timeline: HostedTimeline, pictures: [WidgetPicture]) {
        let answer: Result<(HostedTimeline, [WidgetPicture]), ExtensionFailure> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: self.drawnExchange(phase, widget: widget, family: family, now: now, draw: draw))
            }
        }
        return try answer.get()
    }

    private func drawnExchange(
        _ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date,
        draw: (HostedEntry) -> (request: PictureRequest, now: Date)
    ) -> Result<(HostedTimeline, [WidgetPicture]), ExtensionFailure> {
        let answered = exchange(.timeline(phase, widget: widget, family: family, now: now), widget: widget, family: family, program: nil)
        return answered.flatMap { payload, program in
            Self.timeline(payload, program: program, widget: widget, family: family).flatMap { timeline in
                var pictures: [WidgetPicture] = []
                for entry in timeline.entries {
                    let (request, at) = draw(entry)
                    var inner = request
                    inner.entry = Self.split(request.entry).id
                    let drawn = exchange(
                        .picture(inner, now: at, isLocked: false), widget: widget, family: family, program: program
                    ).flatMap { Self.picture($0.0, of: request) }
                    switch drawn {
                    case .success(let picture): pictures.append(picture)
                    case .failure(let failure): return .failure(failure)
                    }
                }
                return .success((timeline, pictures))
            }
        }
    }

    /// A timeline's answer, its entries named by ``entryID(_:program:)``.
    static func timeline(
        _ payload: JSONValue, program: Int, widget: String, family: WidgetFamily
    ) -> Result<HostedTimeline, ExtensionFailure> {
        do {
            var timeline = try ExtensionWire.decodeTimeline(payload)
            for i in timeline.entries.indices { timeline.entries[i].id = Self.entryID(timeline.entries[i].id, program: program) }
            return .success(timeline)
        } catch {
            return .failure(ExtensionFailure(widget: widget, family: family, message: "\(error)"))
        }
    }

    /// A picture's answer, to be drawn again by the entry's id as widgetdeck knows it.
    static func picture(_ payload: JSONValue, of request: PictureRequest) -> Result<WidgetPicture, ExtensionFailure> {
        do {
            var picture = try ExtensionWire.decodePicture(payload)
            if picture.redraw != nil { picture.redraw?.entry = request.entry }
            return .success(picture)
        } catch {
            return .failure(ExtensionFailure(widget: request.widget, family: request.family, message: "\(error)"))
        }
    }

    package func perform(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome {
        let (program, id) = Self.split(request.entry)
        var inner = request
        inner.entry = id
        let (payload, _) = try await ask(
            .perform(control: control, request: inner, now: now), widget: request.widget, family: request.family, program: program)
        do { return try ExtensionWire.decodeOutcome(payload) } catch {
            throw ExtensionFailure(widget: request.widget, family: request.family, message: "\(error)")
        }
    }
}
