// Shared with the widget by the widget's spec (`../App/Shared/Money.swift`).
enum Money {
    static func format(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let fraction = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
