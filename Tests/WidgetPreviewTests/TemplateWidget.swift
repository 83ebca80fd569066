// A widget written the way Xcode's widget-extension template writes one (configured by an
// AppIntent, five hourly entries from `Date()`, `.atEnd`), in Swift 6 mode: what the host runs.
import AppIntents
import SwiftUI
import WidgetKit

struct PlantIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Plant" }
    static var description: IntentDescription { "Which plant to water." }

    @Parameter(title: "Plant", default: "Fern")
    var plant: String
}

struct PlantEntry: TimelineEntry {
    let date: Date
    let configuration: PlantIntent
    /// Which of the five hourly entries this is (1–5).
    let hour: Int
}

struct PlantProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: Date(), configuration: PlantIntent(), hour: 0)
    }

    func snapshot(for configuration: PlantIntent, in context: Context) async -> PlantEntry {
        PlantEntry(date: Date(), configuration: configuration, hour: 0)
    }

    func timeline(for configuration: PlantIntent, in context: Context) async -> Timeline<PlantEntry> {
        var entries: [PlantEntry] = []
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(PlantEntry(date: entryDate, configuration: configuration, hour: hourOffset + 1))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct PlantWidgetView: View {
    var entry: PlantProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.configuration.plant) · hour \(entry.hour)")
        case .accessoryCircular:
            Gauge(value: Double(entry.hour), in: 0...5) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.hour)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        default:
            VStack(alignment: .leading) {
                Label(entry.configuration.plant, systemImage: "leaf.fill")
                    .font(.headline)
                Text(entry.date, style: .time)
                    .font(.title)
                Spacer()
                Text("Hour \(entry.hour) of 5")
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct PlantWidget: Widget {
    let kind: String = "PlantWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: PlantIntent.self, provider: PlantProvider()) { entry in
            PlantWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Plant")
        .description("Water it hourly.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}
