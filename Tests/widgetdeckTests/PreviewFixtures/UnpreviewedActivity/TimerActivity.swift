// A bundle of one Live Activity and no preview of it: nothing gives it attributes and a state,
// so there is nothing to draw, and preview says what to add.
import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var secondsLeft: Int
    }
}

struct TimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text("\(context.state.secondsLeft) s")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.secondsLeft) s") }
            } compactLeading: {
                Text("⏱")
            } compactTrailing: {
                Text("\(context.state.secondsLeft)")
            } minimal: {
                Text("⏱")
            }
        }
    }
}

@main
struct TimerBundle: WidgetBundle {
    var body: some Widget {
        TimerActivity()
    }
}
