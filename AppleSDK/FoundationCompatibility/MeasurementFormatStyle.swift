// Foundation's `Measurement.FormatStyle` (`.formatted(.measurement(width:usage:))`), which
// Linux's Foundation lacks. A measurement is converted for its usage in the locale's measurement
// system — road and walking distances in miles or kilometres (feet or metres under a tenth of a
// mile or a kilometre), a person's weight in pounds or kilograms, wind in mph or km/h, weather in
// the locale's temperature scale, workouts and food in kilocalories — unless its usage is
// `.asProvided`, then written with its unit's symbol (abbreviated), the symbol with no space
// (narrow), or the unit's name (wide), the number with at most one decimal unless a number
// style is given.
import Foundation

/// What a measurement measures, which decides the unit it is shown in (Apple's
/// `MeasurementFormatUnitUsage`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let purpose: String
    public static var general: Self { Self(purpose: "general") }
    public static var asProvided: Self { Self(purpose: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(purpose: "person") }
    public static var personHeight: Self { Self(purpose: "personHeight") }
    public static var road: Self { Self(purpose: "road") }
    public static var focalLength: Self { Self(purpose: "focalLength") }
    public static var rainfall: Self { Self(purpose: "rainfall") }
    public static var snowfall: Self { Self(purpose: "snowfall") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(purpose: "food") }
    public static var workout: Self { Self(purpose: "workout") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { Self(purpose: "weather") }
    public static var person: Self { Self(purpose: "person") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(purpose: "personWeight") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    public static var wind: Self { Self(purpose: "wind") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { Self(purpose: "liquid") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written (Apple's `Measurement.FormatStyle`).
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        /// How much of the unit is written: its name, its symbol, or its symbol joined to the number.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let id: Int
            public static var wide: Self { Self(id: 0) }
            public static var abbreviated: Self { Self(id: 1) }
            public static var narrow: Self { Self(id: 2) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            (self.width, self.locale, self.usage, self.numberFormatStyle) = (width, locale, usage, numberFormatStyle)
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let shown = MeasurementUsage.converted(measurement, for: usage?.purpose ?? "general", in: locale)
            let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...1))).locale(locale).format(shown.value)
            let symbol = MeasurementUsage.symbol(of: shown.unit)
            switch width {
            case .wide: return number + " " + MeasurementUsage.name(of: shown.unit, plural: shown.value != 1)
            case .narrow: return number + symbol
            // A temperature's degree sign joins its number ("70.7°F"), as Apple writes it.
            default: return number + (shown.unit is UnitTemperature ? "" : " ") + symbol
            }
        }
    }

    /// The measurement written for the current locale, abbreviated.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    /// `.formatted(.measurement(width: .abbreviated, usage: .road))`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// The unit a usage shows a measurement in, by the locale's measurement system.
enum MeasurementUsage {
    static func converted<U: Dimension>(_ measurement: Measurement<U>, for purpose: String, in locale: Locale) -> Measurement<Dimension> {
        let given = Measurement<Dimension>(value: measurement.value, unit: measurement.unit)
        guard purpose != "asProvided" else { return given }
        let imperial = locale.measurementSystem != .metric
        let us = locale.measurementSystem == .us
        func to(_ unit: Dimension) -> Measurement<Dimension> { given.converted(to: unit) }
        switch measurement.unit {
        case is UnitLength:
            let meters = given.converted(to: UnitLength.meters).value
            if imperial {
                return abs(meters) >= 160.9344 ? to(UnitLength.miles) : to(UnitLength.feet)
            }
            return abs(meters) >= 1000 ? to(UnitLength.kilometers) : to(UnitLength.meters)
        case is UnitTemperature:
            return to(MeasurementFormatter.usesFahrenheit(locale) ? UnitTemperature.fahrenheit : UnitTemperature.celsius)
        case is UnitMass where purpose == "personWeight" || purpose == "general":
            return to(us ? UnitMass.pounds : UnitMass.kilograms)
        case is UnitSpeed:
            return to(imperial ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour)
        case is UnitEnergy where purpose == "food" || purpose == "workout":
            return to(UnitEnergy.kilocalories)
        case is UnitVolume where purpose == "liquid":
            return to(us ? UnitVolume.fluidOunces : UnitVolume.liters)
        default:
            return given
        }
    }

    /// A unit's symbol as Apple writes it (Linux's kilocalorie is "kCal": "kcal").
    static func symbol(of unit: Dimension) -> String { unit.symbol == "kCal" ? "kcal" : unit.symbol }

    /// A unit's name, as `.wide` writes it.
    static func name(of unit: Dimension, plural: Bool) -> String {
        let names: [String: (String, String)] = [
            "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
            "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"), "yd": ("yard", "yards"),
            "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
            "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
            "m/s": ("meter per second", "meters per second"), "kCal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"),
            "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
            "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "fl oz": ("fluid ounce", "fluid ounces"),
        ]
        guard let name = names[unit.symbol] else { return unit.symbol }
        return plural ? name.1 : name.0
    }
}
