import FamilyControls
import Foundation
import ManagedSettings
import SwiftUI
import Testing

@Suite("Screen Time: restrictions kept in named stores for the run; no authorization here; a selection round-trips")
struct ScreenTimeTests {
    @Test("Two stores of one name share their settings; clearing one clears them; another name keeps its own")
    func namedStores() {
        let name = ManagedSettingsStore.Name("screen-time-test-\(UUID().uuidString)")
        let store = ManagedSettingsStore(named: name)
        store.shield.applicationCategories = .all(except: [])
        store.application.denyAppRemoval = true
        store.webContent.blockedByFilter = .specific([WebDomain(domain: "example.com")])
        let same = ManagedSettingsStore(named: name)
        #expect(same.shield.applicationCategories == .all())
        #expect(same.application.denyAppRemoval == true)
        #expect(same.webContent.blockedByFilter == .specific([WebDomain(domain: "example.com")]))
        #expect(ManagedSettingsStore(named: .init("another-\(UUID().uuidString)")).application.denyAppRemoval == nil)
        same.clearAllSettings()
        #expect(store.shield.applicationCategories == nil && store.application.denyAppRemoval == nil)
    }

    @Test("Authorization is not determined, and asking for it throws .unavailable: this machine has no Screen Time")
    func authorization() async {
        #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
        await #expect(throws: FamilyControlsError.unavailable) {
            try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        }
    }

    @Test("A selection is Codable (an app keeps it in its group's defaults) and empty until the system's picker fills it")
    func selection() throws {
        let selection = FamilyActivitySelection(includeEntireCategory: true)
        let decoded = try JSONDecoder().decode(FamilyActivitySelection.self, from: JSONEncoder().encode(selection))
        #expect(decoded == selection && decoded.includeEntireCategory)
        #expect(decoded.applications.isEmpty && decoded.categories.isEmpty && decoded.webDomains.isEmpty)
    }

    @Test("The system's picker is drawn as its title, and says so")
    @MainActor func picker() {
        let shown = ViewRenderer.drawn(FamilyActivityPicker(selection: .constant(FamilyActivitySelection())), columns: 40, rows: 1)
        #expect(shown.text.contains("Apps, categories and websites"), "\(shown.text)")
        #expect(shown.notes.contains { $0.contains("the system's activity picker drawn as its title") }, "\(shown.notes)")
    }
}
