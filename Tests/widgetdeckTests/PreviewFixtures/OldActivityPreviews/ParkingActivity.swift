// A Live Activity previewed the Xcode 14 way: a PreviewProvider whose previews are
// `attributes.previewContext(state, viewKind:)` — the same state in four views, and a second
// state. A nested and a private preview provider sit beside it, as real files have them. Its
// island has margins of its own (two columns at the leading region's and the island's trailing
// edge) and a URL a tap opens.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var zone: String
    }

    var plate: String
}

struct ParkingActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            HStack {
                Text("🅿️ \(context.state.zone)")
                Spacer()
                Text("\(context.state.minutesLeft) min left")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.plate) }
                    .contentMargins(.leading, 17)
                DynamicIslandExpandedRegion(.trailing) {
                    // Too wide beside the camera: below it.
                    Text("\(context.state.minutesLeft) min left on the meter").dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
            } compactLeading: {
                Text("🅿️")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
            .contentMargins(.trailing, 17, for: .expanded)
            .widgetURL(URL(string: "parking://session"))
        }
    }
}

@main
struct ParkingBundle: WidgetBundle {
    var body: some Widget {
        ParkingActivity()
    }
}

struct ParkingActivity_Previews: PreviewProvider {
    static let attributes = ParkingAttributes(plate: "KL 42 ZT")
    static let early = ParkingAttributes.ContentState(minutesLeft: 45, zone: "Zone B")
    static let late = ParkingAttributes.ContentState(minutesLeft: 5, zone: "Zone B")

    static var previews: some View {
        attributes
            .previewContext(early, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Island Compact")
        attributes
            .previewContext(early, viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Island Expanded")
        attributes
            .previewContext(early, viewKind: .dynamicIsland(.minimal))
            .previewDisplayName("Minimal")
        attributes
            .previewContext(early, viewKind: .content)
            .previewDisplayName("Notification")
        attributes
            .previewContext(late, viewKind: .content)
            .previewDisplayName("Nearly over")
    }
}

enum Screens {
    struct Nested_Previews: PreviewProvider {
        static var previews: some View { Text("nested") }
    }
}

private struct Private_Previews: PreviewProvider {
    static var previews: some View { Text("private") }
}
