import SwiftUI
import WidgetKit

struct FlagEntry: TimelineEntry { let date: Date }

struct FlagProvider: TimelineProvider {
    func placeholder(in context: Context) -> FlagEntry { FlagEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (FlagEntry) -> Void) { completion(FlagEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FlagEntry>) -> Void) {
        completion(Timeline(entries: [FlagEntry(date: Date())], policy: .never))
    }
}

/// Vector pictures of an asset catalogue, as teams keep logos and flags: an SVG sized by its
/// view box and a PDF, each drawn from its shapes, beside a caption.
struct FlagWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FlagWidget", provider: FlagProvider()) { _ in
            VStack(alignment: .leading) {
                HStack {
                    Image("Leaf").resizable().scaledToFit().frame(width: 40, height: 40)
                    Image("Flag").resizable().scaledToFit().frame(width: 80, height: 40)
                }
                Text("Vector assets")
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct FlagWidgets: WidgetBundle {
    var body: some Widget { FlagWidget() }
}
