/// The options `render` and `gallery` share, parsed and checked.
struct RenderOptions {
    var format: OutputFormat = .text
    var theme: Theme = .dark
    var depth: ColorDepth = .trueColor
    var mode: RenderingMode = .fullColor
    var now: Date = Date()
    var metrics: [Metric?] = RenderOptions.defaultMetrics
    var range: DateRange = .today
    var state: PreviewState = .live
    var size: Size?
    /// The widget kind (`--kind`): metrics, orders-to-fulfill, store-status, or a retired or
    /// unknown one (drawn as its notice).
    var kind = WidgetKind.metrics.id
    /// Draw the widget's buttons and toggles, as the dashboard does (`--controls`).
    var controls = false

    /// The default metrics, sized for the largest family and trimmed to each.
    static let defaultMetrics: [Metric?] = ["total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns"].map(Metric.named)

    var data: DataOptions

    /// The viewer's locale and time zone (`LC_ALL`/`LC_TIME`/`LANG`, `TZ`).
    var locale: DisplayLocale

    /// A timeline file to render the entry of (`--timeline FILE`).
    var timeline: Timeline?

    /// Where requests are logged (`--log FILE`, JSON lines).
    var log: EventLog?

    /// - Throws: ``UsageError`` for a wrong option or value; ``CommandError`` for an input file
    ///   that is missing (66) or cannot be used (65).
    init(_ arguments: Arguments, environment: [String: String]) throws {
        data = try DataOptions(arguments)
        locale = DisplayLocale.viewer(environment: environment)
        kind = arguments["kind"].map(WidgetKind.canonical) ?? kind
        controls = arguments.has("controls")
        format = try choice(arguments["format"], option: "format", allowed: OutputFormat.allCases.map(\.rawValue), default: .text) { OutputFormat(rawValue: $0) }
        if let name = arguments["theme"] {
            theme = try Self.loadTheme(name)
        }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        depth = try choice(arguments["colors"], option: "colors", allowed: ColorDepth.allCases.map(\.rawValue), default: noColor ? .none : .trueColor) { ColorDepth(rawValue: $0) }
        mode = try choice(arguments["mode"], option: "mode", allowed: ["full", "accented", "vibrant"], default: .fullColor) { value in
            switch value {
            case "full", "fullColor": .fullColor
            case "accented": .accented
            case "vibrant": .vibrant
            default: nil
            }
        }
        if let text = arguments["now"] {
            guard let date = ISO8601.parse(text, zone: locale.timeZone) else {
                throw UsageError(message: "--now: \"\(text)\" is not an ISO 8601 time; for example 2026-11-30T15:30:00-05:00, 2026-11-30T20:30:00Z or 2026-11-30T15:30 (local)")
            }
            now = date
        }
        if let list = arguments["metrics"] {
            metrics = try list.split(separator: ",", omittingEmptySubsequences: false).map { raw throws(UsageError) -> Metric? in
                let id = String(raw.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
                if id == "none" || id == "None" { return nil }
                guard let metric = Metric.named(id) else {
                    throw UsageError(message: "--metrics: \"\(id)\" is not a metric; known metrics: \(Metric.knownIDs) (or none for an empty slot)")
                }
                return metric
            }
        }
        range = try choice(arguments["range"], option: "range", allowed: ["today", "7d", "30d"], default: .today) { DateRange(token: $0) }
        state = try choice(arguments["state"], option: "state", allowed: PreviewState.allCases.map(\.rawValue), default: .live) { PreviewState(rawValue: $0) }
        if let file = arguments["log"] {
            do {
                log = try EventLog(path: file)
            } catch {
                throw CommandError(message: "--log: \(error)", status: .cantCreate)
            }
        }
        if let file = arguments["timeline"] {
            do {
                timeline = try TimelineFile.parse(try FileIO.read(file), file: file)
            } catch let error as FileError {
                throw CommandError(message: "--timeline: \(error)", status: error.isMissing ? .noInput : .dataError)
            } catch {
                throw CommandError(message: "\(error)", status: .dataError)
            }
        }
        if let text = arguments["size"] {
            let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h) else {
                throw UsageError(message: "--size: \"\(text)\" is not a size; use COLSxROWS with each from 1 to 1000, for example 30x12")
            }
            size = Size(width: w, height: h)
        }
    }

