// The bridge: the one module that sees both Apple's names (WidgetKit's `WidgetFamily`,
// `TimelineEntry`…) and widgetdeck's. Everything here names which it means.
import WidgetKit
package import WidgetCore
internal import WidgetDrawing

extension WidgetKit.WidgetFamily {
    /// The widgetdeck family drawn for this one.
    package var core: WidgetCore.WidgetFamily {
        switch self {
        case .systemSmall: .small
        case .systemMedium: .medium
        case .systemLarge: .large
        case .systemExtraLarge: .extraLarge
        case .accessoryCircular: .accessoryCircular
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        // A watch's corner, drawn in the circular family's cells.
        case .accessoryCorner: .accessoryCircular
        }
    }

    /// The WidgetKit family widgetdeck's `family` stands for.
    package init(_ family: WidgetCore.WidgetFamily) {
        switch family {
        case .small: self = .systemSmall
        case .medium: self = .systemMedium
        case .large: self = .systemLarge
        case .extraLarge: self = .systemExtraLarge
        case .accessoryCircular: self = .accessoryCircular
        case .accessoryRectangular: self = .accessoryRectangular
        case .accessoryInline: self = .accessoryInline
        }
    }
}

extension WidgetDrawing.RenderingMode {
    /// WidgetKit's name of this mode, for `widgetRenderingMode`.
    var widgetKit: WidgetKit.WidgetRenderingMode {
        switch self {
        case .fullColor: .fullColor
        case .accented: .accented
        case .vibrant: .vibrant
        }
    }
}

extension WidgetCore.ReloadPolicy {
    init(_ policy: WidgetKit.TimelineReloadPolicy) {
        switch policy.kind {
        case .atEnd: self = .atEnd
        case .never: self = .never
        case .after(let date): self = .after(date)
        }
    }
}
