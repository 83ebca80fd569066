#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// The published snapshot: a versioned JSON document that one process writes (atomically) and
/// any number read — the seed's app-group file. Format: `docs/snapshot.md`.
///
/// Readers are tolerant of what they can ignore (unknown fields, unknown metrics) and refuse
/// what they cannot read safely (malformed, truncated, a newer schema), naming the file and the
/// byte or field.
package enum SnapshotDocument {
    /// The schema this widgetdeck writes and the newest it reads.
    package static let schemaVersion = 2

    /// The document for `response`.
    package static func encode(_ response: MetricsResponse) -> [UInt8] {
        var metrics: [(key: String, value: JSONValue)] = []
        for id in response.readings.keys.sorted(by: catalogueOrder) {
            guard let reading = response.readings[id] else { continue }
            var entry = reading.metric.shape.kind.encode(reading, currency: response.shop.currencyCode)
            if let limit = response.staleAfter[id] { entry.append(("staleAfterSeconds", .number(limit))) }
            metrics.append((id, .object(entry)))
        }
        let document: JSONValue = .object([
            ("schemaVersion", .number(Double(schemaVersion))),
            ("generatedAt", .string(ISO8601.string(response.generatedAt))),
            (
                "shop",
                .object([
                    ("id", .string(response.shop.id)),
                    ("name", .string(response.shop.name)),
                    ("currency", .string(response.shop.currencyCode)),
                    ("timeZone", .string(response.shop.timeZone)),
                ])
            ),
            ("range", .string(response.range.rawValue)),
            ("metrics", .object(metrics)),
        ])
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        document.write(into: &bytes)
        bytes.append(0x0A)
        return bytes
    }

    /// Reads a document.
    ///
    /// - Parameter file: the name used in messages.
    /// - Throws: ``SourceError`` — `.unreadable` naming the byte (malformed, truncated) or the
    ///   field, `.newerSchema` for a document from a newer widgetdeck.
    package static func decode(_ bytes: [UInt8], file: String) throws(SourceError) -> MetricsResponse {
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes)
        } catch {
            throw SourceError(
                .unreadable, "\(file): cannot be read at byte \(error.offset) (line \(error.line), column \(error.column)): \(error.reason)"
            )
        }
        var reader = JSONReader()
        guard reader.object(document, at: "", expected: "a snapshot object") != nil else {
            throw SourceError(.unreadable, "\(file): \(reader.errors.first?.message ?? "not a snapshot")")
        }
        guard let version = reader.integer(document["schemaVersion"], at: "schemaVersion", range: 1...1_000_000) else {
            throw SourceError(.unreadable, "\(file): field \(reader.errors.first?.description ?? "schemaVersion: missing")")
        }
        if version > schemaVersion {
            throw SourceError(
                .newerSchema, "\(file) was written by a newer widgetdeck (schema \(version)); this one reads schema \(schemaVersion)")
        }
        let generatedAt = decodeTime(document["generatedAt"] ?? .null, at: "generatedAt", reader: &reader)
        if document["generatedAt"] == nil { reader.error("generatedAt", "missing; expected an ISO 8601 time") }
        var shop = Shop(id: "", name: "", currencyCode: "USD", timeZone: "UTC")
        if let shopValue = document["shop"] ?? nil, reader.object(shopValue, at: "shop") != nil {
            shop.id = reader.string(shopValue["id"], at: "shop.id", required: false) ?? ""
            shop.name = reader.string(shopValue["name"], at: "shop.name") ?? ""
            if let code = reader.string(shopValue["currency"], at: "shop.currency") {
                // An ISO 4217 code (USD, EUR, JPY): three letters, never a guess drawn as a symbol.
                if code.utf8.count == 3, code.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                    shop.currencyCode = code.uppercased()
                } else {
                    reader.error(
                        "shop.currency",
                        "\"\(TerminalText.truncated(TerminalText.sanitized(code), toWidth: 20))\" is not an ISO 4217 currency code; give three letters, e.g. USD, EUR, JPY"
                    )
                }
            }
            shop.timeZone = reader.string(shopValue["timeZone"], at: "shop.timeZone", required: false) ?? "UTC"
        } else if document["shop"] == nil {
            reader.error("shop", "missing; expected {\"id\", \"name\", \"currency\", \"timeZone\"}")
        }
        var range = DateRange.today
        if let text = reader.string(document["range"], at: "range") {
            if let r = DateRange(token: text) {
                range = r
            } else {
                reader.error("range", "\"\(text)\" is not a range; allowed: today, last7Days, last30Days")
            }
        }
        var readings: [String: MetricReading] = [:]
        var staleAfter: [String: TimeInterval] = [:]
        if let metricsValue = document["metrics"], let entries = reader.object(metricsValue, at: "metrics") {
            for (id, entry) in entries {
                // A metric this widgetdeck does not know is someone else's: ignored.
                guard let metric = Metric.named(id) else { continue }
                if let reading = metric.shape.kind.decode(entry, metric: metric, path: "metrics.\(id)", reader: &reader) {
                    readings[id] = reading
                }
                if let limit = reader.number(
                    entry["staleAfterSeconds"], at: "metrics.\(id).staleAfterSeconds", required: false, range: 0...31_536_000)
                {
                    staleAfter[id] = limit
                }
            }
        } else if document["metrics"] == nil {
            reader.error("metrics", "missing; expected an object of metrics by id")
        }
        if let first = reader.errors.first {
            throw SourceError(.unreadable, "\(file): field \(first)")
        }
        return MetricsResponse(
            shop: shop, range: range, generatedAt: generatedAt ?? Date(timeIntervalSince1970: 0), readings: readings, staleAfter: staleAfter
        )
    }

    private static func catalogueOrder(_ a: String, _ b: String) -> Bool {
        let ia = Metric.catalogue.firstIndex { $0.id == a } ?? Int.max
        let ib = Metric.catalogue.firstIndex { $0.id == b } ?? Int.max
        return ia == ib ? a < b : ia < ib
    }
}
