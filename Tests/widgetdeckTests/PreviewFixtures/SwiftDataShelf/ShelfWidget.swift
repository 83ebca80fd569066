import SwiftData
import SwiftUI
import WidgetKit

struct ShelfEntry: TimelineEntry {
    let date: Date
    let reading: [String]
    let books: Int
}

struct ShelfProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: .now, reading: [], books: 0) }

    func getSnapshot(in context: Context, completion: @escaping (ShelfEntry) -> Void) {
        Task { completion(await entry()) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShelfEntry>) -> Void) {
        Task { completion(Timeline(entries: [await entry()], policy: .never)) }
    }

    func entry() async -> ShelfEntry {
        let importer = ShelfImporter(modelContainer: ShelfStore.container)
        let count = try! await importer.importBooks([
            ("978-0", "Dune", 120, 600), ("978-1", "Emma", 474, 474), ("978-2", "Ulysses", 40, 730),
            // The same ISBN again: the unique attribute makes this an update, not a fourth book.
            ("978-0", "Dune", 300, 600),
        ])
        let context = ModelContext(ShelfStore.container)
        let unfinished = #Predicate<Book> { $0.pagesRead < $0.pages }
        var descriptor = FetchDescriptor(predicate: unfinished, sortBy: [SortDescriptor(\Book.pagesRead, order: .reverse)])
        descriptor.fetchLimit = 2
        let reading = try! context.fetch(descriptor).map { "\($0.title) \(Int(($0.progress * 100).rounded()))%" }
        return ShelfEntry(date: .now, reading: reading, books: count)
    }
}

struct ShelfView: View {
    var entry: ShelfEntry
    @Query(sort: \Book.title) var books: [Book]
    /// Every book, unsorted: `@Query` with no arguments.
    @Query private var everyBook: [Book]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Reading").font(.headline)
            ForEach(entry.reading, id: \.self) { Text($0) }
            Text("\(everyBook.count) of \(entry.books) on the shelf").font(.caption)
            Text(books.map(\.title).joined(separator: ", ")).font(.caption)
        }
    }
}

@main
struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "shelf", provider: ShelfProvider()) { ShelfView(entry: $0) }
            .configurationDisplayName("Shelf")
            .supportedFamilies([.systemMedium])
            .modelContainer(ShelfStore.container)
    }
}
