//
//  CoffeeWidget.swift
//  CoffeeWidgets
//

import WidgetKit
import SwiftUI

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, configuration: configuration)
            entries.append(entry)
        }

        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct CoffeeWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading) {
                Text("Time:")
                    .font(.caption)
                Text(entry.date, style: .time)
                    .font(.title)
                Spacer()
                Text("Favorite: \(entry.configuration.favoriteDrink)")
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Label("Next cup", systemImage: "cup.and.saucer.fill")
                        .font(.headline)
                    Text(entry.date, style: .time)
                        .font(.largeTitle)
                    Text("\(entry.configuration.roast.rawValue.capitalized) roast")
                        .foregroundStyle(.secondary)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text(entry.configuration.favoriteDrink)
                        .font(.largeTitle)
                    Text("Brewing")
                        .font(.caption)
                        .foregroundStyle(.tint)
                }
            }
        }
    }
}

struct CoffeeWidget: Widget {
    let kind: String = "CoffeeWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            CoffeeWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Coffee")
        .description("Your next cup, hour by hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension ConfigurationAppIntent {
    fileprivate static var espresso: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteDrink = "☕"
        return intent
    }

    fileprivate static var tea: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteDrink = "🍵"
        intent.roast = .light
        return intent
    }
}

#Preview(as: .systemSmall) {
    CoffeeWidget()
} timeline: {
    SimpleEntry(date: .now, configuration: .espresso)
    SimpleEntry(date: .now, configuration: .tea)
}
