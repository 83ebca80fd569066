import ActivityKit
import Foundation

/// An order on its way: what stays the same (the order, the shop) and what changes as it
/// travels (the content state).
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, Hashable {
            case preparing, onTheWay, arriving
        }

        var stage: Stage
        var courier: String
        var minutesLeft: Int
        /// 0…1 of the way from the shop.
        var progress: Double
    }

    var orderNumber: String
    var shop: String
}

extension DeliveryAttributes {
    static let preview = DeliveryAttributes(orderNumber: "#1042", shop: "Maple & Moss")
}

extension DeliveryAttributes.ContentState {
    static let preparing = Self(stage: .preparing, courier: "Ana", minutesLeft: 35, progress: 0.1)
    static let onTheWay = Self(stage: .onTheWay, courier: "Ana", minutesLeft: 12, progress: 0.6)
    static let arriving = Self(stage: .arriving, courier: "Ana", minutesLeft: 1, progress: 0.95)

    var title: String {
        switch stage {
        case .preparing: "Preparing your order"
        case .onTheWay: "On the way"
        case .arriving: "Arriving now"
        }
    }

    /// The title in the few cells below the island's camera.
    var status: String {
        switch stage {
        case .preparing: "Preparing"
        case .onTheWay: "On its way"
        case .arriving: "Arriving"
        }
    }

    var symbol: String {
        switch stage {
        case .preparing: "bag"
        case .onTheWay: "box.truck"
        case .arriving: "house"
        }
    }
}
