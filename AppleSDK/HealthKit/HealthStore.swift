// The health store: the phone's one Health database for the run (what code saves, kept in
// memory), authorization as granted when asked, and the async query descriptors of iOS 15.4+.
import Foundation
import FoundationCompatibility

/// The phone's Health database for the run.
final class _HealthDatabase: @unchecked Sendable {
    static let shared = _HealthDatabase()
    private let lock = NSLock()
    private var stored: [HKSample] = []
    private var granted: Set<String> = []
    private var asked = false

    func samples(of type: HKSampleType?, matching predicate: NSPredicate?) -> [HKSample] {
        lock.lock()
        let all = stored
        lock.unlock()
        return all.filter { (type == nil || $0.sampleType.isEqual(type)) && _HKPredicate.evaluate(predicate, $0) }
    }

    func save(_ objects: [HKObject]) {
        lock.lock()
        stored += objects.compactMap { $0 as? HKSample }
        lock.unlock()
    }

    func delete(where test: (HKSample) -> Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let before = stored.count
        stored.removeAll(where: test)
        return before - stored.count
    }

    func grant(_ types: [HKObjectType]) {
        lock.lock()
        granted.formUnion(types.map(\.identifier))
        asked = true
        lock.unlock()
    }
    func isGranted(_ type: HKObjectType) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return granted.contains(type.identifier)
    }
    var wasAsked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }

}

open class HKBiologicalSexObject: NSObject, @unchecked Sendable {
    public let biologicalSex: HKBiologicalSex
    init(_ sex: HKBiologicalSex) { biologicalSex = sex }
}
open class HKBloodTypeObject: NSObject, @unchecked Sendable {
    public let bloodType: HKBloodType
    init(_ type: HKBloodType) { bloodType = type }
}

open class HKHealthStore: NSObject, @unchecked Sendable {
    let database = _HealthDatabase.shared

    public override init() {
        super.init()
        sayOnceOnStandardError("HealthKit: a phone whose Health store holds no samples yet (what this app saves is kept for the run)")
    }

    /// Health is on this phone (an iPhone's).
    open class func isHealthDataAvailable() -> Bool { true }
    open func supportsHealthRecords() -> Bool { false }
    open func earliestPermittedSampleDate() -> Date { Date(timeIntervalSince1970: 0) }

    // MARK: Authorization

    /// Sharing (writing) a type is authorized once asked; whether reading is, HealthKit never tells.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        database.isGranted(type) ? .sharingAuthorized : .notDetermined
    }

    open func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        database.grant(Array(typesToShare ?? []))
        DispatchQueue.global().async { completion(true, nil) }
    }

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        database.grant(Array(typesToShare))
    }

    open func getRequestStatusForAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
        completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
    ) {
        let status: HKAuthorizationRequestStatus = database.wasAsked ? .unnecessary : .shouldRequest
        DispatchQueue.global().async { completion(status, nil) }
    }

    open func statusForAuthorizationRequest(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
    ) async throws
        -> HKAuthorizationRequestStatus
    {
        database.wasAsked ? .unnecessary : .shouldRequest
    }

    open func handleAuthorizationForExtension(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(true, nil) }
    }

    // MARK: Queries

    /// Runs `query` on a background queue, as HealthKit answers.
    open func execute(_ query: HKQuery) {
        let database = database
        DispatchQueue.global().async {
            guard !query.isStopped else { return }
            query.run(in: database)
        }
    }

    open func stop(_ query: HKQuery) { query.isStopped = true }

    // MARK: Saving and deleting

    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        save([object], withCompletion: completion)
    }
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        database.save(objects)
        DispatchQueue.global().async { completion(true, nil) }
    }
    open func save(_ object: HKObject) async throws { database.save([object]) }
    open func save(_ objects: [HKObject]) async throws { database.save(objects) }

    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        delete([object], withCompletion: completion)
    }
    open func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let ids = Set(objects.map(\.uuid))
        _ = database.delete { ids.contains($0.uuid) }
        DispatchQueue.global().async { completion(true, nil) }
    }
    open func delete(_ object: HKObject) async throws {
        let id = object.uuid
        _ = database.delete { $0.uuid == id }
    }
    open func delete(_ objects: [HKObject]) async throws {
        let ids = Set(objects.map(\.uuid))
        _ = database.delete { ids.contains($0.uuid) }
    }
    open func deleteObjects(
        of objectType: HKObjectType, predicate: NSPredicate,
        withCompletion completion: @escaping @Sendable (Bool, Int, (any Error)?) -> Void
    ) {
        let count = database.delete { $0.sampleType.isEqual(objectType) && _HKPredicate.evaluate(predicate, $0) }
        DispatchQueue.global().async { completion(true, count, nil) }
    }

    // MARK: Background delivery, units, characteristics

    open func enableBackgroundDelivery(
        for type: HKObjectType, frequency: HKUpdateFrequency, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        DispatchQueue.global().async { completion(true, nil) }
    }
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {}
    open func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void)
    {
        DispatchQueue.global().async { completion(true, nil) }
    }
    open func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(true, nil) }
    }

    /// The units the phone's region prefers (metric here: `Locale`'s measurement system).
    open func preferredUnits(
        for quantityTypes: Set<HKQuantityType>, completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void
    ) {
        let units = preferred(quantityTypes)
        DispatchQueue.global().async { completion(units, nil) }
    }
    open func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] { preferred(quantityTypes) }

    private func preferred(_ types: Set<HKQuantityType>) -> [HKQuantityType: HKUnit] {
        let metric = Locale.current.measurementSystem != .us
        var units: [HKQuantityType: HKUnit] = [:]
        for type in types {
            let name = type.identifier.replacingOccurrences(of: "HKQuantityTypeIdentifier", with: "")
            switch HKQuantityType.dimension(of: type.identifier) {
            case HKUnit.meter().dimension?:
                units[type] = name == "Height" ? (metric ? .meterUnit(with: .centi) : .inch()) : metric ? .meterUnit(with: .kilo) : .mile()
            case HKUnit.joule().dimension?: units[type] = .kilocalorie()
            case HKUnit.gram().dimension?: units[type] = metric ? .gramUnit(with: .kilo) : .pound()
            case HKUnit.second().dimension?: units[type] = .minute()
            case [:]?: units[type] = .count()
            default:
                switch name {
                case "HeartRate", "RestingHeartRate", "WalkingHeartRateAverage", "RespiratoryRate":
                    units[type] = HKUnit.count().unitDivided(by: .minute())
                case "BloodGlucose": units[type] = HKUnit(from: "mg/dL")
                case "OxygenSaturation", "BodyFatPercentage": units[type] = .percent()
                case "BodyTemperature", "BasalBodyTemperature": units[type] = metric ? .degreeCelsius() : .degreeFahrenheit()
                case "HeartRateVariabilitySDNN": units[type] = .secondUnit(with: .milli)
                case "DietaryWater": units[type] = metric ? .literUnit(with: .milli) : .fluidOunceUS()
                default: units[type] = .count()
                }
            }
        }
        return units
    }

    /// No one has entered their details in Health here.
    open func biologicalSex() throws -> HKBiologicalSexObject { HKBiologicalSexObject(.notSet) }
    open func bloodType() throws -> HKBloodTypeObject { HKBloodTypeObject(.notSet) }
    open func dateOfBirthComponents() throws -> DateComponents { DateComponents() }
}

