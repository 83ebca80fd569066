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
        shop = try arguments[.shownShop] ?? shop
        locale = DisplayLocale.viewer(environment: environment)
        kind = try arguments[.kind] ?? kind
        controls = arguments.has(.controls)
        let drawn = try arguments[.format] ?? .picture(.text)
        describes = drawn == .describe
        format = drawn.output
        theme = try arguments[.theme] ?? theme
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        depth = try arguments[.colors] ?? (noColor ? .none : .trueColor)
        mode = try arguments[.mode] ?? mode
        now = try arguments[.now] ?? now
        metrics = try arguments[.metrics] ?? metrics
        range = try arguments[.range] ?? range
        state = try arguments[.state] ?? state
        if let file = try arguments[.log] {
            do {
                log = try EventLog(path: file)
            } catch {
                throw CommandError(message: "--log: \(error)", status: .cantCreate)
            }
        }
        if let file = try arguments[.timeline] {
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
        size = try arguments[.size]
        if let preset = try arguments[.device] {
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
