// The extension target's one file, as apps with a package module write it: the widgets live
// in TidesKit, which the bundle imports.
import SwiftUI
import TidesKit
import WidgetKit

@main
struct TidesWidgetsBundle: WidgetBundle {
    var body: some Widget {
        TideWidget()
    }
}
