import Foundation
import SwiftUI
import Testing
import UIKit
import os

/// Code shaped as app code shared with widgets writes it, compiled and run against widgetdeck's
/// frameworks: each line here was a compile error in a real project of the corpus.
@MainActor
@Suite("App-shaped code: the Foundation, UIKit, SwiftUI and os declarations real projects reach")
struct AppShapedCodeTests {
    @Test("A lock that owns its state; Core Foundation's string transforms through ICU")
    func locksAndTransforms() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        counter.withLock { $0 += 2 }
        #expect(counter.withLock { $0 } == 2)
        let name = NSMutableString(string: "Crème Brûlée")
        #expect(CFStringTransform(name, nil, kCFStringTransformStripDiacritics, false))
        #expect(name as String == "Creme Brulee")
        let latin = NSMutableString(string: "Москва")
        CFStringTransform(latin, nil, kCFStringTransformToLatin, false)
        #expect(latin as String == "Moskva")
    }

    @Test("Monospaced digits asked of a font descriptor; the size category by its older name, kept in step with the new")
    func fontsAndSizes() {
        let features: [[UIFontDescriptor.FeatureKey: Int]] = [[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]]
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([.featureSettings: features])
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 17)
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
        #expect(ContentSizeCategory(UIContentSizeCategory.extraLarge) == .extraLarge)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        var path = NavigationPath()
        path.append("settings")
        path.append(42)
        path.removeLast()
        #expect(path.count == 1)
    }
}
