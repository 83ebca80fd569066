//
//  CaffeineWidget.swift
//  CoffeeWidgets
//
//  Lock-screen widgets: today's caffeine as a gauge, a countdown to the end of a brew, and an
//  espresso shot's stages as they come.
//

import WidgetKit
import SwiftUI

struct CaffeineEntry: TimelineEntry {
    let date: Date
    let milligrams: Double
    let limit: Double
}

struct CaffeineProvider: TimelineProvider {
    func placeholder(in context: Context) -> CaffeineEntry {
        CaffeineEntry(date: Date(), milligrams: 150, limit: 400)
    }

    func getSnapshot(in context: Context, completion: @escaping (CaffeineEntry) -> Void) {
        completion(CaffeineEntry(date: Date(), milligrams: 210, limit: 400))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CaffeineEntry>) -> Void) {
        // The caffeine in the body halves every five hours.
        let now = Date()
        let drunk = CupStore.shared.cups * 95.0
        let entries = (0..<4).map { hour in
            CaffeineEntry(date: now.addingTimeInterval(Double(hour) * 3600), milligrams: drunk * pow(0.5, Double(hour) / 5), limit: 400)
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(4 * 3600))))
    }
}

struct CaffeineWidgetView: View {
    var entry: CaffeineEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.milligrams, in: 0...entry.limit) {
                    Image(systemName: "cup.and.saucer.fill")
                } currentValueLabel: {
                    Text("\(Int(entry.milligrams))")
                }
                .gaugeStyle(.accessoryCircular)
                .widgetAccentable()
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Caffeine", systemImage: "cup.and.saucer.fill")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: entry.milligrams, in: 0...entry.limit) {
                    Text("mg")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text("\(Int(entry.milligrams)) of \(Int(entry.limit)) mg")
                    .privacySensitive()
            }
        default:
            ViewThatFits {
                Text("☕ \(Int(entry.milligrams)) mg caffeine today")
                Text("☕ \(Int(entry.milligrams)) mg")
            }
        }
    }
}

struct CaffeineWidget: Widget {
    let kind = "CaffeineWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CaffeineProvider()) { entry in
            CaffeineWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Caffeine")
        .description("Today's caffeine on the Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct BrewEntry: TimelineEntry {
    let date: Date
    let brewStarted: Date
    let brewEnds: Date
}

struct BrewProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrewEntry {
        BrewEntry(date: Date(), brewStarted: Date(), brewEnds: Date().addingTimeInterval(240))
    }

    func getSnapshot(in context: Context, completion: @escaping (BrewEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BrewEntry>) -> Void) {
        // A four-minute brew from now; the widget is done when it is.
        let start = Date()
        let end = start.addingTimeInterval(240)
        let entries = [BrewEntry(date: start, brewStarted: start, brewEnds: end), BrewEntry(date: end, brewStarted: start, brewEnds: end)]
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct BrewTimerView: View {
    var entry: BrewEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("French press")
                .font(.headline)
            if entry.date < entry.brewEnds {
                Text(entry.brewEnds, style: .timer)
                    .font(.title)
                    .monospacedDigit()
                ProgressView(timerInterval: entry.brewStarted...entry.brewEnds, countsDown: false)
                Text("Started \(entry.brewStarted, style: .relative) ago")
                    .font(.caption)
            } else {
                Text("✓ Ready")
                    .font(.title)
                    .foregroundStyle(.green)
                Text("Enjoy your coffee.")
                    .font(.caption)
            }
        }
        .widgetURL(URL(string: "coffee://brew"))
    }
}

struct BrewTimerWidget: Widget {
    let kind = "BrewTimerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BrewProvider()) { entry in
            BrewTimerView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Brew timer")
        .description("Counts down the brew.")
        .supportedFamilies([.systemSmall])
    }
}

/// A ristretto, stage by stage: pre-infusion, extraction, ready — one entry per stage, at the
/// second it starts.
struct ShotEntry: TimelineEntry {
    enum Stage: String {
        case preInfusion = "Pre-infusion"
        case extracting = "Extracting"
        case ready = "Ready"
    }

    let date: Date
    let pulled: Date
    let stage: Stage
}

struct ShotProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShotEntry {
        ShotEntry(date: Date(), pulled: Date(), stage: .extracting)
    }

    func getSnapshot(in context: Context, completion: @escaping (ShotEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShotEntry>) -> Void) {
        let pulled = Date()
        let stages: [(TimeInterval, ShotEntry.Stage)] = [(0, .preInfusion), (4, .extracting), (16, .ready)]
        let entries = stages.map { ShotEntry(date: pulled.addingTimeInterval($0.0), pulled: pulled, stage: $0.1) }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct EspressoShotView: View {
    var entry: ShotEntry

    var body: some View {
        VStack(alignment: .leading) {
            Label("Ristretto", systemImage: "cup.and.saucer.fill")
                .font(.headline)
                .widgetAccentable()
            Text(entry.stage == .ready ? "✓ Ready" : entry.stage.rawValue)
            if entry.stage == .ready {
                Text("16 s shot")
                    .foregroundStyle(.secondary)
            } else {
                ProgressView(timerInterval: entry.pulled...entry.pulled.addingTimeInterval(16), countsDown: false)
            }
        }
    }
}

struct EspressoShotWidget: Widget {
    let kind = "EspressoShotWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ShotProvider()) { entry in
            EspressoShotView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Espresso shot")
        .description("A ristretto's stages as they come.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    CaffeineWidget()
} timeline: {
    CaffeineEntry(date: .now, milligrams: 95, limit: 400)
    CaffeineEntry(date: .now, milligrams: 380, limit: 400)
}
