import Foundation
import FoundationCompatibility
import Testing

/// Foundation as a phone's SDK gives it where Linux's differs: MeasurementFormatter, which Linux
/// declares unavailable.
@Suite("Foundation where Linux's differs: MeasurementFormatter")
struct FoundationShadowsTests {
    @Test("A temperature is its value and symbol, in the locale's scale unless the provided unit is asked for")
    func temperatures() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.numberFormatter.maximumFractionDigits = 1
        let reading = Measurement(value: 21.54, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: reading) == "21.5°C")
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: reading) == "70.8°F")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: reading) == "21.5°C")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: reading) == "21.5°")
    }

    @Test("Other units keep the unit given: a space before the symbol, none in the short style")
    func lengths() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(formatter.string(from: run) == "5 km")
        formatter.unitStyle = .short
        #expect(formatter.string(from: run) == "5km")
        #expect(formatter.string(for: "not a measurement") == nil)
    }
}
