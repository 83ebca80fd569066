// A widget whose provider starts a helper process and then traps — the helper holding the
// preview program's standard error open. `widgetdeck preview` must report the trap as a trap
// (not as a program that never answered) and leave no helper behind.
import Foundation
import SwiftUI
import WidgetKit

struct HelperEntry: TimelineEntry {
    let date: Date
}

struct HelperProvider: TimelineProvider {
    func placeholder(in context: Context) -> HelperEntry { HelperEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (HelperEntry) -> Void) { completion(HelperEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HelperEntry>) -> Void) {
        let helper = Process()
        helper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        // A number no other process of the test machine sleeps for: the test looks for it.
        helper.arguments = ["2718.28"]
        try? helper.run()
        fatalError("the helper is running; the provider gives up")
    }
}

struct HelperWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HelperWidget", provider: HelperProvider()) { _ in
            Text("Helped").containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct HelperBundle: WidgetBundle {
    var body: some Widget {
        HelperWidget()
    }
}
