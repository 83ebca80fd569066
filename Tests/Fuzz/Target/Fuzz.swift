// The fuzz targets: every decoder of outside data, run by libFuzzer (`bin/fuzz`). Each input is
// decoded, and whatever decodes is drawn in every family: a trap anywhere — a conversion, an
// overflow, an index — is a finding. The target is chosen by WIDGETDECK_FUZZ_TARGET.
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
import WidgetDrawing
import WidgetCore
@testable import WidgetStore
import WidgetProject

/// The targets, by name.
enum FuzzTarget: String, CaseIterable {
    case csvOrders = "csv-orders"
    case csvSessions = "csv-sessions"
    case jsonDashboard = "json-dashboard"
    case jsonSnapshot = "json-snapshot"
    case jsonTimeline = "json-timeline"
    case jsonTheme = "json-theme"
    case iso8601
    case money
    case wireAnswer = "wire-answer"
    case adminAnswer = "admin-answer"
    case shopifyQL = "shopifyql"
    case yaml
    case propertyList = "property-list"
}

/// A store with the demo shop's 90 days of orders, made once (in memory's stead, a file under
/// the fuzz work directory): the ShopifyQL target runs every query that parses over it.
let fuzzStore: (Store, Shop)? = {
    guard target == .shopifyQL else { return nil }
    let path = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/widgetdeck-fuzz-\(getpid()).sqlite"
    guard let store = try? Store(path: path), let shop = try? DemoShop.advance(store, to: context.now) else { return nil }
    return (store, shop)
}()

