//
//  TallyWidget.swift
//  TallyWidget
//
//  Reaches everything an Xcode project gives a widget: a file of the app's folder (TallyStore),
//  a framework target (TallyKit), a local package with a resource (TallyStyle), a remote
//  package (RemoteFormat), the Info.plist (AppGroup), the String Catalog, asset symbols.

import WidgetKit
import SwiftUI
import TallyKit
import TallyStyle
import RemoteFormat

struct TallyEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: Date(), cups: 0) }

    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
        completion(TallyEntry(date: Date(), cups: TallyStore.shared.cups))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [TallyEntry(date: Date(), cups: TallyStore.shared.cups)], policy: .never))
    }
}

struct TallyWidgetView: View {
    var entry: TallyEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(.logo)
                Text("widget.title")
                    .foregroundStyle(.brand)
            }
            Text("\(entry.cups) cups today")
            Text(TallyFormatter.progress(entry.cups, of: Palette.standard.goal))
            Text(shortNumber(12_400))
            Text(platformName)
            Text(Bundle.main.object(forInfoDictionaryKey: "AppGroup") as! String)
                .font(.caption2)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TallyWidget: Widget {
    let kind = "Tally"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TallyProvider()) { entry in
            TallyWidgetView(entry: entry)
        }
        .configurationDisplayName("widget.title")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
