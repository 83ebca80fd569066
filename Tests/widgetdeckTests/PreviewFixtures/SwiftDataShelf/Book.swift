// A reading list kept with SwiftData, as an app and its widget share one: models with a unique
// attribute, a relationship, a transient property, a versioned schema and a migration plan.
import Foundation
import SwiftData

enum ShelfSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Book.self, Shelf.self] }
}

enum ShelfMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ShelfSchemaV1.self] }
    static var stages: [MigrationStage] { [] }
}

@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    var pagesRead: Int
    var pages: Int
    var finished: Date?
    @Transient var isOpen = false

    init(isbn: String, title: String, pagesRead: Int, pages: Int, finished: Date? = nil) {
        self.isbn = isbn
        self.title = title
        self.pagesRead = pagesRead
        self.pages = pages
        self.finished = finished
    }

    var progress: Double { Double(pagesRead) / Double(pages) }
}

@Model
final class Shelf {
    #Unique<Shelf>([\.name])
    var name: String
    @Relationship(deleteRule: .cascade) var books: [Book] = []

    init(name: String) { self.name = name }
}

/// Imports books off the main actor, in a context of its own.
@ModelActor
actor ShelfImporter {
    func importBooks(_ books: [(String, String, Int, Int)]) throws -> Int {
        for (isbn, title, read, pages) in books {
            modelContext.insert(Book(isbn: isbn, title: title, pagesRead: read, pages: pages))
        }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Book>())
    }
}

enum ShelfStore {
    /// The one container the widget's provider and views share (one store file, as on a phone).
    static let container: ModelContainer = {
        let configuration = ModelConfiguration("Shelf", schema: Schema(versionedSchema: ShelfSchemaV1.self))
        return try! ModelContainer(
            for: Schema(versionedSchema: ShelfSchemaV1.self), migrationPlan: ShelfMigrationPlan.self, configurations: configuration)
    }()
}
