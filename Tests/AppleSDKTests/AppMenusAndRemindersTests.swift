import CoreFoundation
import CoreGraphics
import CoreImage
import EventKit
import Foundation
import SwiftUI
import Testing
import UIKit

/// What an app's shared screens and helpers reach beside a widget (WidgetWeaver's extension
/// compiles its app's noise-machine screen and clock renderers): menus, share links, control and
/// disclosure groups drawn as a phone shows their labels; reminders by completion; colours
/// converted between spaces; Darwin notifications between an app group's processes.
@MainActor
@Suite("An app's menus, share links and groups; reminders by completion; colours converted; Darwin notifications")
struct AppMenusAndRemindersTests {
    @Test("A menu and a share link are their labels, a control group a row, a disclosure group its arrow and label")
    func menusAndGroups() {
        let drawn = ViewRenderer.drawn(
            VStack(alignment: .leading, spacing: 0) {
                Menu("Presets") { Button("Rain") {} }
                ShareLink(item: "the log") { Text("Share log") }
                ControlGroup {
                    Text("Copy")
                    Text("Paste")
                }
                DisclosureGroup("EQ", isExpanded: .constant(true)) { Text("Low 3 dB") }
                DisclosureGroup("Mix") { Text("hidden") }
                    .allowsHitTesting(false)
                    .transaction { $0.animation = nil }
            }, columns: 16, rows: 6)
        #expect(drawn.text == "   Presets\n   Share log\n   Copy Paste\n   ▾ EQ\n   Low 3 dB\n   ▸ Mix\n")
        #expect(drawn.notes == [])
    }

    @Test("allowsHitTesting(false) keeps a button drawn but not pressable; true changes nothing")
    func hitTesting() {
        let drawn = ViewRenderer.drawn(
            HStack {
                Button("Play") {}
                Button("Stop") {}.allowsHitTesting(false)
                Button("Mix") {}.allowsHitTesting(true)
            }, columns: 24, rows: 1)
        let plain = ViewRenderer.drawn(
            HStack {
                Button("Play") {}
                Button("Stop") {}
                Button("Mix") {}
            }, columns: 24, rows: 1)
        #expect(drawn.controls == ["Play", "Mix"])
        #expect(plain.controls == ["Play", "Stop", "Mix"])
        #expect(drawn.text == plain.text)
    }

