#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// How one shape of metric is read from, and written to, a response document. A metric of a new
/// shape is a new kind — one type — not a new branch in every reader.
package protocol MetricKind: Sendable {
    /// Reads the metric's entry at `path`, reporting problems to `reader`; `nil` when the
    /// entry cannot be used (the metric then shows `—`).
    func decode(_ entry: JSONValue, metric: Metric, path: String, reader: inout JSONReader) -> MetricReading?
    /// The entry for `reading`; money in `currency`'s minor-unit places.
    func encode(_ reading: MetricReading, currency: String) -> [(key: String, value: JSONValue)]
}

extension MetricShape {
    /// The kind that reads and writes metrics of this shape.
    package var kind: any MetricKind {
        switch self {
        case .timeSeries: TimeSeriesKind()
        case .currentCount: CurrentCountKind()
        }
    }
}

/// `{"value": 4549.2, "previous": 5849.1, "previousFull": 8120.5, "series": [..], "seriesLabels": [..], "sourceTime": "…"}`:
/// a value over the range, the previous period's to the same moment and to its end, and a
/// series (`null` for a gap).
package struct TimeSeriesKind: MetricKind {
    package init() {}

    package func decode(_ entry: JSONValue, metric: Metric, path: String, reader: inout JSONReader) -> MetricReading? {
        guard reader.object(entry, at: path, expected: "an object with value, previous and series") != nil else { return nil }
        var reading = MetricReading(metric: metric, value: nil)
        if let v = entry["value"], v != .null { reading.value = reader.figure(v, at: "\(path).value") }
        if let v = entry["previous"], v != .null { reading.previous = reader.figure(v, at: "\(path).previous") }
        if let v = entry["previousFull"], v != .null { reading.previousFull = reader.figure(v, at: "\(path).previousFull") }
        // Schema 2 writes money as decimal strings; a plain number is read too.
        if let series = entry["series"] {
            if case .array(let points) = series {
                var values: [Double] = []
                values.reserveCapacity(points.count)
                for (i, point) in points.enumerated() {
                    switch point {
                    case .number(let n) where n.isFinite && abs(n) <= MetricReading.largestMagnitude: values.append(n)
                    case .string(let text) where Money.decimalValue(text) != nil: values.append(Money.decimalValue(text)!)
                    case .number:
                        reader.error("\(path).series[\(i)]", "\(point.shortDescription) is out of range; allowed: -1e15…1e15")
                        return nil
                    case .null: values.append(.nan)
                    default:
                        reader.error("\(path).series[\(i)]", "expected a number or null, found \(point.shortDescription)")
                        return nil
                    }
                }
                reading.series = values
            } else {
                reader.error("\(path).series", "expected an array of numbers, found \(series.shortDescription)")
            }
        }
        if case .array(let labels)? = entry["seriesLabels"] {
            reading.seriesLabels = labels.compactMap {
                if case .string(let s) = $0 { return TerminalText.sanitized(s) } else { return nil }
            }
        }
        reading.sourceTime = decodeTime(entry["sourceTime"], at: "\(path).sourceTime", reader: &reader)
        return reading
    }

    package func encode(_ reading: MetricReading, currency: String) -> [(key: String, value: JSONValue)] {
        // Money as a decimal string in the currency's places (`"4549.20"`, `"12345"` yen),
        // exact: a figure that came from whole minor units goes back to them without loss.
        let exponent = Money.exponent(of: currency)
        func figure(_ value: Double) -> JSONValue {
            guard value.isFinite else { return .null }
            guard reading.metric.unit == .money else { return .number(value) }
            return .string(
                Money.decimalString(Int64((value * Double(Money.scale(exponent))).rounded(.toNearestOrEven)), exponent: exponent))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("value", reading.value.map(figure) ?? .null),
            ("previous", reading.previous.map(figure) ?? .null),
            ("series", .array(reading.series.map(figure))),
        ]
        // The previous period to its end, for the pace; left out when unknown.
        if let full = reading.previousFull { members.insert(("previousFull", figure(full)), at: 2) }
        if reading.metric.unit == .money { members.insert(("currency", .string(currency)), at: 0) }
        if !reading.seriesLabels.isEmpty { members.append(("seriesLabels", .array(reading.seriesLabels.map(JSONValue.string)))) }
        if let time = reading.sourceTime { members.append(("sourceTime", .string(ISO8601.string(time)))) }
        return members
    }
}

/// `{"count": 29, "sourceTime": "…"}`: a figure as it stands now, with no history.
package struct CurrentCountKind: MetricKind {
    package init() {}

    package func decode(_ entry: JSONValue, metric: Metric, path: String, reader: inout JSONReader) -> MetricReading? {
        guard reader.object(entry, at: path, expected: "an object with count") != nil else { return nil }
        var reading = MetricReading(metric: metric, value: nil)
        if let v = entry["count"], v != .null { reading.value = reader.number(v, at: "\(path).count", integer: true, range: 0...1e12) }
        reading.sourceTime = decodeTime(entry["sourceTime"], at: "\(path).sourceTime", reader: &reader)
        return reading
    }

    package func encode(_ reading: MetricReading, currency: String) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("count", reading.value.map(JSONValue.number) ?? .null)]
        if let time = reading.sourceTime { members.append(("sourceTime", .string(ISO8601.string(time)))) }
        return members
    }
}

func decodeTime(_ value: JSONValue?, at path: String, reader: inout JSONReader) -> Date? {
    guard let value, value != .null else { return nil }
    guard case .string(let text) = value, let date = ISO8601.parse(text) else {
        reader.error(path, "expected an ISO 8601 time such as \"2026-11-30T20:30:00Z\", found \(value.shortDescription)")
        return nil
    }
    return date
}