// MARK: Query descriptors (async)

/// What a descriptor reads: samples of a type, with a predicate of HealthKit's.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    public let sampleType: HKSampleType
    public let nsPredicate: NSPredicate?
    init(sampleType: HKSampleType, nsPredicate: NSPredicate?) { (self.sampleType, self.nsPredicate) = (sampleType, nsPredicate) }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}
extension HKSamplePredicate where Sample == HKCategorySample {
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}
extension HKSamplePredicate where Sample == HKWorkout {
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}
extension HKSamplePredicate where Sample == HKSample {
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    public var predicates: [HKSamplePredicate<Sample>]
    public var sortDescriptors: [SortDescriptor<Sample>]
    public var limit: Int?

    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        (self.predicates, self.sortDescriptors, self.limit) = (predicates, sortDescriptors, limit)
    }

    public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
        var samples: [Sample] = []
        for predicate in predicates {
            samples += healthStore.database.samples(of: predicate.sampleType, matching: predicate.nsPredicate).compactMap { $0 as? Sample }
        }
        if !sortDescriptors.isEmpty { samples.sort(using: sortDescriptors) }
        if let limit, limit > 0 { samples = Array(samples.prefix(limit)) }
        return samples
    }
}

public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
    public var predicate: HKSamplePredicate<HKQuantitySample>
    public var options: HKStatisticsOptions
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        (self.predicate, self.options) = (predicate, options)
    }

    /// The statistics of the matching samples; nil when there are none (HealthKit's "no data").
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
        let samples = healthStore.database.samples(of: predicate.sampleType, matching: predicate.nsPredicate).compactMap {
            $0 as? HKQuantitySample
        }
        guard let first = samples.min(by: { $0.startDate < $1.startDate }), let last = samples.max(by: { $0.endDate < $1.endDate }) else {
            return nil
        }
        return HKStatistics(
            quantityType: predicate.sampleType as! HKQuantityType, startDate: first.startDate, endDate: last.endDate, samples: samples,
            options: options)
    }
}

public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
    public var predicate: HKSamplePredicate<HKQuantitySample>
    public var options: HKStatisticsOptions
    public var anchorDate: Date
    public var intervalComponents: DateComponents

    public init(
        predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date, intervalComponents: DateComponents
    ) {
        (self.predicate, self.options, self.anchorDate, self.intervalComponents) = (predicate, options, anchorDate, intervalComponents)
    }

    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        HKStatisticsCollectionQuery(
            quantityType: predicate.sampleType as! HKQuantityType, quantitySamplePredicate: predicate.nsPredicate, options: options,
            anchorDate: anchorDate, intervalComponents: intervalComponents
        ).collection(in: healthStore.database)
    }
}

public struct HKActivitySummaryQueryDescriptor: @unchecked Sendable {
    public var predicate: NSPredicate?
    public init(predicate: NSPredicate?) { self.predicate = predicate }
    public func result(for healthStore: HKHealthStore) async throws -> [HKActivitySummary] { [] }
}