    @Test("Incomplete reminders by due date and completed ones by completion date")
    func remindersByCompletion() async throws {
        let store = EKEventStore()
        let calendar = try #require(store.defaultCalendarForNewReminders())
        let day = Date(timeIntervalSince1970: 1_796_601_600)  // 7 December 2026, 00:00 UTC
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        func reminder(_ title: String, due: Date, completed: Date?) throws -> EKReminder {
            let reminder = EKReminder(eventStore: store)
            reminder.title = title
            reminder.calendar = calendar
            reminder.dueDateComponents = utc.dateComponents(in: utc.timeZone, from: due)
            reminder.isCompleted = completed != nil
            reminder.completionDate = completed
            try store.save(reminder, commit: true)
            return reminder
        }
        let walk = try reminder("Walk the dog", due: day.addingTimeInterval(9 * 3600), completed: nil)
        let later = try reminder("Renew passport", due: day.addingTimeInterval(30 * 86400), completed: nil)
        let done = try reminder("Water plants", due: day, completed: day.addingTimeInterval(8 * 3600))
        defer { [walk, later, done].forEach { try? store.remove($0, commit: true) } }

        func titles(_ predicate: NSPredicate) -> [String] {
            var found: [String] = []
            _ = store.fetchReminders(matching: predicate) { found = ($0 ?? []).compactMap(\.title).sorted() }
            return found
        }
        let today = store.predicateForIncompleteReminders(
            withDueDateStarting: day, ending: day.addingTimeInterval(86400), calendars: [calendar])
        #expect(titles(today) == ["Walk the dog"])
        #expect(
            titles(store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) == [
                "Renew passport", "Walk the dog",
            ])
        let completedToday = store.predicateForCompletedReminders(
            withCompletionDateStarting: day, ending: day.addingTimeInterval(86400), calendars: nil)
        #expect(titles(completedToday) == ["Water plants"])
    }

    @Test("A colour converted to a grey space is its luminance; to sRGB, itself")
    func colourConverted() throws {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        let greySpace = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let sRGB = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let grey = try #require(orange.converted(to: greySpace, intent: .defaultIntent, options: nil))
        let components = try #require(grey.components)
        #expect(components.count == 4 && components.prefix(3).allSatisfy { abs($0 - 0.5702) < 1e-9 } && components[3] == 0.8)
        let same = try #require(orange.converted(to: sRGB, intent: .defaultIntent, options: nil))
        #expect(same.components == orange.components)
    }

    @Test("A Darwin notification reaches the observers of its name, without object or user info, until they are removed")
    func darwinNotifications() {
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let observer = Unmanaged.passUnretained(heard).toOpaque()
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        CFNotificationCenterAddObserver(
            center, observer,
            { _, observer, name, object, userInfo in
                guard let observer, let name else { return }
                let heard = Unmanaged<Heard>.fromOpaque(observer).takeUnretainedValue()
                heard.names.append((name.rawValue as String) + (object == nil && userInfo == nil ? "" : " with payload"))
            }, "group.example.changed" as CFString, nil, .deliverImmediately)
        CFNotificationCenterPostNotification(center, CFNotificationName(rawValue: "group.example.changed" as CFString), nil, nil, true)
        CFNotificationCenterPostNotification(
            center, CFNotificationName("group.example.other" as CFString), nil, ["k": 1] as CFDictionary, true)
        CFNotificationCenterRemoveEveryObserver(center, observer)
        CFNotificationCenterPostNotification(center, CFNotificationName(rawValue: "group.example.changed" as CFString), nil, nil, true)
        #expect(heard.names == ["group.example.changed"])
    }

    @Test("A Core Image filter by name leaves the image as it was: there are no filters here, as CIFilter(name:) says")
    func filterByName() throws {
        let pixel = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage())
        let image = CIImage(cgImage: pixel)
        let filtered = image.applyingFilter(
            "CISourceOutCompositing", parameters: [kCIInputBackgroundImageKey: image, kCIInputTimeKey: 0.5])
        #expect(filtered.cgImage?.pixels == pixel.pixels)
        #expect(CIFilter(name: "CISourceOutCompositing") == nil)
        // The view showing it says what was left out (lint's `approximated`).
        let cropped = filtered.cropped(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        let shown = ViewRenderer.drawn(Image(uiImage: UIImage(ciImage: cropped)), columns: 4, rows: 1)
        #expect(shown.notes.contains("Core Image filter CISourceOutCompositing left out: the picture is unfiltered"))
    }

    @Test("A Core Graphics path becomes a SwiftUI Path element for element, and back")
    func pathsBetweenFrameworks() {
        let ring = CGMutablePath()
        ring.move(to: CGPoint(x: 0, y: 10))
        ring.addLine(to: CGPoint(x: 10, y: 10))
        ring.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 20, y: 10))
        ring.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 15, y: -5), control2: CGPoint(x: 5, y: -5))
        ring.closeSubpath()
        let path = Path(ring)
        var kinds: [String] = []
        path.forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .quadCurve: kinds.append("quad")
            case .curve: kinds.append("curve")
            case .closeSubpath: kinds.append("close")
            }
        }
        #expect(kinds == ["move", "line", "quad", "curve", "close"])
        #expect(path.cgPath == ring as CGPath)
        #expect(Path(path.cgPath) == path)
    }

    @Test("A stroked path is the band its stroke covers, filled: bends and overlaps stay filled, both ways round")
    func strokedPath() {
        var bend = Path()
        bend.move(to: CGPoint(x: 0, y: 10))
        bend.addLine(to: CGPoint(x: 20, y: 10))
        bend.addLine(to: CGPoint(x: 20, y: 30))
        bend.addLine(to: CGPoint(x: 0, y: 10))  // back across, the other way
        let band = bend.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(band.contains(CGPoint(x: 10, y: 10)) && band.contains(CGPoint(x: 10, y: 11.5)))
        #expect(!band.contains(CGPoint(x: 10, y: 13)) && !band.contains(CGPoint(x: 15, y: 20)))
        #expect(band.contains(CGPoint(x: 21.5, y: 8.5)))  // the outer corner of the bend
        #expect(band.contains(CGPoint(x: 0, y: 10)))  // where the way back meets the start
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).isEmpty && bend.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }
}
