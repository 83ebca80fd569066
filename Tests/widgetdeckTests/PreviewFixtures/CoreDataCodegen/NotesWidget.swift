// Core Data with Xcode's code generation: `Note` is generated whole from Notes.xcdatamodeld
// (Class Definition), `Folder`'s properties are generated for the class written here
// (Category/Extension) — no file of the team's declares them.
import CoreData
import SwiftUI
import WidgetKit

public class Folder: NSManagedObject {
    var count: Int { notes?.count ?? 0 }
}

enum NoteStore {
    static let summary: String = {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { _, error in
            if let error { fatalError("store: \(error)") }
        }
        let context = container.viewContext
        let folder = Folder(context: context)
        folder.name = "Home"
        for (title, pinned, priority) in [("Groceries", true, 2), ("Plumber", false, 1)] {
            let note = Note(context: context)
            note.title = title
            note.pinned = pinned
            note.priority = Int16(priority)
            note.created = Date(timeIntervalSince1970: 1_764_579_600)
            folder.addToNotes(note)
        }
        try? context.save()
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "pinned == YES")
        let pinned = (try? context.fetch(request)) ?? []
        return "\(folder.name ?? "?") \(folder.count) notes, pinned \(pinned.first?.title ?? "none") p\(pinned.first?.priority ?? 0)"
    }()
}

struct Day: TimelineEntry { let date: Date }
struct Days: TimelineProvider {
    func placeholder(in context: Context) -> Day { Day(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (Day) -> Void) { completion(Day(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Day>) -> Void) {
        completion(Timeline(entries: [Day(date: .now)], policy: .never))
    }
}

@main
struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Notes", provider: Days()) { _ in
            Text(NoteStore.summary)
        }
        .supportedFamilies([.systemMedium])
    }
}
