// iOS 18's @Entry: environment values declared in one line, read with @Environment, set with
// .environment(\.key, value) — as Traki's shared kit declares its palette.
import WidgetKit
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "default accent"
    @Entry var badge: String?
    // No type: the default's (an Int), as Xcode's @Entry infers it.
    @Entry var weight = 3
}

/// Reads the untyped entry, and Foundation's `#bundle` (the module's resource bundle).
struct WeightLine: View {
    @Environment(\.weight) private var weight
    var body: some View {
        Text("weight \(weight + 1)" + (#bundle == Bundle.main ? " main" : " other"))
    }
}

struct Day: TimelineEntry { let date: Date }

struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> Day { Day(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Day) -> Void) { completion(Day(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Day>) -> Void) {
        completion(Timeline(entries: [Day(date: Date())], policy: .never))
    }
}

struct AccentLine: View {
    @Environment(\.accentName) private var accent
    @Environment(\.badge) private var badge

    var body: some View {
        VStack(alignment: .leading) {
            Text(accent)
            Text(badge ?? "no badge")
        }
    }
}

@main
struct EntryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Entry", provider: DayProvider()) { _ in
            VStack(alignment: .leading) {
                AccentLine()
                AccentLine().environment(\.accentName, "set accent").environment(\.badge, "★")
                WeightLine()
            }
        }
        .supportedFamilies([.systemSmall])
    }
}
