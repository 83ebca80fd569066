#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats

/// A timeline written by hand — for designers and tests — in a documented JSON format
/// (`docs/timeline.md`): a schema version, the shop and range, a reload policy, and entries each
/// with a date and the figures to show from then on.
package enum TimelineFile {
    package static let schemaVersion = 1

    /// The most entries a timeline file may hold: a week at one entry every 5 minutes.
    /// WidgetKit keeps a widget's timeline within about 30 MB; widgetdeck's entries are
    /// smaller, and a week is more than any widget is asked to plan ahead.
    package static let maximumEntries = 2016
    /// The largest timeline file read, before it is parsed: 2 MiB (about 2,000 entries of
    /// seven metrics with hourly series).
    package static let maximumBytes = 2 * 1024 * 1024
    /// The least time WidgetKit wants between two entries: closer ones are warned about.
    package static let minimumSpacing: TimeInterval = 300

    /// Warnings for entries closer than ``minimumSpacing`` to the one before: the first few,
    /// and how many in all.
    package static func spacingWarnings(_ timeline: Timeline<WidgetState>) -> [DocumentIssue] {
        var close: [(Int, TimeInterval)] = []
        for i in timeline.entries.indices.dropFirst() {
            let gap = timeline.entries[i].date.timeIntervalSince(timeline.entries[i - 1].date)
            if gap < minimumSpacing { close.append((i, gap)) }
        }
        guard !close.isEmpty else { return [] }
        var issues = close.prefix(3).map { i, gap in
            DocumentIssue(
                path: "entries[\(i)].date",
                message:
                    "\(Int(gap)) s after the entry before it; WidgetKit wants entries at least 5 minutes apart (a widget is not redrawn more often)"
            )
        }
        if close.count > 3 {
            issues.append(
                DocumentIssue(path: "entries", message: "\(close.count) entries in all are closer than 5 minutes to the one before"))
        }
        return issues
    }

    /// Reads a timeline document. Every entry shows the same metrics, in the order of the
    /// `metrics` list (or of the first entry's keys).
    ///
    /// - Throws: ``DocumentError`` naming the entry and field of each problem
    ///   (`entries[2].metrics.orders.value: expected a number, found "many"`).
    ///
    /// A series is placed at its real time positions (``placeSeries(_:range:at:locale:)``):
    /// today's hours from midnight, padded to the day; the last days of a longer range; the
    /// bucket under way is the entry's own hour; labels under it in `locale` unless given.
    package static func parse(
        _ bytes: [UInt8], file: String, locale: DisplayLocale = DisplayLocale(identifier: "en_US")
    ) throws(DocumentError) -> Timeline<WidgetState> {
        guard bytes.count <= maximumBytes else {
            throw DocumentError(
                file: file,
                issues: [
                    DocumentIssue(
                        path: "",
                        message:
                            "is \(megabytes(bytes.count)); a timeline file may be at most \(megabytes(maximumBytes)) and \(maximumEntries) entries (a week at one every 5 minutes), as WidgetKit keeps a widget's timeline within about 30 MB"
                    )
                ])
        }
        let document = try DocumentError.parseJSON(bytes, file: file)
        var reader = JSONReader()
        guard reader.object(document, at: "", expected: "a timeline object with \"entries\"") != nil else {
            throw DocumentError(file: file, issues: reader.errors)
        }
        if let version = reader.integer(document["schemaVersion"], at: "schemaVersion", range: 1...1_000_000), version > schemaVersion {
            reader.error("schemaVersion", "written by a newer widgetdeck (schema \(version)); this one reads schema \(schemaVersion)")
        }
        // A file that names no shop shows none (never the sample shop's name over its figures);
        // its money is then in the default currency.
        var shop: Shop?
        if let value = document["shop"], reader.object(value, at: "shop") != nil {
            let name = reader.string(value["name"], at: "shop.name", required: false) ?? ""
            let currency = reader.string(value["currency"], at: "shop.currency", required: false) ?? Shop.defaultCurrencyCode
            shop = Shop(id: Shop.id(forName: name), name: name, currencyCode: currency, timeZone: "UTC")
        }
        var range = DateRange.today
        if let text = reader.string(document["range"], at: "range", required: false) {
            if let r = DateRange(token: text) {
                range = r
            } else {
                reader.error("range", "\"\(text)\" is not a range; allowed: today, last7Days, last30Days")
            }
        }
        let policy = parsePolicy(document["policy"], reader: &reader)
        var order: [String]?
        if case .array(let ids)? = document["metrics"] {
            order = ids.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            for (i, id) in (order ?? []).enumerated() where Metric.named(id) == nil {
                reader.error("metrics[\(i)]", "\"\(id)\" is not a metric; known metrics: \(Metric.knownIDs)")
            }
        }
        guard case .array(let items)? = document["entries"] else {
            reader.error(
                "entries", document["entries"] == nil ? "missing; a timeline has at least one entry" : "expected an array of entries")
            throw DocumentError(file: file, issues: reader.errors)
        }
        if items.isEmpty { reader.error("entries", "is empty; a timeline has at least one entry") }
        guard items.count <= maximumEntries else {
            reader.error(
                "entries",
                "has \(items.count) entries; a timeline may have at most \(maximumEntries) (a week at one every 5 minutes), as WidgetKit keeps a widget's timeline within about 30 MB"
            )
            throw DocumentError(file: file, issues: reader.errors)
        }
        var entries: [TimelineEntry<WidgetState>] = []
        for (i, item) in items.enumerated() {
            let path = "entries[\(i)]"
            guard reader.object(item, at: path, expected: "an entry object with \"date\" and \"metrics\"") != nil else { continue }
            let date = decodeTime(item["date"] ?? .null, at: "\(path).date", reader: &reader)
            if item["date"] == nil { reader.error("\(path).date", "missing; expected an ISO 8601 time") }
            let asOf = decodeTime(item["asOf"], at: "\(path).asOf", reader: &reader)
            let staleAt = decodeTime(item["staleAt"], at: "\(path).staleAt", reader: &reader)
            let stale = reader.bool(item["stale"], at: "\(path).stale") ?? false
            var relevance: EntryRelevance?
            if let value = item["relevance"],
                reader.object(value, at: "\(path).relevance", expected: "an object with \"score\" (and \"duration\" in seconds)") != nil,
                let score = reader.number(value["score"], at: "\(path).relevance.score", range: -1_000_000...1_000_000)
            {
                let duration =
                    reader.number(value["duration"], at: "\(path).relevance.duration", required: false, range: 0...31_536_000) ?? 0
                relevance = EntryRelevance(score: score, duration: duration)
            }
            var readings: [String: MetricReading] = [:]
            var keys: [String] = []
            if let metrics = item["metrics"], let members = reader.object(metrics, at: "\(path).metrics") {
                for (id, entry) in members {
                    guard let metric = Metric.named(id) else {
                        reader.error("\(path).metrics.\(id)", "\"\(id)\" is not a metric; known metrics: \(Metric.knownIDs)")
                        continue
                    }
                    keys.append(id)
                    if var reading = metric.shape.kind.decode(entry, metric: metric, path: "\(path).metrics.\(id)", reader: &reader) {
                        if case .string(let stamp)? = item["asOf"] ?? item["date"] {
                            placeSeries(&reading, range: range, at: stamp, locale: locale)
                        }
                        readings[id] = reading
                    }
                }
            } else if item["metrics"] == nil {
                reader.error("\(path).metrics", "missing; expected an object of metrics by id")
            }
            if order == nil { order = keys }
            guard let date else { continue }
            let slots = (order ?? keys).map { id in Metric.named(id).map { readings[id] ?? .unavailable($0) } }
            let state = WidgetState(shop: shop, range: range, slots: slots, asOf: asOf ?? date, isStale: stale)
            // Without a `staleAt`, an entry goes stale like any figures of its range (15 minutes
            // for today, 1 hour for 7 days, 3 hours for 30): never shown as current for ever.
            let freshUntil = staleAt ?? (asOf ?? date).addingTimeInterval(Freshness.defaultLimit(for: range))
            entries.append(TimelineEntry(date: date, state: state, staleAt: freshUntil, relevance: relevance))
        }
        guard reader.errors.isEmpty else { throw DocumentError(file: file, issues: reader.errors) }
        return Timeline(entries: entries, policy: policy)
    }

    /// Puts a hand-written series where its buckets fall in time, as every source's are: a
    /// `today` series is hourly from midnight (hour 0 first) and is padded with gaps to the
    /// day's 24 hours, its bucket under way being the hour of `stamp` (the entry's "as of" as
    /// written); a 7- or 30-day series is daily and ends on the day of `stamp`, padded with
    /// gaps before. Without `seriesLabels`, the range's labels are added (`12am 12pm 11pm`,
    /// `Nov 1 Nov 16 Nov 30`). A longer series is left as written.
    static func placeSeries(_ reading: inout MetricReading, range: DateRange, at stamp: String, locale: DisplayLocale) {
        guard !reading.series.isEmpty, let (day, hour) = ISO8601.writtenDayAndHour(stamp) else { return }
        let buckets = range == .today ? 24 : range == .last7Days ? 7 : 30
        guard reading.series.count <= buckets else { return }
        let gaps = [Double](repeating: .nan, count: buckets - reading.series.count)
        if range == .today {
            reading.series += gaps
            reading.underWay = .at(hour)
        } else {
            reading.series = gaps + reading.series
        }
        if reading.seriesLabels.isEmpty { reading.seriesLabels = SeriesLabels.labels(range: range, today: day, locale: locale) }
    }

    private static func parsePolicy(_ value: JSONValue?, reader: inout JSONReader) -> ReloadPolicy {
        guard let value else { return .atEnd }
        switch value {
        case .string("atEnd"): return .atEnd
        case .string("never"): return .never
        case .object:
            if let date = decodeTime(value["after"] ?? .null, at: "policy.after", reader: &reader) { return .after(date) }
            if value["after"] == nil { reader.error("policy", "expected \"atEnd\", \"never\" or {\"after\": \"ISO 8601 time\"}") }
            return .never
        default:
            reader.error(
                "policy", "\(value.shortDescription) is not a policy; expected \"atEnd\", \"never\" or {\"after\": \"ISO 8601 time\"}")
            return .atEnd
        }
    }

    /// The entry in force at `now`, stale if its time has come; `nil` before the first entry.
    package static func entry(of timeline: Timeline<WidgetState>, at now: Date) -> TimelineEntry<WidgetState>? {
        guard let i = timeline.indexInForce(at: now) else { return nil }
        var entry = timeline.entries[i]
        if let staleAt = entry.staleAt, now >= staleAt { entry.state.isStale = true }
        return entry
    }
}

extension TimelineFile {
    /// `14.6 MB`, `2.0 MB`: a byte count for messages.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
