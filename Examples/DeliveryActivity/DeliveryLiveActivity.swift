import ActivityKit
import SwiftUI
import WidgetKit

/// The delivery's Live Activity: a Lock Screen banner, and every region of the Dynamic Island.
struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: context.state.symbol)
                    Text(context.state.title).font(.headline)
                    Spacer()
                    Text("\(context.state.minutesLeft) min").bold()
                }
                ProgressView(value: context.state.progress)
                Text("\(context.attributes.shop) · order \(context.attributes.orderNumber) · \(context.state.courier)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .activityBackgroundTint(.black.opacity(0.6))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.orderNumber, systemImage: context.state.symbol)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min").bold()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.status).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading) {
                        ProgressView(value: context.state.progress)
                        Text("\(context.state.courier) is bringing it").font(.caption)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.symbol)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
            .keylineTint(.orange)
        }
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}
