// Widgets with the bugs widgets ship with, for `widgetdeck preview`'s tests: a layout that
// traps in one family, a provider whose `try!` fails, a provider that never calls its
// completion handler, a provider that prints as it works (as real ones do), a button whose intent
// never ends — and one widget that works, whose preview must go on regardless.
import SwiftUI
import WidgetKit

struct DayEntry: TimelineEntry {
    let date: Date
}

struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(DayEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        print("📅 getTimeline for \(context.family)")
        completion(Timeline(entries: [DayEntry(date: Date())], policy: .never))
    }
}

struct WorkingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WorkingWidget", provider: DayProvider()) { entry in
            Text("Still here")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct TrappingView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family == .systemMedium {
            fatalError("the medium layout is not written yet")
        }
        if family == .systemLarge {
            return Text("\(cupsThisWeek()) cups")
        }
        return Text("Small is fine")
    }

    func cupsThisWeek() -> Int8 {
        var cups: Int8 = 100
        cups += Int8("100")!  // overflows Int8: a trap that says nothing itself
        return cups
    }
}

struct TrappingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TrappingWidget", provider: DayProvider()) { _ in
            TrappingView()
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct Forecast: Decodable {
    let high: Int
}

struct DecodingProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(DayEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        let forecast = try! JSONDecoder().decode(Forecast.self, from: Data(#"{"low": 3}"#.utf8))
        completion(Timeline(entries: [DayEntry(date: Date().addingTimeInterval(Double(forecast.high)))], policy: .never))
    }
}

struct ThrowingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ThrowingWidget", provider: DecodingProvider()) { _ in
            Text("Forecast")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(DayEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        // An early return on an error path that forgets to call `completion`.
        guard FileManager.default.fileExists(atPath: "/nonexistent/widget-cache.json") else { return }
        completion(Timeline(entries: [DayEntry(date: Date())], policy: .never))
    }
}

struct HangingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HangingWidget", provider: SilentProvider()) { _ in
            Text("Never shown")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct MisbehavingBundle: WidgetBundle {
    var body: some Widget {
        TrappingWidget()
        ThrowingWidget()
        HangingWidget()
        WorkingWidget()
        StuckButtonWidget()
    }
}

import AppIntents

/// A button whose intent never finishes (a request with no timeout): it leaves a mark where
/// `MISBEHAVING_INTENT_MARK` says when it begins, so a test knows it is running.
struct NeverEndingIntent: AppIntent {
    static var title: LocalizedStringResource = "Sync"
    func perform() async throws -> some IntentResult {
        if let mark = ProcessInfo.processInfo.environment["MISBEHAVING_INTENT_MARK"] {
            FileManager.default.createFile(atPath: mark, contents: Data())
        }
        while !Task.isCancelled { try await Task.sleep(nanoseconds: 60_000_000_000) }
        return .result()
    }
}

struct StuckButtonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StuckButtonWidget", provider: DayProvider()) { _ in
            Button(intent: NeverEndingIntent()) { Text("Sync now") }
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
