//
//  AppIntent.swift
//  CoffeeWidgets
//
//  widgetdeck's example widget extension, written in the style of Xcode's widget-extension
//  template. `widgetdeck preview Examples/CoffeeWidgets` draws every widget in every family.
//

import WidgetKit
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "Your coffee, hour by hour." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Drink", default: "☕")
    var favoriteDrink: String

    @Parameter(title: "Roast", default: .medium)
    var roast: Roast
}

enum Roast: String, AppEnum {
    case light, medium, dark

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
    static var caseDisplayRepresentations: [Roast: DisplayRepresentation] = [
        .light: "Light",
        .medium: "Medium",
        .dark: "Dark",
    ]
}
