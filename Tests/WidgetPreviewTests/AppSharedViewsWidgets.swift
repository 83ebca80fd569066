import SwiftUI
import WidgetKit

/// A sum its views give their ancestors, reduced as they are built.
enum TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// What an `onPreferenceChange` was told.
@MainActor
final class PreferenceRecorder {
    var totals: [Int] = []
}

/// Views giving preferences: two siblings, a third whose outer value stands for its inner one,
/// all transformed, then read.
struct PreferencesWidget: Widget {
    @MainActor static let recorder = PreferenceRecorder()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "preferences", provider: CustomLayoutProvider()) { _ in
            VStack {
                Text("Two").preference(key: TotalKey.self, value: 2)
                Text("Three").preference(key: TotalKey.self, value: 3)
                Text("Four").preference(key: TotalKey.self, value: 1).preference(key: TotalKey.self, value: 4)
            }
            .transformPreference(TotalKey.self) { $0 *= 10 }
            .onPreferenceChange(TotalKey.self) { total in PreferencesWidget.recorder.totals.append(total) }
        }
        .supportedFamilies([.systemSmall])
    }
}

/// An app's shared views in a widget: a navigation link (its label), an empty state, a gauge
/// without its label, a scroll transition at rest and a row's swipe actions.
struct AppSharedViewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "app-shared-views", provider: CustomLayoutProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                NavigationLink(value: 42) {
                    Text("Backyard")
                }
                .swipeActions {
                    Button("Dismiss") {}
                }
                Gauge(value: 0.5) {
                    Text("Water")
                }
                .gaugeStyle(.linearCapacity)
                .labelsHidden()
                Text("Faded")
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.5)
                    }
                ContentUnavailableView("No birds", systemImage: "bird", description: Text("Fill the feeder"))
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

/// A credit line with a line break in its data, as an API's JSON gives it.
struct CreditLineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "credit-line", provider: CustomLayoutProvider()) { _ in
            VStack(alignment: .leading) {
                Text("Moon over Andromeda")
                Text("Adam Block\net al")
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

/// An entry whose date is computed when read, from the last activity or else now — as a
/// contributions widget's view model is.
struct ComputedDateEntry: TimelineEntry {
    let lastActivity: Date?
    var date: Date { lastActivity ?? .now }
}

struct ComputedDateProvider: TimelineProvider {
    func placeholder(in context: Context) -> ComputedDateEntry { ComputedDateEntry(lastActivity: nil) }
    func getSnapshot(in context: Context, completion: @escaping (ComputedDateEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ComputedDateEntry>) -> Void) {
        completion(Timeline(entries: [ComputedDateEntry(lastActivity: nil)], policy: .never))
    }
}

struct ComputedDateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "computed-date", provider: ComputedDateProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .supportedFamilies([.systemSmall])
    }
}
