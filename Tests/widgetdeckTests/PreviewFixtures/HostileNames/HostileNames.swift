// Widgets whose kinds are hostile to what shows them: two that read the same as a file name,
// one with a terminal escape in it, one that supports no family; their provider prints, once
// in the shape of an answer.
import WidgetKit
import SwiftUI

struct Tick: TimelineEntry { let date: Date }

struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> Tick { Tick(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Tick) -> Void) { completion(Tick(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Tick>) -> Void) {
        // Debugging output, one line shaped as an answer: neither may be taken for one.
        print("timeline asked")
        print(#"{"ok":{"entries":[],"policy":"never"}}"#)
        completion(Timeline(entries: [Tick(date: Date())], policy: .never))
    }
}

struct SpacedKind: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sales today", provider: TickProvider()) { _ in Text("spaced") }.supportedFamilies([.systemSmall])
    }
}

struct SlashedKind: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sales/today", provider: TickProvider()) { _ in Text("slashed") }.supportedFamilies([.systemSmall])
    }
}

struct EscapingKind: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Title\u{1b}]0;retitled\u{07}", provider: TickProvider()) { _ in Text("escaping") }
            .supportedFamilies([.systemSmall])
    }
}

struct NowhereKind: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Nowhere", provider: TickProvider()) { _ in Text("nowhere") }.supportedFamilies([])
    }
}

@main
struct HostileNamesBundle: WidgetBundle {
    var body: some Widget {
        SpacedKind()
        SlashedKind()
        EscapingKind()
        NowhereKind()
    }
}
