import AudioToolbox
import Foundation
import NotificationCenter
import ObjectiveC
import Testing

@Suite("ObjectiveC's associated objects and locks; AudioToolbox's system sounds, which play nothing here")
struct RuntimeAndSoundTests {
    final class Cell {}
    nonisolated(unsafe) static var badgeKey: UInt8 = 0

    @Test("An associated value is kept per object and key, replaced, removed, and not seen by another object")
    func associatedObjects() {
        let cell = Cell()
        let other = Cell()
        withUnsafePointer(to: &Self.badgeKey) { key in
            #expect(objc_getAssociatedObject(cell, key) == nil)
            objc_setAssociatedObject(cell, key, "3 new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(cell, key) as? String == "3 new")
            #expect(objc_getAssociatedObject(other, key) == nil)
            objc_setAssociatedObject(cell, key, "4 new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(cell, key) as? String == "4 new")
            objc_setAssociatedObject(cell, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(cell, key) == nil)
        }
        #expect(objc_sync_enter(cell) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_enter(cell) == OBJC_SYNC_SUCCESS)
        objc_sync_exit(cell)
        objc_sync_exit(cell)
        #expect(class_getInstanceMethod(Cell.self, Selector("layoutSubviews")) == nil)
    }

    nonisolated(unsafe) static var finished: [SystemSoundID] = []

    @Test("A system sound's completion runs at once (nothing to wait for); no audio unit is found")
    func sounds() {
        var sound: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/tmp/ding.caf") as CFURL, &sound) == kAudioServicesNoError)
        #expect(sound != 0)
        _ = AudioServicesAddSystemSoundCompletion(sound, nil, nil, { id, _ in RuntimeAndSoundTests.finished.append(id) }, nil)
        AudioServicesPlaySystemSound(sound)
        #expect(Self.finished == [sound])
        _ = AudioServicesDisposeSystemSoundID(sound)
        AudioServicesPlaySystemSound(sound)
        #expect(Self.finished == [sound])
        // A sound's properties are kept as set, each with its default before (as a phone's
        // glucose app mutes its alert sound with the user interface's).
        var isUISound: UInt32 = 9
        var size = UInt32(MemoryLayout<UInt32>.size)
        #expect(AudioServicesGetProperty(kAudioServicesPropertyIsUISound, 4, &sound, &size, &isUISound) == kAudioServicesNoError)
        #expect(isUISound == 1)
        var no: UInt32 = 0
        #expect(AudioServicesSetProperty(kAudioServicesPropertyIsUISound, 4, &sound, 4, &no) == kAudioServicesNoError)
        #expect(AudioServicesGetProperty(kAudioServicesPropertyIsUISound, 4, &sound, &size, &isUISound) == kAudioServicesNoError)
        #expect(isUISound == 0)
        #expect(AudioServicesSetProperty(0x6E6F_7065, 4, &sound, 4, &no) == kAudioServicesUnsupportedPropertyError)
        var description = AudioComponentDescription(
            componentType: kAudioUnitType_Output, componentSubType: kAudioUnitSubType_RemoteIO,
            componentManufacturer: kAudioUnitManufacturer_Apple, componentFlags: 0, componentFlagsMask: 0)
        #expect(AudioComponentFindNext(nil, &description) == nil)
        NCWidgetController().setHasContent(true, forWidgetWithBundleIdentifier: "com.example.today")
        #expect(NSExtensionContext().widgetMaximumSize(for: .compact).height == 110)
    }
}
