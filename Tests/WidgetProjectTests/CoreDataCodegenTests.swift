import Foundation
import Testing
import WidgetProject

@Suite("Core Data's generated classes, as Xcode writes them from a model")
struct CoreDataCodegenTests {
    let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("widgetdeckTests/PreviewFixtures/CoreDataCodegen/Notes.xcdatamodeld").path

    @Test(
        "A Class Definition entity gets its class and properties; a Category one its properties; scalars and optionals as Xcode types them")
    func generated() {
        let text = CoreDataCodegen.source(forModel: model)
        #expect(text.contains("@objc(Note)\npublic class Note: NSManagedObject {}"))
        #expect(!text.contains("public class Folder"), "a category entity's class is the team's")
        for line in [
            "@NSManaged public var title: String?", "@NSManaged public var pinned: Bool", "@NSManaged public var priority: Int16",
            "@NSManaged public var created: Date?", "@NSManaged public var folder: Folder?", "@NSManaged public var notes: NSSet?",
            "@NSManaged public func addToNotes(_ value: Note)", "@NSManaged public func removeFromNotes(_ values: NSSet)",
            "@nonobjc public class func fetchRequest() -> NSFetchRequest<Folder>",
        ] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(CoreDataCodegen.source(forModel: "/nonexistent.xcdatamodeld").isEmpty)
    }
}
