// A widget in a package module, with a logger from `os.log` and a coloured container
// background, as such widgets are written.
import os.log
import SwiftUI
import WidgetKit

private let logger = Logger(subsystem: "example.tides", category: "widget")

public struct TideEntry: TimelineEntry {
    public let date: Date
    public let height: Double
}

public struct TideProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> TideEntry { TideEntry(date: Date(), height: 1.2) }
    public func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(TideEntry(date: Date(), height: 1.2))
    }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        logger.info("tides for \(context.family.description, privacy: .public)")
        completion(Timeline(entries: [TideEntry(date: Date(), height: 2.4)], policy: .never))
    }
}

public struct TideWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TideWidget", provider: TideProvider()) { entry in
            VStack(alignment: .leading) {
                Text("High tide")
                    .font(.headline)
                Text("\(entry.height, specifier: "%.1f") m")
                    .accessibilityHint("The height of the next high tide")
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .configurationDisplayName("Tides")
        .supportedFamilies([.systemSmall])
    }
}
