import AVFoundation
import CoreHaptics
import CoreSpotlight
import Foundation

/// A tank's level, announced to observers as Objective-C code announces a change.
final class Tank: NSObject {
    var level = 40

    func fill(to newLevel: Int) {
        willChangeValue(forKey: "level")
        level = newLevel
        didChangeValue(forKey: "level")
    }
}

/// Watches a tank by key path, as a phone's key-value observer does.
final class LevelMonitor: NSObject {
    private(set) var seen: [String] = []
    private var context = 0

    func watch(_ tank: Tank) {
        tank.addObserver(self, forKeyPath: "level", options: [.initial, .new, .old], context: &context)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        if context == &self.context {
            let new = change?[.newKey] as? Int
            let old = change?[.oldKey] as? Int
            seen.append(old.map { "\($0)→\(new ?? -1)" } ?? "\(new ?? -1)")
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}

enum Readings {
    /// What the widget shows: observed levels, a key-path observation, and what this machine can do.
    static func lines() -> [String] {
        let tank = Tank()
        let monitor = LevelMonitor()
        monitor.watch(tank)
        var blockSeen: [Int] = []
        let observation = tank.observe(\.level, options: [.new]) { _, change in blockSeen.append(change.newValue ?? -1) }
        tank.fill(to: 55)
        tank.fill(to: 72)
        observation.invalidate()
        tank.fill(to: 90)

        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback)
        let refill = CMTime(value: 90, timescale: 60) + CMTime(value: 1, timescale: 2)
        let index = CSSearchableIndex(name: "tanks")
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Tank A"
        index.indexSearchableItems([CSSearchableItem(uniqueIdentifier: "a", domainIdentifier: "tanks", attributeSet: attributes)])
        var found = 0
        let query = CSSearchQuery(queryString: "title == \"tank*\"c", attributes: nil)
        query.foundItemsHandler = { found += $0.count }
        query.start()
        let haptics = CHHapticEngine.capabilitiesForHardware().supportsHaptics ? "haptics" : "no haptics"
        // Spelled as on a phone; Linux's Foundation has neither initializer.
        let note = NSMutableAttributedString()
        note.append(NSAttributedString(string: "ok"))
        let process = ProcessInfo().processIdentifier == ProcessInfo.processInfo.processIdentifier ? "one process" : "two"
        return [
            "seen " + monitor.seen.joined(separator: " "),
            "block " + blockSeen.map(String.init).joined(separator: " "),
            "refill \(refill.seconds)s, \(session.category == .playback ? "playback" : "other")",
            "found \(found), \(haptics)",
            "\(note.string), \(process)",
        ]
    }
}
