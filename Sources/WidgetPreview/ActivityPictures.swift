import WidgetKit
internal import WidgetCore
internal import WidgetFormats
internal import WidgetDrawing

/// Draws a Live Activity's content state as its sheet (``LiveActivitySheet``): the Lock Screen
/// view as a widget's content, and each Dynamic Island presentation in the island's outline,
/// each as tall as its content asks, up to its presentation's height. The island is black on a
/// phone; here it is the terminal's own background, its outline the island's edge. Controls are
/// pressable on the Lock Screen view; in the island they are drawn, and noted as not pressable.
enum ActivityPictures {
    typealias Sheet = LiveActivitySheet

    @MainActor
    static func draw(
        _ definition: WidgetDefinition, island: DynamicIsland?, entry: any WidgetKit.TimelineEntry, environment: EnvironmentValues
    ) -> (ViewCanvas, [String: ControlAction], URL?) {
        var canvas = ViewCanvas(size: Sheet.size)
        // The Lock Screen banner: its content's height, within the 16-point margins.
        var banner = environment
        banner._widgetContentMargins = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let (node, context) = ViewRenderer.node(for: definition.content(entry), environment: banner)
        let inner = Sheet.bannerWidth - 4
        let rows = min(
            Sheet.bannerMaxHeight - 2, max(1, node.sizeThatFits(ProposedSize(width: inner, height: Sheet.bannerMaxHeight - 2)).height))
        let lockScreen = Rect(x: 0, y: 0, width: Sheet.bannerWidth, height: rows + 2)
        canvas.place(node, in: lockScreen.inset(horizontal: 2, vertical: 1))
        canvas.buffer.drawBox(lockScreen, title: "Lock Screen", style: Style(.border), titleStyle: Style(.secondary))
        var bottom = lockScreen.bottom
        guard let island else {
            canvas.buffer.drawText(
                "no Dynamic Island", in: Rect(x: 0, y: bottom, width: Sheet.bannerWidth, height: 1), style: Style(.secondary))
            canvas.buffer = canvas.buffer.cropped(to: Rect(x: 0, y: 0, width: Sheet.bannerWidth, height: bottom + 1))
            return (canvas, context.actions, context.widgetURL)
        }
        var islandEnvironment = environment
        islandEnvironment._widgetContentMargins = EdgeInsets()
        // Compact and minimal: fixed pills, side by side.
        let compact = Rect(x: 0, y: bottom, width: Sheet.compactSize.width, height: Sheet.compactSize.height)
        let side = Sheet.compactSideWidth
        Regions.draw(
            island.compactLeading(), in: Rect(x: compact.x + 2, y: compact.y + 1, width: side, height: compact.height - 2), .leading,
            on: &canvas, islandEnvironment)
        Regions.draw(
            island.compactTrailing(), in: Rect(x: compact.right - 2 - side, y: compact.y + 1, width: side, height: compact.height - 2),
            .trailing, on: &canvas, islandEnvironment)
        canvas.buffer.drawBox(compact, title: "compact", style: Style(.border), titleStyle: Style(.secondary))
        if let url = island.url {
            canvas.buffer.note(
                .approximated, "a tap on the Dynamic Island opens \(url.absoluteString); not pressable here", at: compact.origin)
        }
        let minimal = Rect(x: compact.right + 1, y: bottom, width: Sheet.minimalSize.width, height: Sheet.minimalSize.height)
        Regions.draw(island.minimal(), in: minimal.inset(by: 1), .center, on: &canvas, islandEnvironment)
        canvas.buffer.drawBox(minimal, style: Style(.border))
        canvas.buffer.drawText("minimal", in: Rect(x: minimal.right + 1, y: minimal.y + 1, width: 7, height: 1), style: Style(.secondary))
        bottom = compact.bottom
        // Expanded: leading and trailing beside the camera, each as wide as its content (up
        // to a side's width), the center below the camera between them, the bottom
        // across below them; as tall as they ask, up to 160 pt.
        let regions = island.expanded()
        let width = Sheet.bannerWidth - 4, sideWidth = Sheet.expandedSideWidth
        let most = Sheet.bannerMaxHeight - 2
        // A side region placed `.belowIfTooWide` that is wider than a side goes below the
        // camera, one row down, as wide as the other side leaves.
        func isBelow(_ region: DynamicIslandRegionView) -> Bool {
            region.belowIfTooWide && (region.position == .leading || region.position == .trailing)
                && Regions.width(of: region.view, room: Size(width: width, height: most), islandEnvironment) > sideWidth
        }
        let below = regions.map(isBelow)
        func views(_ position: DynamicIslandExpandedRegionPosition) -> [(view: AnyView, below: Bool)] {
            zip(regions, below).filter { $0.0.position == position }.map { ($0.0.view, $0.1) }
        }
        // The top regions as tall as their content asks (a region that would take all it is
        // offered leaves the bottom its room, as the island does), a side below the camera one
        // row more; the bottom takes the rest.
        func tallest(_ position: DynamicIslandExpandedRegionPosition, width: Int, room: Int) -> Int {
            let ideal = position != .bottom
            return views(position).map {
                let drop = $0.below ? 1 : 0
                return drop + Regions.height(of: $0.view, width: width, room: room - drop, ideal: ideal, islandEnvironment)
            }.max() ?? 0
        }
        func widest(_ position: DynamicIslandExpandedRegionPosition, besideCamera: Bool) -> Int {
            views(position).filter { $0.below != besideCamera }.map {
                Regions.width(of: $0.view, room: Size(width: sideWidth, height: most), islandEnvironment)
            }.max() ?? 0
        }
        func widest(_ position: DynamicIslandExpandedRegionPosition) -> Int {
            let other: DynamicIslandExpandedRegionPosition = position == .leading ? .trailing : .leading
            let room = width - widest(other, besideCamera: true) - 1
            let moved = views(position).filter(\.below).map {
                Regions.width(of: $0.view, room: Size(width: room, height: most), islandEnvironment)
            }
            return max(widest(position, besideCamera: true), moved.max() ?? 0)
        }
        let (leadingWidth, trailingWidth) = (widest(.leading), widest(.trailing))
        // The center is under the camera, in the middle: as far from either edge as the wider
        // side needs.
        let wider = max(leadingWidth, trailingWidth)
        let centerX = wider > 0 ? wider + 1 : 0
        let centerWidth = max(0, width - 2 * centerX)
        let sides = max(tallest(.leading, width: leadingWidth, room: most), tallest(.trailing, width: trailingWidth, room: most))
        let middle = tallest(.center, width: centerWidth, room: most - 1)
        let top = min(most, max(1, sides, middle > 0 ? middle + 1 : 0))
        let under = min(most - top, tallest(.bottom, width: width, room: most - top))
        let expanded = Rect(x: 0, y: bottom, width: Sheet.bannerWidth, height: top + under + 2)
        let inside = expanded.inset(horizontal: 2, vertical: 1)
        for (region, isBelow) in zip(regions, below) {
            let drop = isBelow ? 1 : 0
            switch region.position {
            case .leading:
                Regions.draw(
                    region.view, in: Rect(x: inside.x, y: inside.y + drop, width: leadingWidth, height: top - drop), .leading,
                    on: &canvas, islandEnvironment)
            case .trailing:
                Regions.draw(
                    region.view,
                    in: Rect(x: inside.right - trailingWidth, y: inside.y + drop, width: trailingWidth, height: top - drop),
                    .trailing, on: &canvas, islandEnvironment)
            case .center:
                Regions.draw(
                    region.view, in: Rect(x: inside.x + centerX, y: inside.y + 1, width: centerWidth, height: max(0, top - 1)),
                    .center, on: &canvas, islandEnvironment)
            default:
                Regions.draw(
                    region.view, in: Rect(x: inside.x, y: inside.y + top, width: width, height: under), .center, on: &canvas,
                    islandEnvironment)
            }
        }
        canvas.buffer.drawBox(expanded, title: "expanded", style: Style(.border), titleStyle: Style(.secondary))
        // As tall as the presentations drawn.
        canvas.buffer = canvas.buffer.cropped(to: Rect(x: 0, y: 0, width: Sheet.bannerWidth, height: expanded.bottom))
        return (canvas, context.actions, context.widgetURL)
    }
}
