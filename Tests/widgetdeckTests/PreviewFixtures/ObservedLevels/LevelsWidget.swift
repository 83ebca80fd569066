import SwiftUI
import WidgetKit

struct LevelsEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

struct LevelsProvider: TimelineProvider {
    func placeholder(in context: Context) -> LevelsEntry { LevelsEntry(date: .now, lines: []) }
    func getSnapshot(in context: Context, completion: @escaping (LevelsEntry) -> Void) {
        completion(LevelsEntry(date: .now, lines: Readings.lines()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LevelsEntry>) -> Void) {
        completion(Timeline(entries: [LevelsEntry(date: .now, lines: Readings.lines())], policy: .never))
    }
}

@main
struct LevelsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "levels", provider: LevelsProvider()) { entry in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(entry.lines, id: \.self) { Text($0) }
            }
        }
        .configurationDisplayName("Levels")
        .supportedFamilies([.systemMedium])
    }
}
