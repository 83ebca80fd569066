//
//  CoffeeWidgetsBundle.swift
//  CoffeeWidgets
//

import WidgetKit
import SwiftUI

@main
struct CoffeeWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CoffeeWidget()
        CupCounterWidget()
        CaffeineWidget()
        BrewTimerWidget()
        EspressoShotWidget()
    }
}
