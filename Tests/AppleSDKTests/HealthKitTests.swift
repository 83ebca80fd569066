import Foundation
import HealthKit
import Testing

@Suite("HealthKit as a phone whose Health store holds no samples yet: units convert, saved samples are queried and summed by interval")
struct HealthKitTests {
    @Test("Units convert within a dimension: miles and metres, kilocalories and joules, counts a minute, mg/dL, temperatures")
    func units() {
        #expect(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) == 1609.344)
        #expect(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5).doubleValue(for: .meter()) == 5000)
        #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .joule()) == 4184)
        #expect(HKQuantity(unit: .largeCalorie(), doubleValue: 2).doubleValue(for: .kilocalorie()) == 2)
        let perMinute = HKUnit.count().unitDivided(by: .minute())
        #expect(HKQuantity(unit: perMinute, doubleValue: 60).doubleValue(for: HKUnit(from: "count/s")) == 1)
        #expect(HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100).doubleValue(for: HKUnit(from: "g/L")) == 1)
        let glucose = HKUnit.moleUnit(with: .milli, molarMass: 180.156).unitDivided(by: .liter())
        #expect(abs(HKQuantity(unit: glucose, doubleValue: 5.5).doubleValue(for: HKUnit(from: "mg/dL")) - 99.0858) < 0.001)
        #expect(abs(HKQuantity(unit: .degreeCelsius(), doubleValue: 37).doubleValue(for: .degreeFahrenheit()) - 98.6) < 1e-9)
        #expect(HKQuantity(unit: .percent(), doubleValue: 97).doubleValue(for: HKUnit(from: "count")) == 0.97)
        #expect(HKQuantity(unit: .count(), doubleValue: 3).is(compatibleWith: .count()))
        #expect(!HKQuantity(unit: .count(), doubleValue: 3).is(compatibleWith: .meter()))
        #expect(HKQuantity(unit: .foot(), doubleValue: 3).compare(HKQuantity(unit: .meter(), doubleValue: 1)) == .orderedAscending)
    }

    /// Saves `samples` and runs a collection query of daily step sums from `start`.
    func daily(_ store: HKHealthStore, type: HKQuantityType, from start: Date) async -> HKStatisticsCollection? {
        await withCheckedContinuation { continuation in
            let query = HKStatisticsCollectionQuery(
                quantityType: type,
                quantitySamplePredicate: HKQuery.predicateForSamples(withStart: start, end: nil, options: .strictStartDate),
                options: .cumulativeSum, anchorDate: start, intervalComponents: DateComponents(day: 1))
            query.initialResultsHandler = { _, collection, _ in continuation.resume(returning: collection) }
            store.execute(query)
        }
    }

    @Test("Every day of a collection is enumerated, empty ones with no sum; saved steps are summed in the day they start")
    func collection() async throws {
        let store = HKHealthStore()
        #expect(HKHealthStore.isHealthDataAvailable())
        // Its own type, so other tests' samples do not count.
        let type = try #require(HKObjectType.quantityType(forIdentifier: HKQuantityTypeIdentifier("HKQuantityTypeIdentifierTestSteps")))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let monday = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 30)))
        let empty = try #require(await daily(store, type: type, from: monday))
        var days: [Double?] = []
        empty.enumerateStatistics(from: monday, to: monday.addingTimeInterval(2 * 86400)) { statistics, _ in
            days.append(statistics.sumQuantity()?.doubleValue(for: .count()))
        }
        #expect(days == [nil, nil, nil])

        let steps = [(0.0, 1200.0), (3600, 800), (86400 + 60, 4000)].map { offset, count in
            HKQuantitySample(
                type: type, quantity: HKQuantity(unit: .count(), doubleValue: count), start: monday.addingTimeInterval(offset),
                end: monday.addingTimeInterval(offset + 600))
        }
        try await store.save(steps)
        let filled = try #require(await daily(store, type: type, from: monday))
        days = []
        filled.enumerateStatistics(from: monday, to: monday.addingTimeInterval(2 * 86400)) { statistics, _ in
            days.append(statistics.sumQuantity()?.doubleValue(for: .count()))
        }
        #expect(days == [2000, 4000, nil])
        #expect(filled.statistics(for: monday.addingTimeInterval(7200))?.sumQuantity()?.doubleValue(for: .count()) == 2000)
        #expect(filled.statistics(for: monday.addingTimeInterval(2 * 86400 + 10)) == nil)
        #expect(filled.statistics().count == 2)

        // The async descriptors read the same store: the latest sample first.
        let latest = try await HKSampleQueryDescriptor(
            predicates: [.quantitySample(type: type)], sortDescriptors: [SortDescriptor(\.startDate, order: .reverse)], limit: 1
        ).result(for: store)
        #expect(latest.map { $0.quantity.doubleValue(for: .count()) } == [4000])
        let total = try await HKStatisticsQueryDescriptor(predicate: .quantitySample(type: type), options: .cumulativeSum).result(
            for: store)
        #expect(total?.sumQuantity()?.doubleValue(for: .count()) == 6000)
        try await store.delete(steps)
        let none = try await HKStatisticsQueryDescriptor(predicate: .quantitySample(type: type), options: .cumulativeSum).result(for: store)
        #expect(none == nil)
    }

    @Test("A statistics query of nothing answers HealthKit's no-data error; sharing is authorized once asked")
    func noDataAndAuthorization() async throws {
        let store = HKHealthStore()
        let type = HKQuantityType(HKQuantityTypeIdentifier("HKQuantityTypeIdentifierTestNothing"))
        let error: (any Error)? = await withCheckedContinuation { continuation in
            store.execute(
                HKStatisticsQuery(quantityType: type, quantitySamplePredicate: nil, options: .cumulativeSum) { _, statistics, error in
                    continuation.resume(returning: statistics == nil ? error : nil)
                })
        }
        #expect((error as? HKError)?.code == .errorNoData)
        let water = HKQuantityType(.dietaryWater)
        #expect(store.authorizationStatus(for: water) == .notDetermined)
        try await store.requestAuthorization(toShare: [water], read: [HKQuantityType(.stepCount)])
        #expect(store.authorizationStatus(for: water) == .sharingAuthorized)
        #expect(HKQuantityType(.stepCount) == HKObjectType.quantityType(forIdentifier: .stepCount))
        #expect(
            HKQuantityType(.stepCount).aggregationStyle == .cumulative && HKQuantityType(.heartRate).aggregationStyle == .discreteArithmetic
        )
    }
}
