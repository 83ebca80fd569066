import Foundation
import FoundationCompatibility
import Testing

/// `Measurement.formatted(.measurement(…))`, which Linux's Foundation lacks: converted for its
/// usage in the locale's measurement system, written at the width asked.
@Suite("Measurement's format style: units for their usage in the locale, at each width")
struct MeasurementFormatStyleTests {
    let us = Locale(identifier: "en_US")
    let germany = Locale(identifier: "de_DE")

    func text<U: Dimension>(
        _ value: Double, _ unit: U, _ width: Measurement<U>.FormatStyle.UnitWidth, _ usage: MeasurementFormatUnitUsage<U> = .general,
        _ locale: Locale
    ) -> String {
        Measurement(value: value, unit: unit).formatted(.measurement(width: width, usage: usage).locale(locale))
    }

    @Test("A road distance: miles in the United States (feet when short), kilometres elsewhere (metres when short)")
    func distances() {
        #expect(text(5, UnitLength.kilometers, .abbreviated, .road, us) == "3.1 mi")
        #expect(text(100, UnitLength.meters, .abbreviated, .road, us) == "328.1 ft")
        #expect(text(5, UnitLength.kilometers, .abbreviated, .road, germany) == "5 km")
        #expect(text(800, UnitLength.meters, .abbreviated, .road, germany) == "800 m")
        #expect(text(5, UnitLength.kilometers, .narrow, .road, germany) == "5km")
        #expect(text(5, UnitLength.kilometers, .wide, .road, germany) == "5 kilometers")
        #expect(text(1, UnitLength.kilometers, .wide, .road, germany) == "1 kilometer")
        // As provided: the unit it was given in.
        #expect(text(5, UnitLength.kilometers, .abbreviated, .asProvided, us) == "5 km")
    }

    @Test("Weather in the locale's scale, a workout in kilocalories, a number style when given")
    func otherUnits() {
        #expect(text(21.5, UnitTemperature.celsius, .abbreviated, .weather, us) == "70.7°F")
        #expect(text(21.5, UnitTemperature.celsius, .abbreviated, .weather, germany) == "21,5°C")
        #expect(text(250, UnitEnergy.kilocalories, .abbreviated, .workout, us) == "250 kcal")
        let precise = Measurement(value: 3.14159, unit: UnitLength.meters)
            .formatted(
                .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(3))).locale(us))
        #expect(precise == "3.142 m")
    }
}
