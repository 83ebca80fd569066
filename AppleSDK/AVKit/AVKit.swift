// Apple's AVKit on Linux: the player interfaces an app shows video in. No video is played here
// (AVFoundation decodes no media), so `VideoPlayer` is drawn as a faint block of its space with
// its overlay on top and a note for `lint`, as a phone shows a player before its first frame;
// the UIKit controllers are kept and configured, never shown; picture in picture is unsupported.
@_exported import AVFoundation
import SwiftUI
@_exported import UIKit
package import WidgetDrawing

/// A view showing a player's video and its overlay (Apple's `VideoPlayer`).
public struct VideoPlayer<VideoOverlay>: View where VideoOverlay: View {
    public typealias Body = Never
    let player: AVPlayer?
    let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.overlay = videoOverlay()
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}

extension VideoPlayer: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        let block = ShapeNode(
            .rectangle, paint: .fill(.chartMuted, faint: true),
            approximation: "VideoPlayer: no video is played here, so it is a ░ block of its size (its overlay drawn on top)")
        return [OverlayNode(base: block, layer: context.node(for: overlay), isBehind: false)]
    }
}

/// A player's full-screen controller (Apple's `AVPlayerViewController`): kept, never shown.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var showsTimecodes = false
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
    open var contentOverlayView: UIView? { nil }
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
}

/// Told of a player controller's transitions (Apple's `AVPlayerViewControllerDelegate`).
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// The AirPlay route button (Apple's `AVRoutePickerView`): no routes here.
@MainActor @preconcurrency
open class AVRoutePickerView: UIView {
    open var activeTintColor: UIColor?
    open var prioritizesVideoDevices = false
}

/// Picture in picture (Apple's `AVPictureInPictureController`): not supported on this machine.
@MainActor @preconcurrency
open class AVPictureInPictureController: NSObject {
    public nonisolated class func isPictureInPictureSupported() -> Bool { false }
    open var playerLayer: AVPlayerLayer
    open var isPictureInPicturePossible: Bool { false }
    open var isPictureInPictureActive: Bool { false }
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open weak var delegate: AnyObject?
    public init?(playerLayer: AVPlayerLayer) {
        self.playerLayer = playerLayer
        super.init()
        return nil
    }
    open func startPictureInPicture() {}
    open func stopPictureInPicture() {}
}
