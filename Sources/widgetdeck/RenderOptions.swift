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

/// The options `render` and `gallery` share, parsed and checked.
struct RenderOptions {
    var format: OutputFormat = .text
    /// `--format describe`: the sentence a screen reader reads instead of the picture.
    var describes = false
    var theme: Theme = .dark
    var depth: ColorDepth = .trueColor
    var mode: RenderingMode = .fullColor
    var now: Date
    /// The wall clock (`now` is the moment drawn, which `--now` may set to another): when
    /// remote answers are kept and how old a kept one is.
    var clock: any TimelineClock
    var metrics: [Metric?] = RenderOptions.defaultMetrics
    var range: DateRange = .today
    /// The shop shown (`--shop`): an id or name in the source, or its only shop.
    var shop = "default"
    var state: PreviewState = .live
    var size: Size?
    /// A device's widget sizes (`--device`), instead of the families' own.
    var device: DevicePreset?
    /// The widget kind (`--kind`): metrics, orders-to-fulfill, store-status, or a retired or
    /// unknown one (drawn as its notice).
    var kind = WidgetKind.metrics.id
    /// Draw the widget's buttons and toggles, as the dashboard does (`--controls`).
    var controls = false

    /// The default metrics, sized for the largest family and trimmed to each.
    static let defaultMetrics: [Metric?] = [
        "total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns",
    ].map(Metric.named)

    var data: DataOptions

    /// The viewer's locale and time zone (`LC_ALL`/`LC_TIME`/`LANG`, `TZ`).
    var locale: DisplayLocale

    /// Drawing for the gallery: the snapshot state is sample data (see ``WidgetRequest/isPreview``).
    var isPreview = false

    /// A timeline file to render the entry of (`--timeline FILE`).
    var timeline: Timeline<WidgetState>?

    /// Where requests are logged (`--log FILE`, JSON lines).
    var log: EventLog?

