import FoundationCompatibility
import SwiftUI

/// The sizes a widget comes in (Apple's `WidgetFamily`). widgetdeck draws each at its cell
/// size (docs/families.md): small 20×10, medium 43×10, large 43×22, extra large 88×21, and the
/// accessory families 9×4, 20×4 and one line of 30.
@preconcurrency
public enum WidgetFamily: Int, CustomDebugStringConvertible, CustomStringConvertible, Hashable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    /// A watch face's corner: drawn here in the circular family's cells (its curved label is
    /// not drawn along the arc yet).
    case accessoryCorner

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        case .accessoryCorner: "accessoryCorner"
        }
    }

    public var debugDescription: String { description }

    /// Every family, in Apple's order.
    package static let all: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]

    /// The families a widget supports when it does not say: the system families of an iPhone,
    /// or on a watch (`preview` built for watchOS) every accessory family, as watchOS gives.
    package static let defaultSupported: [WidgetFamily] =
        getenv("WIDGETDECK_PREVIEW_PLATFORM").map { String(cString: $0) } == "watchos"
        ? [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
        : [.systemSmall, .systemMedium, .systemLarge]
}

/// How a widget is being drawn (Apple's `WidgetRenderingMode`).
public struct WidgetRenderingMode: Equatable, CustomStringConvertible, Sendable {
    package let name: String
    package init(name: String) { self.name = name }

    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

/// How an image is drawn in the accented mode (Apple's `WidgetAccentedRenderingMode`).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

/// Where a widget is placed (Apple's `WidgetLocation`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension EnvironmentValues {
    /// The family the widget is drawn in.
    public var widgetFamily: WidgetFamily {
        self[WidgetFamilyKey.self]
    }

    /// Sets the family (widgetdeck's renderer).
    package var _widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is drawn: full colour on the home screen, vibrant on the lock screen.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[RenderingModeKey.self] }
        set { self[RenderingModeKey.self] = newValue }
    }

    /// Whether the container background shows (not on the lock screen, nor in StandBy).
    public var showsWidgetContainerBackground: Bool {
        self[ShowsBackgroundKey.self]
    }

    package var _showsWidgetContainerBackground: Bool {
        get { self[ShowsBackgroundKey.self] }
        set { self[ShowsBackgroundKey.self] = newValue }
    }

    /// Whether an accessory widget's label (`.widgetLabel`) shows.
    public var showsWidgetLabel: Bool {
        get { self[ShowsLabelKey.self] }
        set { self[ShowsLabelKey.self] = newValue }
    }

    /// The content margins of the widget's family: 16 points on each side of a system family.
    public var widgetContentMargins: EdgeInsets {
        self[ContentMarginsKey.self]
    }

    package var _widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}

public struct LevelOfDetail: Equatable, Sendable {
    let name: String
    public static let `default` = LevelOfDetail(name: "default")
    public static let simplified = LevelOfDetail(name: "simplified")
}

private struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
private struct RenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
private struct ShowsBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct ShowsLabelKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}
private struct LevelOfDetailKey: EnvironmentKey { static var defaultValue: LevelOfDetail { .default } }
