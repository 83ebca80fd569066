// A widget that draws beside a Live Activity that no preview gives a state: the widget is
// previewed, and the activity is named as not drawn.
import ActivityKit
import SwiftUI
import WidgetKit

struct NoteEntry: TimelineEntry {
    let date: Date
}

struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(NoteEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [NoteEntry(date: Date())], policy: .never))
    }
}

struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NoteWidget", provider: NoteProvider()) { _ in
            Text("Buy oat milk")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct ShoppingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var itemsLeft: Int
    }
}

struct ShoppingActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ShoppingAttributes.self) { context in
            Text("\(context.state.itemsLeft) to buy")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.itemsLeft) to buy") }
            } compactLeading: {
                Text("🛒")
            } compactTrailing: {
                Text("\(context.state.itemsLeft)")
            } minimal: {
                Text("🛒")
            }
        }
    }
}

@main
struct ShoppingBundle: WidgetBundle {
    var body: some Widget {
        NoteWidget()
        ShoppingActivity()
    }
}
