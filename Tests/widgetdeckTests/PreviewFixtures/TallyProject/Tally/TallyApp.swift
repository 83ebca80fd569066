//
//  TallyApp.swift
//  Tally
//
//  The app's own entry point: in the app target only, never in the widget extension.

import SwiftUI

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Tally")
        }
    }
}
