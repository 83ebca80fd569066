// An interactive widget as a team writes one: a counter kept in an app group's defaults, a
// `Button(intent:)` that adds a glass, a `Toggle(isOn:intent:)`, and an intent that asks
// WidgetCenter to reload another kind.
import AppIntents
import Synchronization
import SwiftUI
import WidgetKit

/// What the app keeps (a team would keep it in its app group's defaults).
final class WaterLog: Sendable {
    static let shared = WaterLog()
    private let state = Mutex((glasses: 0, reminders: true, performed: 0))

    var glasses: Int {
        get { state.withLock { $0.glasses } }
        set { state.withLock { $0.glasses = newValue } }
    }
    var reminders: Bool {
        get { state.withLock { $0.reminders } }
        set { state.withLock { $0.reminders = newValue } }
    }
    var performed: Int {
        get { state.withLock { $0.performed } }
        set { state.withLock { $0.performed = newValue } }
    }
}

struct AddGlassIntent: AppIntent {
    static var title: LocalizedStringResource { "Add a glass" }

    func perform() async throws -> some IntentResult {
        WaterLog.shared.glasses += 1
        WaterLog.shared.performed += 1
        return .result()
    }
}

struct RemindersIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Reminders" }

    @Parameter(title: "On")
    var value: Bool

    init() {}

    init(value: Bool) {
        self.value = value
    }

    func perform() async throws -> some IntentResult {
        WaterLog.shared.reminders = value
        WidgetCenter.shared.reloadTimelines(ofKind: "SummaryWidget")
        return .result()
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let reminders: Bool
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: Date(), glasses: 0, reminders: true) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: Date(), glasses: 3, reminders: true))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let entry = WaterEntry(date: Date(), glasses: WaterLog.shared.glasses, reminders: WaterLog.shared.reminders)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct WaterWidgetView: View {
    var entry: WaterEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Water")
                .font(.headline)
            Text("\(entry.glasses) of 8 glasses")
            Spacer()
            HStack {
                Button(intent: AddGlassIntent()) {
                    Label("Add", systemImage: "plus")
                }
                Toggle(isOn: entry.reminders, intent: RemindersIntent(value: !entry.reminders)) {
                    Text("Remind")
                }
            }
        }
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WaterWidget", provider: WaterProvider()) { entry in
            WaterWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct SummaryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SummaryWidget", provider: WaterProvider()) { entry in
            Text(entry.reminders ? "Reminders on" : "Reminders off")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.accessoryInline])
    }
}

struct WaterBundle: WidgetBundle {
    var body: some Widget {
        WaterWidget()
        SummaryWidget()
    }
}
