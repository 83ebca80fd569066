import AppIntents
import SwiftUI
import WidgetKit

/// Whether the shop takes orders: a toggle in Control Center, its state read from the app.
struct AcceptingOrdersControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.shop.accepting-orders", provider: AcceptingOrdersValue()) { isOpen in
            ControlWidgetToggle(isOn: isOpen, action: SetAcceptingOrdersIntent()) {
                Label("Orders", systemImage: "storefront")
            } valueLabel: { isOn in
                Text(isOn ? "Taking" : "Paused")
            }
            .tint(.green)
        }
        .displayName("Accepting orders")
        .description("Pause new orders when the shop is busy.")
    }
}

struct AcceptingOrdersValue: ControlValueProvider {
    var previewValue: Bool { true }

    func currentValue() async throws -> Bool {
        // What the app last wrote to the shared defaults: paused until it says otherwise.
        UserDefaults(suiteName: "group.com.example.shop")?.bool(forKey: "acceptingOrders") ?? false
    }
}

struct SetAcceptingOrdersIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Accept orders"

    @Parameter(title: "Accepting")
    var value: Bool

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.shop")?.set(value, forKey: "acceptingOrders")
        return .result()
    }
}

/// Marks the oldest waiting order fulfilled: a button.
struct FulfillNextControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.shop.fulfill-next") {
            ControlWidgetButton(action: FulfillNextIntent()) {
                Label("Fulfill next", systemImage: "shippingbox")
            }
        }
        .displayName("Fulfill next order")
    }
}

struct FulfillNextIntent: AppIntent {
    static let title: LocalizedStringResource = "Fulfill the next order"

    func perform() async throws -> some IntentResult { .result() }
}

/// Holiday mode: a toggle titled by text, whose value label brings the symbol.
struct HolidayModeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.shop.holiday-mode", provider: HolidayModeValue()) { away in
            ControlWidgetToggle("Holiday", isOn: away, action: SetHolidayModeIntent()) { isOn in
                Label(isOn ? "Away" : "Open", systemImage: isOn ? "airplane" : "storefront")
            }
        }
    }
}

struct HolidayModeValue: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool {
        throw HolidayModeError.noShopSignedIn
    }
}

enum HolidayModeError: Error {
    case noShopSignedIn
}

struct SetHolidayModeIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Holiday mode"

    @Parameter(title: "Away")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

@main
struct ShopControlsBundle: WidgetBundle {
    var body: some Widget {
        AcceptingOrdersControl()
        FulfillNextControl()
        HolidayModeControl()
    }
}
