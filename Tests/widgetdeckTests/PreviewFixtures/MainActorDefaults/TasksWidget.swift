// Swift 6: a widget whose stored property's default is main-actor isolated (an app's shared
// store), previewed with `#Preview(as:)` — as Xcode builds it, the preview's widget is made on
// the main actor.
import SwiftUI
import WidgetKit

@MainActor
final class TaskStore {
    static let shared = TaskStore()
    var open = 3
}

struct TaskEntry: TimelineEntry {
    let date: Date
    let open: Int
}

struct TaskProvider: TimelineProvider {
    func placeholder(in context: Context) -> TaskEntry { TaskEntry(date: .now, open: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TaskEntry) -> Void) { completion(TaskEntry(date: .now, open: 1)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TaskEntry>) -> Void) {
        completion(Timeline(entries: [TaskEntry(date: .now, open: 2)], policy: .never))
    }
}

struct TasksWidget: Widget {
    let store = TaskStore.shared

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tasks", provider: TaskProvider()) { entry in
            Text("\(entry.open) open")
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    TasksWidget()
} timeline: {
    TaskEntry(date: .now, open: 7)
}
