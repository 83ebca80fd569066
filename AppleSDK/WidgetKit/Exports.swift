// WidgetKit on Linux: the module a widget file's `import WidgetKit` finds. It brings SwiftUI,
// AppIntents and Foundation with it — and FoundationNetworking, where Linux keeps `URLSession`
// — so that a widget extension's files compile unchanged. widgetdeck's bridge reads the widgets
// declared here and runs their providers on its own timeline runner.
@_exported import FoundationCompatibility
@_exported import FoundationNetworking
@_exported import SwiftUI
@_exported import AppIntents
@_exported import Intents
@_exported import ActivityKit
