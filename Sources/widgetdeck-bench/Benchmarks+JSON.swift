#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import BenchmarkKit
import WidgetCore
import WidgetFormats

/// The JSON reader against FoundationEssentials' `JSONDecoder` (which needs no ICU) on the
/// documents widgetdeck reads: the snapshot document, a dashboard file and a 10,000-entry
/// timeline. `JSONValue` keeps key order and byte positions for messages; `JSONDecoder` is
/// measured twice — into Codable types shaped like each document (what a switch would write),
/// and into a generic value like `JSONValue`.
extension Benchmark {
    static var json: [Benchmark] {
        let now = ISO8601.parse("2026-11-30T15:30:00-05:00")!
        var generator = SplitMix64(seed: 7)
        var readings: [String: MetricReading] = [:]
        for metric in Metric.catalogue where metric.shape == .timeSeries {
            let series = (0..<720).map { _ in Double(generator.next() % 1_000_000) / 100 }
            readings[metric.id] = MetricReading(metric: metric, value: 12_847.32, previous: 11_430.1, series: series, sourceTime: now)
        }
        let snapshot = SnapshotDocument.encode(
            MetricsResponse(shop: SampleShop.shop, range: .last30Days, generatedAt: now, readings: readings))
        let dashboard = Array(
            #"""
            {"source": "demo", "theme": "dark", "budget": {"dailyReloads": 70, "minimumSpacingSeconds": 300, "debug": false},
             "widgets": [{"id": "sales-large", "kind": "metrics", "family": "large", "metrics": ["total_sales", "orders", "conversion_rate", "sessions", "average_order_value", "net_sales", "returns"], "range": "today"},
                         {"id": "orders-small", "family": "small", "metrics": ["orders", "orders_to_fulfill"]},
                         {"id": "traffic-small", "family": "small", "metrics": ["sessions", "conversion_rate"], "range": "last7Days"},
                         {"id": "month-medium", "family": "medium", "metrics": ["total_sales", "net_sales", "average_order_value", "returning_customer_rate"], "range": "last30Days"},
                         {"id": "sales-circular", "family": "accessoryCircular", "metrics": ["total_sales"]},
                         {"id": "orders-rectangular", "family": "accessoryRectangular", "metrics": ["orders"]},
                         {"id": "sales-inline", "family": "accessoryInline", "metrics": ["total_sales"], "page": "lock"}]}
            """#.utf8)
        let entries = (0..<10_000).map { i in
            let date = ISO8601.string(now.addingTimeInterval(Double(i) * 300))
            return
                #"{"date": "\#(date)", "metrics": {"total_sales": {"value": \#(800 + i % 97).40, "previous": 764.10, "series": [40, 22, 18, 9, 12, 30]}, "orders": {"value": \#(i % 50), "previous": 12}}}"#
        }
        let timeline = Array(#"{"schemaVersion": 1, "policy": "atEnd", "entries": [\#(entries.joined(separator: ","))]}"#.utf8)
        let documents: [(String, [UInt8], (Data) throws -> Void)] = [
            ("snapshot 12 × 720", snapshot, { _ = try JSONDecoder().decode(SnapshotShape.self, from: $0) }),
            ("dashboard file", dashboard, { _ = try JSONDecoder().decode(DashboardShape.self, from: $0) }),
            ("timeline, 10,000 entries", timeline, { _ = try JSONDecoder().decode(TimelineShape.self, from: $0) }),
        ]
        return documents.flatMap { name, bytes, typed in
            let data = Data(bytes)
            return [
                Benchmark(name: "json: JSONValue, \(name) (\(bytes.count / 1024) KB)", target: "(compare)") {
                    { blackHole(try? JSONValue.parse(bytes)) }
                },
                Benchmark(name: "json: JSONDecoder typed, \(name)", target: "(compare)") {
                    { blackHole(try? typed(data)) }
                },
                Benchmark(name: "json: JSONDecoder generic, \(name)", target: "(compare)") {
                    { blackHole(try? JSONDecoder().decode(AnyJSON.self, from: data)) }
                },
            ]
        }
    }
}

// Codable shapes of the three documents, as a switch to JSONDecoder would write them.

private struct SnapshotShape: Decodable {
    struct Reading: Decodable {
        var value: Double?
        var previous: Double?
        var series: [Double?]?
        var sourceTime: String?
    }
    struct ShopShape: Decodable {
        var id: String?
        var name: String
        var currency: String
        var timeZone: String?
    }
    var schemaVersion: Int
    var generatedAt: String
    var shop: ShopShape
    var range: String
    var metrics: [String: Reading]
}

private struct DashboardShape: Decodable {
    struct Widget: Decodable {
        var id: String?
        var kind: String?
        var family: String
        var metrics: [String?]?
        var range: String?
        var page: String?
    }
    struct Budget: Decodable {
        var dailyReloads: Int?
        var minimumSpacingSeconds: Double?
        var debug: Bool?
    }
    var source: String?
    var theme: String?
    var budget: Budget?
    var widgets: [Widget]
}

private struct TimelineShape: Decodable {
    struct Reading: Decodable {
        var value: Double?
        var previous: Double?
        var series: [Double?]?
    }
    struct Entry: Decodable {
        var date: String
        var staleAt: String?
        var metrics: [String: Reading]
    }
    var schemaVersion: Int
    var policy: String?
    var entries: [Entry]
}

/// Any JSON value, the way `JSONValue` holds one.
private enum AnyJSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }
}
