// A widget whose families all sit behind `#if os(iOS)`, as many real ones do: `widgetdeck
// preview` evaluates it as a phone's build does, so each family draws its branch.
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(StepsEntry(date: Date(), steps: 4200)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: Date(), steps: 4200)], policy: .never))
    }
}

struct StepsView: View {
    var entry: StepsEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        #if os(iOS)
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.steps), in: 0...10000) { Text("Steps") }
                .gaugeStyle(.accessoryCircularCapacity)
        default:
            Text("\(entry.steps) steps")
        }
        #endif
    }
}

@main
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
