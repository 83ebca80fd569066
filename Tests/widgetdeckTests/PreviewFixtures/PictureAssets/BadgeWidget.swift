import SwiftUI
import WidgetKit

struct BadgeEntry: TimelineEntry { let date: Date }

struct BadgeProvider: TimelineProvider {
    func placeholder(in context: Context) -> BadgeEntry { BadgeEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (BadgeEntry) -> Void) { completion(BadgeEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BadgeEntry>) -> Void) {
        completion(Timeline(entries: [BadgeEntry(date: Date())], policy: .never))
    }
}

/// An asset catalogue's picture at two sizes, as a team's badge or logo is drawn: by its name,
/// and by the symbol Xcode 15 generates for it (`.badge`), which a folder of files gets too.
struct BadgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BadgeWidget", provider: BadgeProvider()) { _ in
            HStack {
                Image("Badge").resizable().scaledToFit().frame(width: 34, height: 34)
                Image(.badge).resizable().scaledToFit().frame(width: 68, height: 68)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct BadgeWidgets: WidgetBundle {
    var body: some Widget { BadgeWidget() }
}
