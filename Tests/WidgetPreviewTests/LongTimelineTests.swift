import Foundation
import SwiftUI
import Testing
import WidgetCore
import WidgetKit
import WidgetPreview

private struct MinuteEntry: WidgetKit.TimelineEntry {
    let date: Date
    let minute: Int
}

/// A minute-by-minute day: 1,440 entries in one timeline.
private struct MinuteProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> MinuteEntry { MinuteEntry(date: Date(), minute: -1) }
    func getSnapshot(in context: Context, completion: @escaping (MinuteEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<MinuteEntry>) -> Void) {
        let start = Date()
        completion(
            Timeline(entries: (0..<1440).map { MinuteEntry(date: start.addingTimeInterval(Double($0) * 60), minute: $0) }, policy: .atEnd))
    }
}

private struct MinuteWidget: WidgetKit.Widget {
    var body: some WidgetKit.WidgetConfiguration {
        StaticConfiguration(kind: "Minutes", provider: MinuteProvider()) { entry in Text("minute \(entry.minute)") }
            .supportedFamilies([.systemSmall])
    }
}

@Suite("The preview program keeps each timeline whole")
struct LongTimelineTests {
    @Test("every entry of a day of minutes is drawn from its own answer; the oldest answers go once sixteen newer ones came")
    func dayOfMinutes() async throws {
        let loaded = await MainActor.run { LoadedWidgetExtension(widgets: [MinuteWidget()], previews: []) }
        let now = Date(timeIntervalSince1970: 1_796_070_600)
        let day = try await loaded.timeline(.timeline, widget: "Minutes", family: .small, now: now)
        #expect(day.entries.count == 1440)
        for index in [0, 1, 927, 1439] {
            let picture = try await loaded.picture(
                PictureRequest(widget: "Minutes", entry: day.entries[index].id, family: .small), now: now, isLocked: false)
            #expect(picture.spoken.contains("minute \(index)"), "\(picture.spoken)")
        }
        for _ in 0..<16 { _ = try await loaded.timeline(.snapshot, widget: "Minutes", family: .small, now: now) }
        await #expect(throws: ExtensionFailure.self) {
            try await loaded.picture(PictureRequest(widget: "Minutes", entry: day.entries[0].id, family: .small), now: now, isLocked: false)
        }
    }
}
