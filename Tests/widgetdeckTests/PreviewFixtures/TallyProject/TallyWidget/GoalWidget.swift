//
//  GoalWidget.swift
//  TallyWidget
//
//  A SiriKit-configured widget: ConfigurationIntent and its Unit enum come from
//  Tally.intentdefinition, as Xcode generates them.

import WidgetKit
import SwiftUI
import Intents

struct GoalEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct GoalProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> GoalEntry { GoalEntry(date: Date(), configuration: ConfigurationIntent()) }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (GoalEntry) -> Void) {
        completion(GoalEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<GoalEntry>) -> Void) {
        completion(Timeline(entries: [GoalEntry(date: Date(), configuration: configuration)], policy: .never))
    }
}

struct GoalWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Goal", intent: ConfigurationIntent.self, provider: GoalProvider()) { entry in
            VStack {
                Text("Goal: \(entry.configuration.goal?.intValue ?? 8)")
                Text(unitName(entry.configuration.unit))
            }
        }
        .supportedFamilies([.systemSmall])
    }

    func unitName(_ unit: Unit) -> String {
        switch unit {
        case .unknown: "any unit"
        case .cups: "cups"
        case .glasses: "glasses"
        }
    }
}
