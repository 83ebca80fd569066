import Dispatch
import Synchronization
import WidgetCore
import WidgetSystem

/// A widget extension running in its preview program, asked over a pipe (``ExtensionWire``).
/// The program runs the team's code, so it may trap, hang or throw; each request has a
/// deadline, a program that dies or misses one is replaced by a fresh one for the next request,
/// and the failure says which widget and family it was drawing and what the runtime said.
public final class PreviewProgram: WidgetExtension, @unchecked Sendable {
    public let path: String
    public let environment: [String: String]
    /// Seconds each answer may take (`WIDGETDECK_PREVIEW_DEADLINE`, default 10).
    public let deadline: Double
    private let queue = DispatchQueue(label: "widgetdeck.preview-program")
    private var child: ChildProcess?
    /// How many programs were started (a restart after a failure counts).
    public private(set) var starts = 0

    public init(path: String, environment: [String: String], deadline: Double? = nil) {
        self.path = path
        self.environment = environment
        self.deadline = deadline ?? environment["WIDGETDECK_PREVIEW_DEADLINE"].flatMap(Double.init).map { max(0.1, min($0, 3600)) } ?? 10
    }

    deinit { child?.kill() }

    /// Ends the program (the next request starts another).
    public func stop() {
        queue.sync {
            child?.closeInput()
            child?.kill()
            child = nil
        }
    }

    /// Sends `request` and waits for its answer's payload.
    func ask(_ request: ExtensionWire.Request, widget: String? = nil, family: WidgetFamily? = nil) async throws -> JSONValue {
        let answer: Result<JSONValue, ExtensionFailure> = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.exchange(request, widget: widget, family: family)) }
        }
        return try answer.get()
    }

    /// One request and its answer, on the program's queue.
    private func exchange(_ request: ExtensionWire.Request, widget: String?, family: WidgetFamily?) -> Result<JSONValue, ExtensionFailure> {
        do {
            if child == nil {
                var environment = self.environment
                // Only the runtime's message when the team's code traps: not a backtrace.
                environment["SWIFT_BACKTRACE"] = "enable=no"
                child = try ChildProcess(executable: path, arguments: [], environment: environment)
                starts += 1
            }
        } catch {
            return .failure(ExtensionFailure(widget: widget, family: family, message: "\(error)"))
        }
        guard let child else { return .failure(ExtensionFailure(message: "no preview program")) }
        var line: [UInt8] = []
        ExtensionWire.encode(request).write(into: &line)
        line.append(0x0A)
        child.clearErrors()
        let sent = child.write(line)
        let read = sent ? child.readLine(until: monotonicSeconds() + deadline) : .closed
        switch read {
        case .line(let bytes):
            do {
                return .success(try ExtensionWire.payload(try JSONValue.parse(bytes)))
            } catch let failure as ExtensionFailure {
                return .failure(ExtensionFailure(widget: failure.widget ?? widget, family: failure.family ?? family, message: failure.message))
            } catch {
                self.child = nil
                child.kill()
                return .failure(ExtensionFailure(widget: widget, family: family, message: "the preview program wrote something that is not an answer: \(error)"))
            }
        case .timedOut:
            self.child = nil
            child.kill()
            return .failure(ExtensionFailure(widget: widget, family: family,
                                             message: "no answer within \(Self.seconds(deadline)): the widget's code never returned (stopped; WIDGETDECK_PREVIEW_DEADLINE sets the limit)"))
        case .closed:
            self.child = nil
            let termination = child.wait()
            let said = Self.lastWords(child.errorText)
            // The runtime's own words first (they fit a small tile), then what happened.
            return .failure(ExtensionFailure(widget: widget, family: family,
                                             message: said.isEmpty ? "the widget's code stopped the preview program (it \(termination))"
                                                 : "\(said) (the preview program \(termination))"))
        }
    }

    /// The runtime's message from a trap: the `Fatal error: …` line (or the last lines said).
    static func lastWords(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed") }) {
            return TerminalText.sanitized(fatal)
        }
        return TerminalText.sanitized(lines.suffix(3).joined(separator: " · "))
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    // MARK: - WidgetExtension

    public func catalog() async throws -> ExtensionCatalog {
        let payload = try await ask(.catalog)
        do { return try ExtensionWire.decodeCatalog(payload) } catch { throw ExtensionFailure(message: "\(error)") }
    }

    public func timeline(_ phase: TimelinePhase, widget: String, family: WidgetFamily, now: Date) async throws -> HostedTimeline {
        let payload = try await ask(.timeline(phase, widget: widget, family: family, now: now), widget: widget, family: family)
        do { return try ExtensionWire.decodeTimeline(payload) } catch { throw ExtensionFailure(widget: widget, family: family, message: "\(error)") }
    }

    public func picture(_ request: PictureRequest, now: Date, isLocked: Bool) async throws -> WidgetPicture {
        let payload = try await ask(.picture(request, now: now, isLocked: isLocked), widget: request.widget, family: request.family)
        do { return try ExtensionWire.decodePicture(payload) } catch { throw ExtensionFailure(widget: request.widget, family: request.family, message: "\(error)") }
    }

    public func perform(control: String, on request: PictureRequest, now: Date) async throws -> PerformOutcome {
        let payload = try await ask(.perform(control: control, request: request, now: now), widget: request.widget, family: request.family)
        do { return try ExtensionWire.decodeOutcome(payload) } catch { throw ExtensionFailure(widget: request.widget, family: request.family, message: "\(error)") }
    }
}
