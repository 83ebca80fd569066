//
//  LedgerWidget.swift
//  LedgerWidgets
//
//  Reaches what an XcodeGen spec gives a widget: a file of the app's folder (Money), a
//  framework target from a template (LedgerKit), the Info.plist the spec's `info:` block
//  generates (AppGroup, from a setting group), a condition its Debug settings define.

import WidgetKit
import SwiftUI
import LedgerKit

struct LedgerEntry: TimelineEntry {
    let date: Date
    let balance: Int
}

struct LedgerProvider: TimelineProvider {
    func placeholder(in context: Context) -> LedgerEntry { LedgerEntry(date: Date(), balance: 0) }

    func getSnapshot(in context: Context, completion: @escaping (LedgerEntry) -> Void) {
        completion(LedgerEntry(date: Date(), balance: Totals.balanceInCents))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LedgerEntry>) -> Void) {
        completion(Timeline(entries: [LedgerEntry(date: Date(), balance: Totals.balanceInCents)], policy: .never))
    }
}

struct LedgerWidgetView: View {
    var entry: LedgerEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Ledger")
                .font(.headline)
            Text(Money.format(cents: entry.balance))
            #if LEDGER_PREVIEW
            Text("debug build")
            #endif
            Text(Bundle.main.object(forInfoDictionaryKey: "AppGroup") as! String)
                .font(.caption2)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@main
struct LedgerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Ledger", provider: LedgerProvider()) { entry in
            LedgerWidgetView(entry: entry)
        }
        .configurationDisplayName("Ledger")
        .supportedFamilies([.systemSmall])
    }
}