    /// A built-in theme by name, or a theme file by path.
    static func loadTheme(_ name: String) throws(UsageError) -> Theme {
        if let theme = Theme.builtIn(name) { return theme }
        guard name.contains("/") || name.hasSuffix(".json") else {
            throw UsageError(message: "--theme: \"\(name)\" is not a theme; built in: \(Theme.builtInNames.joined(separator: ", ")), or a path to a theme file")
        }
        do {
            return try Theme.parse(json: try FileIO.readText(name), file: name)
        } catch let error as ThemeError {
            throw UsageError(message: "--theme: \(error)")
        } catch {
            throw UsageError(message: "--theme: \(error)")
        }
    }

    /// The configuration the options describe.
    var configuration: WidgetConfiguration {
        WidgetConfiguration(metrics: metrics.map { $0?.id }, range: range)
    }

    /// Renders `family`: a preview state from the sample shop, or live data from the source.
    /// Returns the buffer and a message for standard error (stale data, a missing file).
    ///
    /// - Throws: ``CommandError`` (exit 65) when the source failed and no good copy exists.
    func render(_ family: WidgetFamily, environment: [String: String], cache: MetricsCache) async throws -> (Buffer, String?) {
        let context = RenderContext(now: now, locale: locale, renderingMode: mode)
        let slots = configuration.slots(capacity: family.metricCapacity)
        if let timeline {
            // The entry in force at --now; before the first entry, the placeholder.
            let entry = TimelineFile.entry(of: timeline, at: now) ?? ScriptedProvider(timeline: timeline)
                .placeholder(in: TimelineContext(instanceID: "render", kind: "metrics", family: family, configuration: configuration))
            var state = entry.state
            state.slots = Array(state.slots.prefix(family.metricCapacity))
            return (family.render(state, context: context, size: size), nil)
        }
        if kind != WidgetKind.metrics.id {
            // Another kind (or a retired or unknown one): its provider, as the dashboard runs it.
            let placed = TimelineContext(instanceID: "render", kind: kind, family: family, configuration: configuration)
            let source = try data.makeSource(environment: environment, locale: locale)
            let provider = WidgetProviders(loader: WidgetLoader(source: source, cache: cache, locale: locale, log: log), clock: ManualClock(now)).provider(for: kind)
            var entry = state == .live ? await provider.timeline(in: placed).entries[0] : state == .placeholder ? provider.placeholder(in: placed) : await provider.snapshot(in: placed)
            if !controls { entry.state.controls = [] }
            return (family.render(entry.state, context: context, size: size), nil)
        }
        if state != .live {
            var preview = state.state(slots: slots, range: range, now: now, locale: locale)
            if controls { preview.controls = MetricsTimelineProvider.controls(range: range, version: 0, asOf: now) }
            return (family.render(preview, context: context, size: size), nil)
        }
        let source = try data.makeSource(environment: environment, locale: locale)
        let loader = WidgetLoader(source: source, cache: cache, locale: locale, log: log)
        let result = await loader.load(configuration, capacity: family.metricCapacity, now: now)
        var message: String?
        if let error = result.error {
            switch result.origin {
            case .staleFallback:
                message = "\(error.message) (showing the last good data, \(Timestamp.asOf(result.state.asOf, now: now, locale: locale)), marked stale)"
            case .none where error.reason == .missing:
                message = error.message
            default:
                throw CommandError(message: "\(error.message); no good copy to show", status: .dataError)
            }
        }
        var shown = result.state
        if controls, !configuration.isEmpty(capacity: family.metricCapacity) {
            shown.controls = MetricsTimelineProvider.controls(range: range, version: 0, asOf: shown.asOf)
        }
        return (family.render(shown, context: context, size: size), message)
    }

    func encode(_ buffer: Buffer) -> String {
        format.encode(buffer, theme: theme, depth: depth)
    }
}
