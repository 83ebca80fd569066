// Foundation's MeasurementFormatter, which Linux's Foundation declares unavailable: this one
// shadows it for a team's code. A measurement is its value by the formatter's number formatter
// and its unit's symbol — "21.5°C", "5 km"; `.short` drops the space ("5km"), `.long` writes the
// symbol too (Apple spells the unit's name: "5 kilometers"). Without `.providedUnit` a temperature
// is given in the locale's scale, as Apple's is (Fahrenheit in the United States and the few
// places that use it); other units are kept as given.
import Foundation

open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit is chosen and shown (Apple's `MeasurementFormatter.UnitOptions`).
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String where UnitType: Unit {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if !unitOptions.contains(.providedUnit), let temperature = measurement as? Measurement<UnitTemperature> {
            let local: UnitTemperature = Self.usesFahrenheit(locale ?? .current) ? .fahrenheit : .celsius
            value = temperature.converted(to: local).value
            unit = local
        }
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
        if unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            return unitStyle == .short ? number + "°" : number + unit.symbol
        }
        return unitStyle == .short ? number + unit.symbol : number + " " + unit.symbol
    }

    open func string(from unit: Unit) -> String { unit.symbol }

    open override func string(for obj: Any?) -> String? {
        if let unit = obj as? Unit { return string(from: unit) }
        guard let measurement = obj as? NSMeasurement else { return nil }
        return string(from: Measurement(value: measurement.doubleValue, unit: measurement.unit))
    }

    /// Whether a locale reads temperatures in Fahrenheit.
    static func usesFahrenheit(_ locale: Locale) -> Bool {
        ["US", "BS", "BZ", "KY", "PW", "LR", "FM", "MH"].contains(locale.region?.identifier ?? "")
    }
}
