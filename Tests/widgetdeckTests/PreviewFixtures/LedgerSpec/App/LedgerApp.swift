// The app's own entry point: in the app target only. Compiled into the widget, its @main
// would clash with the widget's.
import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { Text("Ledger") }
    }
}
