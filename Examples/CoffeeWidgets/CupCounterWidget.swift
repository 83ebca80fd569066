//
//  CupCounterWidget.swift
//  CoffeeWidgets
//
//  An interactive widget: its buttons run App Intents, which change the count the app keeps in
//  its app group, and the widget reloads to show it.
//

import WidgetKit
import SwiftUI
import AppIntents

/// The cups drunk today, kept in the app group's container.
final class CupStore: @unchecked Sendable {
    static let shared = CupStore()

    private var file: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.coffee")?.appendingPathComponent("cups.txt")
    }

    var cups: Double {
        get {
            guard let file, let text = try? String(contentsOf: file, encoding: .utf8) else { return 2 }
            return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 2
        }
        set {
            guard let file else { return }
            try? "\(Int(newValue))".write(to: file, atomically: true, encoding: .utf8)
        }
    }
}

struct DrinkEntity: AppEntity {
    let id: String
    let name: String
    let symbol: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static var defaultQuery = DrinkQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol))
    }

    static let all = [
        DrinkEntity(id: "espresso", name: "Espresso", symbol: "cup.and.saucer.fill"),
        DrinkEntity(id: "latte", name: "Latte", symbol: "mug.fill"),
    ]
}

struct DrinkQuery: EntityQuery {
    func entities(for identifiers: [DrinkEntity.ID]) async throws -> [DrinkEntity] {
        DrinkEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [DrinkEntity] {
        DrinkEntity.all
    }
}

struct AddCupIntent: AppIntent {
    static var title: LocalizedStringResource = "Add a cup"

    @Parameter(title: "Drink")
    var drink: DrinkEntity

    init() {}

    init(drink: DrinkEntity) {
        self.drink = drink
    }

    func perform() async throws -> some IntentResult {
        CupStore.shared.cups += 1
        return .result()
    }
}

struct ResetCupsIntent: AppIntent {
    static var title: LocalizedStringResource = "Start the day again"

    func perform() async throws -> some IntentResult {
        CupStore.shared.cups = 0
        WidgetCenter.shared.reloadTimelines(ofKind: "CaffeineWidget")
        return .result()
    }
}

struct CupEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct CupProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupEntry {
        CupEntry(date: Date(), cups: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (CupEntry) -> Void) {
        completion(CupEntry(date: Date(), cups: Int(CupStore.shared.cups)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CupEntry>) -> Void) {
        completion(Timeline(entries: [CupEntry(date: Date(), cups: Int(CupStore.shared.cups))], policy: .never))
    }
}

struct CupCounterView: View {
    var entry: CupEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "cup.and.saucer.fill")
                Text("Cups today")
                    .font(.headline)
            }
            Text("\(entry.cups)")
                .font(.system(size: 44, weight: .bold))
                .contentTransition(.numericText())
            Spacer()
            HStack {
                Button(intent: AddCupIntent(drink: DrinkEntity.all[0])) {
                    Label("Cup", systemImage: "plus")
                }
                Button(intent: ResetCupsIntent()) {
                    Image(systemName: "arrow.counterclockwise")
                }
            }
            .buttonStyle(.bordered)
        }
    }
}

struct CupCounterWidget: Widget {
    let kind = "CupCounterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CupProvider()) { entry in
            CupCounterView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Cup counter")
        .description("Count today's cups.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
