import Accelerate
import AppIntents
import CoreData
import CoreLocation
import Foundation
import SwiftUI
import Testing

// An app's code a widget target compiles with it (Solstice's, unseen): iOS 17's shape views that
// are filled and stroked again, layers made from a preference, scenes and windows, vDSP's Swift
// API, Core Data's generated fetch requests, a place as an intent parameter.

private struct Mark: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// An app beside the views (never launched here) and a scene helper of the kind apps share.
private struct SharedApp: App {
    var body: some Scene {
        WindowGroup { Text("Main") }
            .windowResizability(.contentSize)
        WindowGroup("Detail", id: "detail") { Text("Detail") }
    }
}

extension Scene {
    fileprivate func captureBehaviour(_ capturing: Bool) -> some Scene {
        restorationBehavior(capturing ? .disabled : .automatic).defaultLaunchBehavior(capturing ? .presented : .automatic)
    }
}

private struct PlaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Show a place"
    @Parameter(title: "Place") var place: CLPlacemark?
    func perform() async throws -> some IntentResult { .result() }
}

final class Sighting: NSManagedObject {}
extension Sighting {
    // What Xcode generates for an entity with Class Definition codegen.
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Sighting> { NSFetchRequest<Sighting>(entityName: "Sighting") }
}
final class Feeder: NSManagedObject {}

@MainActor
@Suite("An app's shared code: shape views filled and stroked again, preference layers, scenes, vDSP, fetch requests")
struct SharedAppCodeTests {
    @Test("A shape view filled or stroked again is the two layers SwiftUI draws: the fill behind, the stroke over")
    func shapeViewsLayer() {
        let layered = ViewRenderer.drawn(Circle().strokeBorder(style: StrokeStyle(lineWidth: 2)).fill(.red), columns: 8, rows: 4)
        let stacked = ViewRenderer.drawn(
            ZStack {
                Circle().fill(.red)
                Circle().strokeBorder(style: StrokeStyle(lineWidth: 2))
            }, columns: 8, rows: 4)
        #expect(layered.text == stacked.text && !layered.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(layered.text)")
        let over = ViewRenderer.drawn(Rectangle().fill(.clear).stroke(.black, lineWidth: 1), columns: 6, rows: 3)
        let outline = ViewRenderer.drawn(Rectangle().stroke(.black, lineWidth: 1), columns: 6, rows: 3)
        #expect(over.text == outline.text, "\(over.text)")
    }

    @Test("A layer made from a preference its content gives: the value the content's views sum to, behind or over it")
    func preferenceLayers() {
        let content = VStack(alignment: .leading) {
            Text("a").preference(key: Mark.self, value: 2)
            Text("b").preference(key: Mark.self, value: 3)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let behind = content.backgroundPreferenceValue(Mark.self, alignment: .topTrailing) { Text("\($0)") }
        #expect(ViewRenderer.drawn(behind, columns: 3, rows: 2).text == "a 5\nb\n")
        let over = content.overlayPreferenceValue(Mark.self, alignment: .bottomTrailing) { Text("\($0)") }
        #expect(ViewRenderer.drawn(over, columns: 3, rows: 2).text == "a\nb 5\n")
        // Without a value given, the key's default.
        let none = Text("c").frame(maxWidth: .infinity, alignment: .leading).overlayPreferenceValue(Mark.self, alignment: .trailing) {
            Text("\($0)")
        }
        #expect(ViewRenderer.drawn(none, columns: 3, rows: 1).text == "c 0\n")
    }

    @Test("Scenes and windows compile as an app declares them, and are never drawn; the environment's window actions open none")
    func scenes() {
        let app = SharedApp()
        _ = app.body
        _ = WindowGroup { Text("x") }.captureBehaviour(true)
        let drawn = ViewRenderer.drawn(Text("Hi").coordinateSpace(.named("sky")).controlSize(.small), columns: 2, rows: 1)
        #expect(drawn.text == "Hi\n")
        #expect(
            drawn.notes == [
                "a control size left out of built-in controls",
                "a named coordinate space left out: geometry inside is read in each reader's own space",
            ], "\(drawn.notes)")
        #expect(EnvironmentValues().controlSize == .regular && EnvironmentValues().labelsVisibility == .automatic)
        // Springs with no arguments compile, as on a phone (Covid19Stats' charts), and animate nothing here.
        let sprung = ViewRenderer.drawn(
            Text("Hi").animation(Animation.spring().delay(0.1), value: 1).animation(.interactiveSpring(), value: 2), columns: 2, rows: 1)
        #expect(sprung.text == "Hi\n")
    }

    @Test("vDSP's Swift API computes element by element")
    func vDSPArrays() {
        #expect(vDSP.add([1, 2, 3], [10, 20, 30]) == [11, 22, 33])
        #expect(vDSP.multiply(2, [1.5, -1]) == [3, -2])
        #expect(vDSP.linearInterpolate([0, 10], [10, 20], using: 0.25) == [2.5, 12.5])
        #expect(vDSP.sum([1, 2, 3.5]) == 6.5 && vDSP.mean([2, 4]) == 3 && vDSP.maximum([3, 9, 1]) == 9 && vDSP.minimum([3, 9, 1]) == 1)
        #expect(vDSP.ramp(in: 0...1, count: 5) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("Xcode's generated fetchRequest() is the one an entity's class means; without it, the entity's untyped request")
    func fetchRequests() {
        let typed = Sighting.fetchRequest()
        #expect(type(of: typed) == NSFetchRequest<Sighting>.self && typed.entityName == "Sighting")
        let untyped = Feeder.fetchRequest()
        #expect(type(of: untyped) == NSFetchRequest<NSFetchRequestResult>.self && untyped.entityName == "Feeder")
    }

    @Test("A place is an intent parameter; CloudKit's container posts no events without an account; no iCloud token")
    func placesAndCloud() {
        var intent = PlaceIntent()
        #expect(intent.place == nil)
        intent.place = nil
        #expect(NSPersistentCloudKitContainer.eventChangedNotification.rawValue == "NSPersistentCloudKitContainerEventChangedNotification")
        #expect(FileManager.default.ubiquityIdentityToken == nil)
        let formatter = DateFormatter()
        formatter.formattingContext = .standalone
        #expect(formatter.formattingContext == .standalone && DateFormatter().formattingContext == .unknown)
    }
}
