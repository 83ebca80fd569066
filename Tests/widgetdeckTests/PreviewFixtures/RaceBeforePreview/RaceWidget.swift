import SwiftUI
import WidgetKit

// A widget whose module has a data race in Swift 6 mode: the race is the only error the user
// should read; the #Preview below compiles once it is fixed.
final class Counter {
    var count = 0
    func read() async -> Int { count }
}

actor CounterOwner {
    let counter = Counter()
    func count() async -> Int { await counter.read() }
}

struct RaceEntry: TimelineEntry {
    let date: Date
}

struct RaceProvider: TimelineProvider {
    func placeholder(in context: Context) -> RaceEntry { RaceEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (RaceEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RaceEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct RaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RaceWidget", provider: RaceProvider()) { _ in Text("Races") }
    }
}

#Preview(as: .systemSmall) {
    RaceWidget()
} timeline: {
    RaceEntry(date: .now)
}
