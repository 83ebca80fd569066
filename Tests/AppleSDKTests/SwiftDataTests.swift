import Foundation
import SwiftData
import Testing

/// A model as `@Model` expands it (the macro runs in `widgetdeck preview`'s compiles; this target
/// is built by SwiftPM, which cannot load it): the record and the unique key paths.
final class Note: PersistentModel {
    public let _$widgetdeckModel = SwiftData._ModelState()
    public static var _$uniqueKeyPaths: [AnyKeyPath] { [\Note.slug] }
    var slug: String
    var words: Int
    init(_ slug: String, words: Int) {
        self.slug = slug
        self.words = words
    }
}

@Suite("SwiftData: a context's inserts wait for save; fetches filter, sort and page; unique attributes update")
struct SwiftDataTests {
    func container() throws -> ModelContainer {
        try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test("Inserts are seen by their own context at once, by another only once saved; rollback forgets them")
    func pendingAndSaved() throws {
        let container = try container()
        let writer = ModelContext(container)
        let reader = ModelContext(container)
        writer.insert(Note("a", words: 3))
        #expect(writer.hasChanges)
        #expect(try writer.fetchCount(FetchDescriptor<Note>()) == 1)
        #expect(try reader.fetchCount(FetchDescriptor<Note>()) == 0)
        var saved = FetchDescriptor<Note>()
        saved.includePendingChanges = false
        #expect(try writer.fetchCount(saved) == 0)
        try writer.save()
        #expect(!writer.hasChanges)
        #expect(try reader.fetch(FetchDescriptor<Note>()).map(\.slug) == ["a"])
        writer.insert(Note("b", words: 1))
        writer.rollback()
        #expect(try writer.fetch(FetchDescriptor<Note>()).map(\.slug) == ["a"])
    }

    @Test("A #Predicate filters, SortDescriptors order, offset and limit page")
    func fetching() throws {
        let context = ModelContext(try container())
        for (slug, words) in [("d", 40), ("a", 10), ("c", 30), ("b", 20), ("e", 5)] { context.insert(Note(slug, words: words)) }
        let long = #Predicate<Note> { $0.words >= 10 }
        var descriptor = FetchDescriptor(predicate: long, sortBy: [SortDescriptor(\Note.words, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.slug) == ["d", "c", "b", "a"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.slug) == ["c", "b"])
        try context.delete(model: Note.self, where: #Predicate { $0.words < 20 })
        #expect(try context.fetch(FetchDescriptor(sortBy: [SortDescriptor(\Note.slug)])).map(\.slug) == ["b", "c", "d"])
    }

    @Test("A second model with a unique value replaces the first; a deleted model is gone once saved, and says so")
    func uniqueAndDelete() throws {
        let context = ModelContext(try container())
        let first = Note("intro", words: 100)
        context.insert(first)
        try context.save()
        context.insert(Note("intro", words: 250))
        try context.save()
        let notes = try context.fetch(FetchDescriptor<Note>())
        #expect(notes.map(\.words) == [250])
        #expect(first.isDeleted)
        context.delete(notes[0])
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(notes[0].modelContext === context)
    }

    @Test("Containers naming one store share it, as an app's and its widget's code share one file; in-memory ones do not")
    func sharedStore() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("widgetdeck-tests-\(UUID().uuidString).store")
        let app = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)))
        app.insert(Note("shared", words: 1))
        try app.save()
        let widget = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url)))
        #expect(try widget.fetch(FetchDescriptor<Note>()).map(\.slug) == ["shared"])
        #expect(try ModelContext(container()).fetchCount(FetchDescriptor<Note>()) == 0)
        let identifier = try widget.fetch(FetchDescriptor<Note>())[0].persistentModelID
        #expect((widget.registeredModel(for: identifier) as Note?)?.slug == "shared")
    }
}
