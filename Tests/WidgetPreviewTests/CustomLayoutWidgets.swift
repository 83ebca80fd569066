import SwiftUI
import WidgetKit

/// Tags that flow into rows as wide as they are offered: a team's own `Layout`, written as a
/// phone's code would be — points, ideal sizes, the subviews' spacing.
struct TagFlow: Layout {
    var spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let laidOut = rows(in: proposal.replacingUnspecifiedDimensions().width, subviews: subviews)
        let width = laidOut.map { $0.width }.max() ?? 0
        let height = laidOut.map { $0.height }.reduce(0, +) + gap(.vertical, subviews) * CGFloat(max(0, laidOut.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in rows(in: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.members {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + gap(.horizontal, subviews)
            }
            y += row.height + gap(.vertical, subviews)
        }
    }

    private func gap(_ axis: Axis, _ subviews: Subviews) -> CGFloat {
        spacing ?? (subviews.first?.spacing.distance(to: subviews.first!.spacing, along: axis) ?? 0)
    }

    private func rows(in width: CGFloat, subviews: Subviews) -> [(members: [Int], width: CGFloat, height: CGFloat)] {
        var rows: [(members: [Int], width: CGFloat, height: CGFloat)] = []
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if let last = rows.last, last.width + gap(.horizontal, subviews) + size.width <= width {
                rows[rows.count - 1].members.append(index)
                rows[rows.count - 1].width += gap(.horizontal, subviews) + size.width
                rows[rows.count - 1].height = max(last.height, size.height)
            } else {
                rows.append(([index], size.width, size.height))
            }
        }
        return rows
    }
}

/// Its subviews on a diagonal from the top leading corner, each as far right and down as its
/// `Step` layout value says (default 1), in cells' worth of points.
struct Staircase: Layout {
    struct Step: LayoutValueKey {
        static let defaultValue = 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 85, height: 68))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var corner = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            subview.place(at: corner, anchor: .topLeading, proposal: .unspecified)
            let step = CGFloat(subview[Step.self])
            corner.x += 17 * step
            corner.y += 17 * step
        }
    }
}

struct CustomLayoutEntry: TimelineEntry {
    let date: Date
}

struct CustomLayoutProvider: TimelineProvider {
    func placeholder(in context: Context) -> CustomLayoutEntry { CustomLayoutEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (CustomLayoutEntry) -> Void) {
        completion(CustomLayoutEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CustomLayoutEntry>) -> Void) {
        completion(Timeline(entries: [CustomLayoutEntry(date: Date())], policy: .never))
    }
}

/// A flow of tags above a staircase, the stacks chosen by family through `AnyLayout`.
struct CustomLayoutWidget: Widget {
    struct Content: View {
        @Environment(\.widgetFamily) var family

        var body: some View {
            let layout = family == .systemSmall ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 17))
            layout {
                TagFlow {
                    ForEach(["Sales", "Orders", "Refunds", "Visitors", "Returns"], id: \.self) { tag in
                        Text(tag)
                    }
                }
                Staircase {
                    Text("A")
                    Text("B").layoutValue(key: Staircase.Step.self, value: 2)
                    Text("C")
                }
            }
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "custom-layout", provider: CustomLayoutProvider()) { _ in
            Content()
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// A view rendered to a picture with `ImageRenderer`, then shown as that picture.
struct RenderedPictureWidget: Widget {
    struct Badge: View {
        var body: some View {
            Text("★ Best seller").padding(.horizontal, 8)
        }
    }

    struct Content: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Rendered")
                if let image = ImageRenderer(content: Badge()).uiImage {
                    Image(uiImage: image)
                }
            }
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "rendered-picture", provider: CustomLayoutProvider()) { _ in
            Content()
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A layout that answers sizes, proposals and places no cell can hold: infinitely wide, a
/// height that is not a number, a place far away.
struct RunawayLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: CGFloat.infinity, height: 34)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: 1e30, y: -1e30), proposal: ProposedViewSize(width: 1e300, height: .nan))
    }
}

struct RunawayLayoutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "runaway-layout", provider: CustomLayoutProvider()) { _ in
            VStack {
                Text("Kept")
                RunawayLayout {
                    Text("Far away")
                    Text("Centred")
                }
            }
        }
        .supportedFamilies([.systemSmall])
    }
}
