import CoreFoundation
import Foundation
import FoundationCompatibility
import Testing

/// Foundation as a phone's SDK gives it where Linux's differs: MeasurementFormatter, which Linux
/// declares unavailable.
@Suite("Foundation where Linux's differs: MeasurementFormatter, Core Foundation's URLs, volume capacities, item providers")
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

    @Test("Core Foundation's URL from a string, relative to a base; the volume's capacities for important use are its available space")
    func urlsAndVolumes() throws {
        let base = CFURLCreateWithString(nil, "https://news.ycombinator.com/" as CFString, nil)
        let item = try #require(CFURLCreateWithString(nil, "item?id=42" as CFString, base) as URL?)
        #expect(item.absoluteString == "https://news.ycombinator.com/item?id=42")
        #expect(CFURLGetString(CFURLCreateWithString(nil, "a/b" as CFString, nil)) == "a/b" as CFString)
        let values = try URL(fileURLWithPath: NSTemporaryDirectory()).resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey]
        )
        let important = try #require(values.volumeAvailableCapacityForImportantUsage)
        #expect(important > 0 && important == values.volumeAvailableCapacity.map(Int64.init))
    }

    @Test("An item provider loads back the data registered for a type, and says when there is none")
    func itemProvider() async throws {
        let provider = NSItemProvider(item: NSData(data: Data("hello".utf8)), typeIdentifier: "public.plain-text")
        #expect(
            provider.registeredTypeIdentifiers == ["public.plain-text"] && provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        let loaded: Data? = try await withCheckedThrowingContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: data) }
            }
        }
        #expect(loaded == Data("hello".utf8))
        let missing: (any Error)? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in continuation.resume(returning: error) }
        }
        #expect((missing as NSError?)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }
}
