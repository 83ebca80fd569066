import CoreData
import SwiftUI
import WidgetKit

struct OrdersEntry: TimelineEntry {
    let date: Date
    let lines: [String]
    let revenue: Double
}

struct OrdersProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrdersEntry { OrdersEntry(date: .now, lines: [], revenue: 0) }
    func getSnapshot(in context: Context, completion: @escaping (OrdersEntry) -> Void) { completion(entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OrdersEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    func entry() -> OrdersEntry {
        OrderStore.seeded
        let request: NSFetchRequest<Order> = Order.fetchRequest()
        request.predicate = NSPredicate(format: "status == %@ AND total > %f", "paid", 10.0)
        request.sortDescriptors = [NSSortDescriptor(key: "total", ascending: false)]
        let context = OrderStore.container.viewContext
        let orders = (try? context.fetch(request)) ?? []
        let lines = orders.map { "#\($0.number) \($0.customer ?? "?") ×\($0.itemCount)" }
        let all = NSFetchRequest<NSFetchRequestResult>(entityName: "Order")
        let count = (try? context.count(for: all)) ?? 0
        let entities = OrderStore.container.managedObjectModel.entitiesByName.keys.sorted().joined(separator: ", ")
        return OrdersEntry(date: .now, lines: lines + ["\(count) orders (\(entities))"], revenue: orders.reduce(0) { $0 + $1.total })
    }
}

@main
struct OrdersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orders", provider: OrdersProvider()) { entry in
            VStack(alignment: .leading, spacing: 0) {
                Text("Paid orders").font(.headline)
                ForEach(entry.lines, id: \.self) { Text($0) }
                Text(entry.revenue, format: .currency(code: "USD")).font(.caption)
            }
        }
        .configurationDisplayName("Orders")
        .supportedFamilies([.systemMedium])
    }
}
