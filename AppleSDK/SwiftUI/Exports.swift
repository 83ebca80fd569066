// SwiftUI on Linux: the module a widget file's `import SwiftUI` finds, so the file compiles
// unchanged and renders into widgetdeck's text buffers. Apple's SwiftUI brings Foundation,
// UIKit (on a phone), Combine's `ObservableObject` and Observation with it; so does this one (a widget file rarely
// imports them itself). The declarations follow Apple's (labels, generics, isolation); see
// docs/preview.md for how each construct is drawn in cells. Everything widgetdeck needs to
// render views is `package`: a widget's own code sees Apple's names only.
@_exported import FoundationCompatibility
@_exported import CoreGraphics
@_exported import DeveloperToolsSupport
@_exported import UIKit
// On a watch, SwiftUI brings WatchKit (WKInterfaceDevice) too.
@_exported import WatchKit
@_exported import Combine
@_exported import Observation
// A file importing only SwiftUI names `Transferable` (for ShareLink, draggable, an entity's data).
@_exported import CoreTransferable
