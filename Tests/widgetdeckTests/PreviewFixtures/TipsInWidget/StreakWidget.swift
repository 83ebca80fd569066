// A widget that shows a tip, written as an app's shared files write one: `#Rule` on an event
// and on an `@Parameter`, `TipView`, `Tips.configure`. The tip shows once the timeline has
// configured TipKit, donated the event twice and set the parameter; the snapshot comes first.
import SwiftUI
import TipKit
import WidgetKit

struct StreakTip: Tip {
    static let opened = Event(id: "opened")
    @Parameter static var hasStreak: Bool = false

    var title: Text { Text("Keep your streak") }
    var message: Text? { Text("Open the app each day") }
    var image: Image? { Image(systemName: "flame") }
    var rules: [Rule] {
        #Rule(Self.opened) { $0.donations.count >= 2 }
        #Rule(Self.$hasStreak) { $0 == true }
    }
    var options: [TipOption] { [Tip.MaxDisplayCount(3)] }
}

struct StreakEntry: TimelineEntry {
    let date: Date
    let days: Int
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry { StreakEntry(date: Date(), days: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(StreakEntry(date: Date(), days: 3))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        Task {
            try? Tips.configure([.displayFrequency(.immediate)])
            await StreakTip.opened.donate()
            await StreakTip.opened.donate()
            StreakTip.hasStreak = true
            completion(Timeline(entries: [StreakEntry(date: Date(), days: 4)], policy: .never))
        }
    }
}

struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Streak", provider: StreakProvider()) { entry in
            VStack(alignment: .leading) {
                Text("\(entry.days) days")
                TipView(StreakTip())
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

@main
struct StreakBundle: WidgetBundle {
    var body: some Widget { StreakWidget() }
}
