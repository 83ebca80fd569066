// widgetdeck-preview-bench: a SwiftUI widget shaped like Xcode's widget-extension template,
// drawn in process in each family it supports — its view tree built, laid out in cells, drawn —
// as `widgetdeck preview` and a test host draw every entry. bin/bench runs it as part of the
// "preview" rows; on its own it prints the same rows under the same heading.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppIntents
import BenchmarkKit
import Charts
import LayoutConformance
import SwiftUI
import WidgetCore
import WidgetKit
import WidgetPreview

/// The shape of Xcode's widget-extension template: a configuration intent, an entry, a view
/// that switches on the family.
struct BenchIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct BenchEntry: WidgetKit.TimelineEntry {
    let date: Date
    let configuration: BenchIntent
}

struct BenchProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BenchEntry { BenchEntry(date: Date(), configuration: BenchIntent()) }
    func snapshot(for configuration: BenchIntent, in context: Context) async -> BenchEntry {
        BenchEntry(date: Date(), configuration: configuration)
    }
    func timeline(for configuration: BenchIntent, in context: Context) async -> WidgetKit.Timeline<BenchEntry> {
        WidgetKit.Timeline(
            entries: (0..<5).map { BenchEntry(date: Date().addingTimeInterval(Double($0) * 3600), configuration: configuration) },
            policy: .atEnd)
    }
}

/// The template's own view, as Xcode writes it.
struct BenchEntryView: View {
    var entry: BenchProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

/// A richer view: a header row with a label, a spacer and a value, a title, a gauge on the lock
/// screen, a footer pushed down.
struct RicherEntryView: View {
    var entry: BenchEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.configuration.favoriteEmoji) \(entry.date, style: .time)")
        case .accessoryCircular:
            Gauge(value: 0.6) {
                Image(systemName: "star.fill")
            } currentValueLabel: {
                Text(entry.configuration.favoriteEmoji)
            }
            .gaugeStyle(.accessoryCircular)
        default:
            VStack(alignment: .leading) {
                HStack {
                    Label("Time", systemImage: "clock")
                        .font(.headline)
                    Spacer()
                    Text(entry.configuration.favoriteEmoji)
                }
                Text(entry.date, style: .time)
                    .font(.title)
                Spacer()
                Text("Favorite Emoji: \(entry.configuration.favoriteEmoji)")
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct BenchWidget: Widget {
    var body: some SwiftUI.WidgetConfiguration {
        AppIntentConfiguration(kind: "BenchWidget", intent: BenchIntent.self, provider: BenchProvider()) { entry in
            BenchEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct RicherWidget: Widget {
    var body: some SwiftUI.WidgetConfiguration {
        AppIntentConfiguration(kind: "RicherWidget", intent: BenchIntent.self, provider: BenchProvider()) { entry in
            RicherEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}

/// What the rasteriser draws: a progress ring over its track and a `Path` sparkline over its
/// faint area, beside a figure — the shapes real widgets draw below the cell.
struct OutlinesEntryView: View {
    struct Sparkline: Shape {
        var closed = false
        func path(in rect: CGRect) -> Path {
            let values: [Double] = [12, 18, 15, 22, 19, 27, 24, 31, 29, 36]
            var path = Path()
            path.addLines(
                values.enumerated().map { index, value in
                    CGPoint(x: rect.width * CGFloat(index) / 9, y: rect.height * (1 - (value - 12) / 24))
                })
            if closed {
                path.addLine(to: CGPoint(x: rect.width, y: rect.height))
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.closeSubpath()
            }
            return path
        }
    }

    var body: some View {
        HStack {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                Circle().trim(from: 0, to: 0.37).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("37%")
            }
            ZStack {
                Sparkline(closed: true).fill(Color.green.opacity(0.25))
                Sparkline().stroke(Color.green, lineWidth: 2)
            }
        }
    }
}

/// A week of sales in Swift Charts: bars, a goal rule, a line over them.
struct ChartEntryView: View {
    static let week: [(String, Double)] = [
        ("Mon", 1_240), ("Tue", 980), ("Wed", 1_610), ("Thu", 1_420), ("Fri", 2_130), ("Sat", 2_580), ("Sun", 1_890),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales this week").font(.headline)
            Chart {
                ForEach(Self.week, id: \.0) { day in
                    BarMark(x: .value("Day", day.0), y: .value("Sales", day.1))
                }
                RuleMark(y: .value("Goal", 2_000)).foregroundStyle(.red)
            }
        }
    }
}

struct OutlinesWidget: Widget {
    var body: some SwiftUI.WidgetConfiguration {
        AppIntentConfiguration(kind: "OutlinesWidget", intent: BenchIntent.self, provider: BenchProvider()) { _ in
            OutlinesEntryView().containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular])
    }
}

struct ChartWidget: Widget {
    var body: some SwiftUI.WidgetConfiguration {
        AppIntentConfiguration(kind: "ChartWidget", intent: BenchIntent.self, provider: BenchProvider()) { _ in
            ChartEntryView().containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

extension Benchmark {
    /// Each family of a widget drawn in process: its view tree built, laid out in cells and
    /// drawn, as `preview` and a test host do per entry.
    static func views(
        _ make: @escaping @MainActor () -> any Widget, name: String, target: String, families: [WidgetKit.WidgetFamily]
    ) -> [Benchmark] {
        let now = Date(timeIntervalSince1970: 1_796_070_600)
        return families.map { family in
            Benchmark(name: "SwiftUI in process: \(name), \(family)", target: target) {
                let definition = MainActor.assumeIsolated { WidgetDefinition.read(widget: make())! }
                let entry = BenchEntry(date: now, configuration: BenchIntent())
                let request = PictureRequest(widget: definition.kind, entry: "e1", family: family.core)
                return {
                    MainActor.assumeIsolated {
                        blackHole(
                            WidgetPictures.draw(definition, entry: entry, request: request, now: now, isLocked: false, locale: .enUS)
                                .picture)
                    }
                }
            }
        }
    }

    static var views: [Benchmark] {
        views(
            { BenchWidget() }, name: "the template", target: "≤ 100 µs (the built-in large: 35–70 µs)",
            families: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
            + views({ RicherWidget() }, name: "a richer view", target: "—", families: [.systemSmall, .systemMedium, .accessoryRectangular])
            // The rasteriser per family, beside the rows above (today's render of text alone).
            + views(
                { OutlinesWidget() }, name: "a ring and a Path sparkline (rasterised)", target: "≤ 200 µs",
                families: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular])
            + views({ ChartWidget() }, name: "a Swift Charts bar chart", target: "large ≤ 200 µs", families: [.systemSmall, .systemLarge])
            + [conformance]
    }

    /// The layout conformance suite: every case built, laid out in its host and its probed
    /// views' frames read, as the tests run it.
    static var conformance: Benchmark {
        Benchmark(name: "conformance: \(LayoutCases.all.count) SwiftUI layout cases laid out and probed", target: "≤ 20 ms") {
            {
                MainActor.assumeIsolated {
                    for layoutCase in LayoutCases.all { blackHole(layoutCase.measured()) }
                }
            }
        }
    }
}

let nested = CommandLine.arguments.contains("--rows")
BenchmarkRunner().run(Benchmark.views, heading: !nested)