    /// - Throws: ``UsageError`` for a wrong option or value; ``CommandError`` for an input file
    ///   that is missing (66) or cannot be used (65).
    init(_ arguments: Arguments, environment: [String: String], clock: any TimelineClock) throws {
        self.clock = clock
        now = clock.now
        data = try DataOptions(arguments, environment: environment)
        shop = try shopOption(arguments)
        locale = DisplayLocale.viewer(environment: environment)
        kind = arguments["kind"].map(WidgetKind.canonical) ?? kind
        controls = arguments.has("controls")
        describes = arguments["format"] == "describe"
        format = try choice(
            describes ? nil : arguments["format"], option: "format", allowed: OutputFormat.allCases.map(\.rawValue) + ["describe"],
            default: .text
        ) { OutputFormat(rawValue: $0) }
        if let name = arguments["theme"] {
            theme = try Theme.load(name)
        }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        depth = try choice(
            arguments["colors"], option: "colors", allowed: ColorDepth.allCases.map(\.rawValue), default: noColor ? .none : .trueColor
        ) { ColorDepth(rawValue: $0) }
        mode = try choice(arguments["mode"], option: "mode", allowed: ["full", "accented", "vibrant"], default: .fullColor) {
            RenderingMode(name: $0)
        }
        if let text = arguments["now"] { now = try parseNow(text, zone: locale.timeZone) }
        if let list = arguments["metrics"] {
            metrics = try list.split(separator: ",", omittingEmptySubsequences: false).map { raw throws(UsageError) -> Metric? in
                let id = String(raw.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
                if id == "none" || id == "None" { return nil }
                guard let metric = Metric.named(id) else {
                    throw UsageError(
                        message: "--metrics: \"\(id)\" is not a metric; known metrics: \(Metric.knownIDs) (or none for an empty slot)")
                }
                return metric
            }
        }
        range = try choice(arguments["range"], option: "range", allowed: CommandHelp.choices(of: "range"), default: .today) {
            DateRange(token: $0)
        }
        state = try choice(arguments["state"], option: "state", allowed: PreviewState.allCases.map(\.rawValue), default: .live) {
            PreviewState(rawValue: $0)
        }
        if let file = arguments["log"] {
            do {
                log = try EventLog(path: file)
            } catch {
                throw CommandError(message: "--log: \(error)", status: .cantCreate)
            }
        }
        if let file = arguments["timeline"] {
            do {
                let parsed = try TimelineFile.parse(try FileIO.read(file), file: file, locale: locale)
                TimelineFile.spacingWarnings(parsed).forEach { complain("warning: \(file): \($0)") }
                timeline = parsed
            } catch let error as FileError {
                throw CommandError(message: "--timeline: \(error)", status: error.isMissing ? .noInput : .dataError)
            } catch {
                throw CommandError(message: "\(error)", status: .dataError)
            }
        }
        if let text = arguments["size"] { size = try Self.size(text) }
        if let name = arguments["device"] {
            guard let preset = DevicePreset.named(name) else {
                throw UsageError(
                    message:
                        "--device: \"\(TerminalText.sanitized(name))\" is not a device; devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")) (widgetdeck devices lists their sizes)"
                )
            }
            guard size == nil else { throw UsageError(message: "--device and --size both set the size; give one") }
            device = preset
        }
    }

    /// `--size COLSxROWS`, each from 1 to 1000.
    static func size(_ text: String) throws(UsageError) -> Size {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h) else {
            throw UsageError(
                message:
                    "--size: \"\(TerminalText.sanitized(text))\" is not a size; use COLSxROWS with each from 1 to 1000, for example 30x12")
        }
        return Size(width: w, height: h)
    }

    /// The families drawn: every one, or those the `--device` offers.
    var families: [WidgetFamily] {
        device?.families ?? WidgetFamily.allCases
    }

    /// The size `family` is drawn at: `--size`, the device's, or the family's own (`nil`).
    func size(of family: WidgetFamily) throws(UsageError) -> Size? {
        guard let device else { return size }
        guard let size = device.size(family) else {
            throw UsageError(
                message:
                    "--device: \(device.name) has no \(family.rawValue) widget; its families: \(device.families.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return size
    }

    /// A placed widget's own configuration, drawn instead of the options' (lint draws a
    /// dashboard file's widgets).
    var configurationOverride: WidgetConfiguration?

    /// The configuration the options describe.
    var configuration: WidgetConfiguration {
        configurationOverride ?? WidgetConfiguration(shop: shop, metrics: metrics.map { $0?.id }, range: range)
    }

    /// Draws `family` as the options say (see ``WidgetRequest``): the buffer, the state drawn,
    /// and a message for standard error (stale data, a missing file).
    ///
    /// - Throws: ``CommandError`` (exit 65) when the source failed and no good copy exists;
    ///   ``SetupError`` for a source that cannot be opened.
    func render(_ family: WidgetFamily, environment: [String: String], cache: MetricsCache) async throws -> WidgetRequest.Drawn {
        var request = WidgetRequest(
            family: family, configuration: configuration, kind: kind, state: state, controls: controls, size: try size(of: family),
            timeline: timeline, context: RenderContext(now: now, locale: locale, renderingMode: mode))
        request.isPreview = isPreview
        do {
            // A store is opened at its first question: figures from the shared cache need none.
            return try await request.render(
                source: { () throws(SetupError) in
                    try data.source.open(environment: environment, locale: locale, clock: clock, openingStores: false)
                },
                cache: cache, log: log)
        } catch let failure as WidgetRequest.Failure {
            throw CommandError(message: failure.message, status: failure.reason == .cannotWrite ? .cantCreate : .dataError)
        }
    }

    /// The buffer in the chosen format.
    func encode(_ buffer: Buffer) -> String {
        format.encode(buffer, theme: theme, depth: depth)
    }

    /// The drawn widget in the chosen format: a picture, or (`describe`) its sentence.
    func encode(_ drawn: WidgetRequest.Drawn, family: WidgetFamily) -> String {
        if describes { return family.describe(drawn.state, context: RenderContext(now: now, locale: locale, renderingMode: mode)) + "\n" }
        return encode(drawn.buffer)
    }
}

/// `--shop ID`: the shop to show, by id or name (`default`, the source's only shop, without one).
func shopOption(_ arguments: Arguments) throws(UsageError) -> String {
    guard let shop = arguments["shop"] else { return "default" }
    guard !shop.allSatisfy(\.isWhitespace) else {
        throw UsageError(message: "--shop: give a shop's id or name, e.g. --shop maple-moss")
    }
    return shop
}