let target: FuzzTarget = {
    guard let name = getenv("WIDGETDECK_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
        fatalError("set WIDGETDECK_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()

let context = RenderContext(now: Date(timeIntervalSince1970: 1_796_070_600))

/// Draws `state` in every family, as the program would.
func drawEverywhere(_ state: WidgetState) {
    for family in WidgetFamily.allCases {
        var shown = state
        shown.slots = Array(shown.slots.prefix(family.metricCapacity))
        _ = family.render(shown, context: context).plainText
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch target {
    case .csvOrders:
        var reader = CSVReader()
        var header: OrderColumns?
        var rows: [TextRecord] = []
        func take(_ record: CSVReader.Record) {
            guard let columns = header else {
                header = try? OrderColumns(header: record, file: "f")
                return
            }
            if let row = try? TextRecord(record, columns: columns, file: "f") { rows.append(row) }
        }
        reader.feed(bytes, take)
        try? reader.finish(take)
        if let header, !rows.isEmpty {
            for currency in ["USD", "JPY", "KWD"] { _ = try? OrdersImport.parseOrder(rows, file: "f", columns: header, currency: currency) }
        }
    case .csvSessions:
        var reader = CSVReader()
        func take(_ record: CSVReader.Record) {
            for field in record.fields {
                guard let text = try? field.fieldText() else { continue }
                _ = SessionsImport.parseTime(text, hourly: true)
                _ = SessionsImport.parseTime(text, hourly: false)
                _ = SessionsImport.parseCount(text)
            }
        }
        reader.feed(bytes, take)
        try? reader.finish(take)
    case .jsonDashboard:
        if let (file, _) = try? DashboardFile.parse(bytes, file: "d.json", now: context.now) {
            for widget in file.widgets {
                _ = widget.configuration.slots(capacity: widget.family.metricCapacity)
            }
        }
    case .jsonSnapshot:
        if let response = try? SnapshotDocument.decode(bytes, file: "s.json") {
            drawEverywhere(response.state(slots: Metric.catalogue.map { Optional($0) }, now: context.now))
            _ = SnapshotDocument.encode(response)
        }
    case .jsonTimeline:
        if let timeline = try? TimelineFile.parse(bytes, file: "t.json") {
            for entry in timeline.entries.prefix(4) { drawEverywhere(entry.state) }
        }
    case .jsonTheme:
        if let theme = try? Theme.parse(json: String(decoding: bytes, as: UTF8.self), file: "t.json") {
            var buffer = Buffer(size: Size(width: 20, height: 3))
            buffer.drawText("x", in: buffer.area)
            _ = ANSIRenderer(theme: theme, depth: .trueColor).render(buffer)
        }
    case .iso8601:
        let text = String(decoding: bytes, as: UTF8.self)
        _ = ISO8601.parse(text)
        _ = ISO8601.parse(text, zone: ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")!)
        _ = OrdersImport.parseTimestamp(text)
        _ = ZoneRules(posix: text)
        _ = ZoneRules(tzif: bytes, name: "fuzz")?.wallTime(context.now)
    case .money:
        let text = String(decoding: bytes, as: UTF8.self)
        for exponent in 0...4 {
            if case .success(let units) = Money.parse(text, exponent: exponent, allowNegative: true) {
                _ = Money.decimalString(units, exponent: exponent)
            }
        }
        if let value = Money.decimalValue(text) {
            for currency in ["USD", "JPY", "EUR"] {
                _ = ValueFormatter(locale: .enUS, currencyCode: currency).string(value, unit: .money, maxWidth: 8)
            }
        }
    case .wireAnswer:
        // A preview program's answer line: the extension's code ran there, so it is outside data.
        if let value = try? JSONValue.parse(bytes), let payload = try? ExtensionWire.payload(value) {
            if let picture = try? ExtensionWire.decodePicture(payload) {
                var buffer = Buffer(size: Size(width: 60, height: 30))
                buffer.merge(picture.buffer.cropped(to: Rect(size: Size(width: 60, height: 30))), clippedTo: buffer.area)
                _ = ANSIRenderer(theme: .dark, depth: .trueColor).render(buffer)
                _ = WidgetLint().layoutFindings(picture.buffer)
            }
            _ = try? ExtensionWire.decodeTimeline(payload)
            _ = try? ExtensionWire.decodeCatalog(payload)
            _ = try? ExtensionWire.decodeOutcome(payload)
        }
        if let value = try? JSONValue.parse(bytes) { _ = try? ExtensionWire.decodeRequest(value) }
    case .adminAnswer:
        // An Admin API answer, as a widget's query and as `query` read it, then drawn.
        for (limits, count) in [(ShopifyAdmin.Limits.widget, false), (.query, false), (.widget, true)] {
            guard
                case .success(let answer) = ShopifyAdmin.read(
                    status: 200, body: bytes, retryAfter: nil, text: "FROM sales SHOW total_sales", isCount: count, limits: limits),
                let table = answer.table
            else { continue }
            _ = table.text()
            _ = table.csv
            _ = table.json.serialized
            for column in table.columns {
                _ = table.periodFigures(of: column.name)
                _ = table.figures(of: column.name)
            }
        }
        _ = ShopifyAdmin.read(status: 429, body: bytes, retryAfter: "0", text: "q")
    case .shopifyQL:
        // A query text, parsed, its period resolved and run over the demo store.
        let text = String(decoding: bytes, as: UTF8.self)
        guard let query = try? ShopifyQLQuery.parse(text) else { break }
        if let (store, shop) = fuzzStore, let table = try? store.shopifyQL(query, shop: shop, now: context.now) {
            _ = table.text()
        }
    case .yaml:
        // A project spec: read, and resolved as an XcodeGen spec would be when it is a mapping.
        guard let value = try? YAMLReader.parse(String(decoding: bytes, as: UTF8.self)) else { break }
        _ = value["targets"]?.pairs.map { $0.value["sources"]?.items.count ?? 0 }
    case .propertyList:
        // An Info.plist or project.pbxproj (XML, OpenStep or binary), its strings substituted.
        guard let plist = try? PropertyList.parse(bytes) else { break }
        _ = plist.xmlDocument
    }
    return 0
}
