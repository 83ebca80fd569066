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
    }
}

let nested = CommandLine.arguments.contains("--rows")
BenchmarkRunner().run(Benchmark.views, heading: !nested)
