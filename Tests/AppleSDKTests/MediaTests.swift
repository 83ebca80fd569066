import AVFoundation
import CoreMedia
import Foundation
import MediaPlayer
import Testing

@Suite("CoreMedia's times, computed as CoreMedia does; AVFoundation, which reads and plays no media here and says so")
struct MediaTests {
    @Test("Times add in their least common timescale, compare across timescales, and keep Apple's order of the special times")
    func times() {
        let third = CMTime(value: 1, timescale: 3)
        let half = CMTime(value: 1, timescale: 2)
        let sum = third + half
        #expect(sum.value == 5 && sum.timescale == 6)
        #expect(CMTimeSubtract(half, third) == CMTime(value: 1, timescale: 6))
        #expect(CMTime(value: 2, timescale: 4) == half)
        #expect(Set([CMTime(value: 2, timescale: 4), half]).count == 1)
        #expect(third < half)
        #expect(CMTimeGetSeconds(CMTime(value: 90, timescale: 60)) == 1.5)
        #expect(CMTimeGetSeconds(.invalid).isNaN)
        #expect(CMTime.negativeInfinity < .zero && CMTime.zero < .positiveInfinity)
        #expect(CMTime.positiveInfinity < .indefinite && CMTime.indefinite < .invalid)
        #expect((CMTime.positiveInfinity + CMTime.negativeInfinity).isValid == false)
        #expect((CMTime.positiveInfinity + half).isPositiveInfinity)

        let rounded = CMTime(seconds: 0.1234, preferredTimescale: 600)
        #expect(rounded.value == 74 && rounded.timescale == 600 && rounded.hasBeenRounded)
        let exact = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(exact.value == 900 && !exact.hasBeenRounded)
        #expect(CMTime(seconds: 2.5, preferredTimescale: 1).value == 3)
        #expect(CMTime(seconds: -2.5, preferredTimescale: 1).value == -3)
        #expect(CMTimeConvertScale(CMTime(value: 1, timescale: 3), timescale: 10, method: .roundTowardZero).value == 3)
        #expect(CMTimeMultiply(half, multiplier: 3) == CMTime(value: 3, timescale: 2))
    }

    @Test("A range holds its start and not its end; intersections and unions")
    func ranges() {
        let range = CMTimeRange(start: CMTime(value: 10, timescale: 1), duration: CMTime(value: 5, timescale: 1))
        #expect(range.end == CMTime(value: 15, timescale: 1))
        #expect(range.containsTime(CMTime(value: 10, timescale: 1)))
        #expect(!range.containsTime(CMTime(value: 15, timescale: 1)))
        let other = CMTimeRange(start: CMTime(value: 12, timescale: 1), end: CMTime(value: 20, timescale: 1))
        #expect(range.intersection(other) == CMTimeRange(start: CMTime(value: 12, timescale: 1), end: CMTime(value: 15, timescale: 1)))
        #expect(range.union(other) == CMTimeRange(start: CMTime(value: 10, timescale: 1), end: CMTime(value: 20, timescale: 1)))
        #expect(CMTimeRange.zero.isEmpty && !CMTimeRange.invalid.isValid)
    }

    @Test("An asset's properties fail to load with an error naming the file and why; the synchronous ones are those of an unreadable asset")
    func assets() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/books/chapter1.m4b"))
        #expect(asset.url.lastPathComponent == "chapter1.m4b")
        do {
            let (duration, metadata) = try await asset.load(.duration, .metadata)
            Issue.record("loaded \(duration) and \(metadata.count) items, which nothing here can read")
        } catch let error as AVError {
            #expect(error.code == .decoderNotFound)
            #expect(
                error.localizedDescription
                    == "duration of chapter1.m4b: widgetdeck reads no audio or video on Linux (AVFoundation has no media decoder here)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!asset.duration.isValid && asset.metadata.isEmpty && !asset.isPlayable)

        let player = AVPlayer(url: asset.url)
        player.play()
        #expect(player.status == .failed && player.rate == 0 && player.timeControlStatus == .paused)
        #expect((player.error as? AVError)?.code == .decoderNotFound)
        #expect(AVPlayer().status == .unknown)
        #expect(throws: NSError.self) { try AVAudioPlayer(contentsOf: asset.url) }

        // A time boxed in an NSValue comes back whole; a still image of the asset fails with the asset's error.
        let time = CMTime(value: 1001, timescale: 30000)
        #expect(NSValue(time: time).timeValue == time && NSValue(time: time).timeValue.timescale == 30000)
        let range = CMTimeRange(start: time, duration: .positiveInfinity)
        #expect(NSValue(timeRange: range).timeRangeValue == range)
        await #expect(throws: AVError.self) { try await AVAssetImageGenerator(asset: asset).image(at: .zero) }
    }

    @Test("Metadata items an app composes are kept, filtered by identifier, key and key space, and loaded")
    func metadata() async throws {
        let title = AVMutableMetadataItem()
        title.keySpace = .common
        title.key = AVMetadataKey.commonKeyTitle.rawValue as NSString
        title.value = "Moby-Dick" as NSString
        let artwork = AVMutableMetadataItem()
        artwork.identifier = .commonIdentifierArtwork
        artwork.value = Data([0x89, 0x50]) as NSData
        let items: [AVMetadataItem] = [title, artwork]
        #expect(title.commonKey == .commonKeyTitle && artwork.commonKey == .commonKeyArtwork)
        #expect(AVMetadataItem.metadataItems(from: items, filteredByIdentifier: .commonIdentifierArtwork) == [artwork])
        #expect(AVMetadataItem.metadataItems(from: items, withKey: AVMetadataKey.commonKeyTitle, keySpace: .common) == [title])
        #expect(try await title.load(.stringValue) == "Moby-Dick")
        #expect(try await artwork.load(.dataValue) == Data([0x89, 0x50]))
        #expect(AVMetadataIdentifier.identifier(forKey: AVMetadataKey.commonKeyArtist, keySpace: .common) == .commonIdentifierArtist)
    }

    @Test("The audio session keeps what the app sets; no microphone, no camera; the lock screen's information is kept as set")
    @MainActor func sessionAndCapture() async throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.allowAirPlay])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.allowAirPlay])
        #expect(session.isActive && session.outputVolume == 1 && session.recordPermission == .denied)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .denied)

        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Moby-Dick", MPMediaItemPropertyPlaybackDuration: 3600.0,
        ]
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Moby-Dick")
        let token = MPRemoteCommandCenter.shared().playCommand.addTarget { _ in .success }
        MPRemoteCommandCenter.shared().playCommand.removeTarget(token)
        let volume = MPVolumeView()
        #expect((volume.subviews.first as? UISlider)?.value == 1)
    }
}
