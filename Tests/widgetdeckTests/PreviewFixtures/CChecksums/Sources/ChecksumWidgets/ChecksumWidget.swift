import CAdler
import SwiftUI
import WidgetKit

struct ChecksumEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct ChecksumProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChecksumEntry { ChecksumEntry(date: .now, text: "") }
    func getSnapshot(in context: Context, completion: @escaping (ChecksumEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ChecksumEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    /// The checksum the C target computes.
    func entry() -> ChecksumEntry {
        let bytes = Array("Wikipedia".utf8)
        let sum = cadler_checksum(bytes, bytes.count)
        return ChecksumEntry(date: .now, text: "Adler-32 " + String(sum, radix: 16))
    }
}

@main
struct ChecksumWidgets: WidgetBundle {
    var body: some Widget { ChecksumWidget() }
}

struct ChecksumWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "checksum", provider: ChecksumProvider()) { entry in
            Text(entry.text)
        }
        .configurationDisplayName("Checksum")
        .supportedFamilies([.systemSmall])
    }
}
