//
//  TallyWidgetBundle.swift
//  TallyWidget
//

import WidgetKit
import SwiftUI

@main
struct TallyWidgetBundle: WidgetBundle {
    var body: some Widget {
        TallyWidget()
        GoalWidget()
    }
}
