// A widget whose view takes three gigabytes, as a cache gone wrong does — a phone stops a widget
// extension at a few tens of megabytes; `widgetdeck preview` stops it at its memory limit
// (WIDGETDECK_PREVIEW_MEMORY) and says so — and a modest one beside it, which draws regardless.
import SwiftUI
import WidgetKit

struct TickEntry: TimelineEntry {
    let date: Date
}

struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) { completion(TickEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: Date())], policy: .never))
    }
}

struct GreedyView: View {
    var body: some View {
        // Every byte written, so without a limit the pages are really taken.
        let thumbnails = [UInt8](repeating: 7, count: 3 << 30)
        Text("\(thumbnails.count / (1 << 20)) MB of thumbnails")
    }
}

struct GreedyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GreedyWidget", provider: TickProvider()) { _ in
            GreedyView().containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct ModestWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ModestWidget", provider: TickProvider()) { _ in
            Text("Modest").containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct GreedyBundle: WidgetBundle {
    var body: some Widget {
        GreedyWidget()
        ModestWidget()
    }
}
