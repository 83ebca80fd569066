// Queries of the Health store: samples, one statistics, statistics by interval, activity
// summaries, observers and anchored reads — each answered from the run's Health database on a
// background queue, as HealthKit answers. Their predicates are HealthKit's own (dates, sources,
// quantities, workouts), and their `and`/`or`/`not` compounds.
import Foundation

public struct HKQueryOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

public struct HKStatisticsOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    @available(iOS, deprecated: 13.0, renamed: "mostRecent")
    public static let discreteMostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// A HealthKit predicate: which samples (or days' summaries) it keeps.
final class _HKPredicate: NSPredicate {
    let test: @Sendable (Any) -> Bool
    init(_ test: @escaping @Sendable (Any) -> Bool) {
        self.test = test
        super.init(value: true)
    }
    required init?(coder: NSCoder) { nil }

    /// Whether `object` passes `predicate` (HealthKit's, or a compound of them); another kind of
    /// predicate (a format string) keeps everything, said once on standard error.
    static func evaluate(_ predicate: NSPredicate?, _ object: Any) -> Bool {
        guard let predicate else { return true }
        if let own = predicate as? _HKPredicate { return own.test(object) }
        if let compound = predicate as? NSCompoundPredicate {
            let parts = compound.subpredicates
            switch compound.compoundPredicateType {
            case .and: return parts.allSatisfy { evaluate($0, object) }
            case .or: return parts.contains { evaluate($0, object) }
            case .not: return !(parts.first.map { evaluate($0, object) } ?? true)
            @unknown default: return true
            }
        }
        sayOnceOnStandardError("HealthKit: a predicate that is not HealthKit's (\(predicate)) keeps every sample here")
        return true
    }
}

open class HKQuery: NSObject, @unchecked Sendable {
    public let objectType: HKObjectType?
    public let predicate: NSPredicate?
    public var sampleType: HKSampleType? { objectType as? HKSampleType }
    var isStopped = false

    init(objectType: HKObjectType?, predicate: NSPredicate?) { (self.objectType, self.predicate) = (objectType, predicate) }

    /// Run by the store: answer from the database's samples.
    func run(in database: _HealthDatabase) {}

    // MARK: Predicates

    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        _HKPredicate { object in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if options.contains(.strictStartDate) ? sample.startDate < startDate : sample.endDate < startDate { return false }
            }
            if let endDate {
                if options.contains(.strictEndDate) ? sample.endDate > endDate : sample.startDate >= endDate { return false }
            }
            return true
        }
    }
    open class func predicateForObjects(from source: HKSource) -> NSPredicate {
        let id = source.bundleIdentifier
        return _HKPredicate { ($0 as? HKObject)?.sourceRevision.source.bundleIdentifier == id }
    }
    open class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate {
        let ids = Set(sources.map(\.bundleIdentifier))
        return _HKPredicate { ($0 as? HKObject).map { ids.contains($0.sourceRevision.source.bundleIdentifier) } ?? false }
    }
    open class func predicateForObject(with uuid: UUID) -> NSPredicate { _HKPredicate { ($0 as? HKObject)?.uuid == uuid } }
    open class func predicateForObjects(with uuids: Set<UUID>) -> NSPredicate {
        _HKPredicate { ($0 as? HKObject).map { uuids.contains($0.uuid) } ?? false }
    }
    open class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        _HKPredicate { ($0 as? HKObject)?.metadata?[key] != nil }
    }
    open class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate {
        let allowed = allowedValues.map { "\($0)" }
        return _HKPredicate { object in
            guard let value = (object as? HKObject)?.metadata?[key] else { return false }
            return allowed.contains("\(value)")
        }
    }
    /// Linux's Foundation marks `NSComparisonPredicate` deprecated (it has no NSExpression); the
    /// comparison itself is HealthKit's and works here, so only its type's name is deprecated.
    @available(*, deprecated, message: "NSComparisonPredicate is deprecated in Linux's Foundation; the comparison works here")
    open class func predicateForQuantitySamples(with operatorType: NSComparisonPredicate.Operator, quantity: HKQuantity) -> NSPredicate {
        _HKPredicate { object in
            guard let sample = object as? HKQuantitySample else { return false }
            let order = sample.quantity.compare(quantity)
            switch operatorType {
            case .lessThan: return order == .orderedAscending
            case .lessThanOrEqualTo: return order != .orderedDescending
            case .greaterThan: return order == .orderedDescending
            case .greaterThanOrEqualTo: return order != .orderedAscending
            case .equalTo: return order == .orderedSame
            case .notEqualTo: return order != .orderedSame
            default: return true
            }
        }
    }
    @available(*, deprecated, message: "NSComparisonPredicate is deprecated in Linux's Foundation; the comparison works here")
    open class func predicateForCategorySamples(with operatorType: NSComparisonPredicate.Operator, value: Int) -> NSPredicate {
        _HKPredicate { object in
            guard let sample = object as? HKCategorySample else { return false }
            switch operatorType {
            case .lessThan: return sample.value < value
            case .lessThanOrEqualTo: return sample.value <= value
            case .greaterThan: return sample.value > value
            case .greaterThanOrEqualTo: return sample.value >= value
            case .equalTo: return sample.value == value
            case .notEqualTo: return sample.value != value
            default: return true
            }
        }
    }
    open class func predicateForCategorySamples(equalTo value: Int) -> NSPredicate {
        _HKPredicate { ($0 as? HKCategorySample)?.value == value }
    }
    open class func predicateForCategorySamples<T: RawRepresentable>(valueIn values: Set<T>) -> NSPredicate where T.RawValue == Int {
        let raw = Set(values.map(\.rawValue))
        return _HKPredicate { ($0 as? HKCategorySample).map { raw.contains($0.value) } ?? false }
    }
    open class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        _HKPredicate { ($0 as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }
    open class func predicate(
        forActivitySummariesBetweenStart startDateComponents: DateComponents, end endDateComponents: DateComponents
    )
        -> NSPredicate
    {
        let calendar = startDateComponents.calendar ?? Calendar.current
        let start = calendar.date(from: startDateComponents)
        let end = calendar.date(from: endDateComponents)
        return _HKPredicate { object in
            guard let day = (object as? HKActivitySummary)?.day else { return false }
            return (start.map { day >= $0 } ?? true) && (end.map { day <= $0 } ?? true)
        }
    }
    open class func predicate(forActivitySummaryWith dateComponents: DateComponents) -> NSPredicate {
        predicate(forActivitySummariesBetweenStart: dateComponents, end: dateComponents)
    }
}

// MARK: Sample queries

open class HKSampleQuery: HKQuery, @unchecked Sendable {
    public let limit: Int
    public let sortDescriptors: [NSSortDescriptor]?
    let handler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        (self.limit, self.sortDescriptors, handler) = (limit, sortDescriptors, resultsHandler)
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func run(in database: _HealthDatabase) {
        let samples = HKSampleQuery.sorted(database.samples(of: sampleType, matching: predicate), by: sortDescriptors ?? [])
        handler(self, Array(limit > 0 ? samples.prefix(limit) : samples[...]), nil)
    }

    /// Samples in the order of `descriptors` (by start or end date), else as saved.
    static func sorted(_ samples: [HKSample], by descriptors: [NSSortDescriptor]) -> [HKSample] {
        samples.sorted { a, b in
            for descriptor in descriptors {
                let key = descriptor.key ?? HKSampleSortIdentifierStartDate
                let x = key == HKSampleSortIdentifierEndDate ? a.endDate : a.startDate
                let y = key == HKSampleSortIdentifierEndDate ? b.endDate : b.startDate
                if x != y { return descriptor.ascending ? x < y : x > y }
            }
            return false
        }
    }
}

public typealias HKObserverQueryCompletionHandler = () -> Void

/// Told when samples of its type change: once when it starts, as HealthKit does.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    let handler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?,
        updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
    ) {
        handler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }
    override func run(in database: _HealthDatabase) { handler(self, {}, nil) }
}

open class HKQueryAnchor: NSObject, @unchecked Sendable {
    let value: Int
    public init(fromValue value: Int) { self.value = value }
}
public let HKAnchoredObjectQueryNoAnchor = 0

open class HKDeletedObject: NSObject, @unchecked Sendable {
    public let uuid: UUID
    public let metadata: [String: Any]?
    init(uuid: UUID) { (self.uuid, metadata) = (uuid, nil) }
}

open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    let anchor: HKQueryAnchor?
    let limit: Int
    let handler: (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    open var updateHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?

    public init(
        type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
        resultsHandler handler: @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    ) {
        (self.anchor, self.limit, self.handler) = (anchor, limit, handler)
        super.init(objectType: type, predicate: predicate)
    }

    override func run(in database: _HealthDatabase) {
        let all = database.samples(of: sampleType, matching: predicate)
        let after = Array(all.dropFirst(anchor?.value ?? 0))
        let samples = limit > 0 ? Array(after.prefix(limit)) : after
        handler(self, samples, [], HKQueryAnchor(fromValue: (anchor?.value ?? 0) + samples.count), nil)
    }
}

// MARK: Statistics

/// Statistics of a quantity over an interval (Apple's `HKStatistics`).
open class HKStatistics: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date
    public let sources: [HKSource]?
    let samples: [HKQuantitySample]
    let options: HKStatisticsOptions

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date, samples: [HKQuantitySample], options: HKStatisticsOptions) {
        (self.quantityType, self.startDate, self.endDate, self.samples, self.options) = (quantityType, startDate, endDate, samples, options)
        sources = options.contains(.separateBySource) ? [HKSource.default()] : nil
    }

    /// The samples' quantities combined, in the first one's unit; nil when there are none.
    private func combined(_ combine: ([Double]) -> Double) -> HKQuantity? {
        guard let unit = samples.first?.quantity.unit else { return nil }
        let values = samples.map { $0.quantity.doubleValue(for: unit) }
        return HKQuantity(unit: unit, doubleValue: combine(values))
    }

    open func sumQuantity() -> HKQuantity? { options.contains(.cumulativeSum) ? combined { $0.reduce(0, +) } : nil }
    open func averageQuantity() -> HKQuantity? {
        options.contains(.discreteAverage) ? combined { $0.reduce(0, +) / Double($0.count) } : nil
    }
    open func minimumQuantity() -> HKQuantity? { options.contains(.discreteMin) ? combined { $0.min() ?? 0 } : nil }
    open func maximumQuantity() -> HKQuantity? { options.contains(.discreteMax) ? combined { $0.max() ?? 0 } : nil }
    open func mostRecentQuantity() -> HKQuantity? {
        guard options.contains(.mostRecent) else { return nil }
        return samples.max { $0.endDate < $1.endDate }?.quantity
    }
    open func mostRecentQuantityDateInterval() -> DateInterval? {
        guard options.contains(.mostRecent), let last = samples.max(by: { $0.endDate < $1.endDate }) else { return nil }
        return DateInterval(start: last.startDate, end: last.endDate)
    }
    open func duration() -> HKQuantity? {
        guard options.contains(.duration), !samples.isEmpty else { return nil }
        return HKQuantity(unit: .second(), doubleValue: samples.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) })
    }
    open func sumQuantity(for source: HKSource) -> HKQuantity? { sumQuantity() }
    open func averageQuantity(for source: HKSource) -> HKQuantity? { averageQuantity() }
    open func minimumQuantity(for source: HKSource) -> HKQuantity? { minimumQuantity() }
    open func maximumQuantity(for source: HKSource) -> HKQuantity? { maximumQuantity() }
    open func mostRecentQuantity(for source: HKSource) -> HKQuantity? { mostRecentQuantity() }
    open func duration(for source: HKSource) -> HKQuantity? { duration() }
}

open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let options: HKStatisticsOptions
    let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        (self.options, self.handler) = (options, handler)
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run(in database: _HealthDatabase) {
        let samples = database.samples(of: sampleType, matching: predicate).compactMap { $0 as? HKQuantitySample }
        // HealthKit answers "no data" when nothing matches.
        guard let first = samples.min(by: { $0.startDate < $1.startDate }), let last = samples.max(by: { $0.endDate < $1.endDate }) else {
            handler(self, nil, HKError(.errorNoData))
            return
        }
        handler(
            self,
            HKStatistics(
                quantityType: objectType as! HKQuantityType, startDate: first.startDate, endDate: last.endDate, samples: samples,
                options: options),
            nil)
    }
}

/// Statistics by interval (Apple's `HKStatisticsCollection`): the intervals start at the anchor
/// and follow each other by the interval's components; a sample counts in the interval its
/// start falls in.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let quantityType: HKQuantityType
    let samples: [HKQuantitySample]
    let options: HKStatisticsOptions
    let anchorDate: Date
    let interval: DateComponents
    let calendar = Calendar.current

    init(
        quantityType: HKQuantityType, samples: [HKQuantitySample], options: HKStatisticsOptions, anchorDate: Date, interval: DateComponents
    ) {
        (self.quantityType, self.samples, self.options, self.anchorDate, self.interval) = (
            quantityType, samples, options, anchorDate, interval
        )
    }

    /// The start of the `index`th interval from the anchor (negative: before it).
    private func start(_ index: Int) -> Date {
        var components = DateComponents()
        for unit in [Calendar.Component.year, .month, .weekOfYear, .day, .hour, .minute, .second] {
            if let value = interval.value(for: unit), value != 0 { components.setValue(value * index, for: unit) }
        }
        return calendar.date(byAdding: components, to: anchorDate) ?? anchorDate
    }

    /// The index of the interval `date` falls in.
    private func index(of date: Date) -> Int {
        let span = max(1, start(1).timeIntervalSince(anchorDate))
        var guess = Int((date.timeIntervalSince(anchorDate) / span).rounded(.down))
        while start(guess) > date { guess -= 1 }
        while start(guess + 1) <= date { guess += 1 }
        return guess
    }

    private func statistics(at index: Int) -> HKStatistics {
        let from = start(index)
        let to = start(index + 1)
        let inside = samples.filter { $0.startDate >= from && $0.startDate < to }
        return HKStatistics(quantityType: quantityType, startDate: from, endDate: to, samples: inside, options: options)
    }

    /// The statistics of the interval that holds `date`; nil when no sample falls in it.
    open func statistics(for date: Date) -> HKStatistics? {
        let statistics = statistics(at: index(of: date))
        return statistics.samples.isEmpty ? nil : statistics
    }

    /// The intervals that hold samples, in order.
    open func statistics() -> [HKStatistics] {
        Set(samples.map { index(of: $0.startDate) }).sorted().map { statistics(at: $0) }
    }

    /// Every interval from the one holding `startDate` to the one holding `endDate`, with or
    /// without samples, as HealthKit enumerates them.
    open func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard startDate <= endDate else { return }
        var stop: ObjCBool = false
        var i = index(of: startDate)
        let last = index(of: endDate)
        while i <= last, !stop.boolValue {
            withUnsafeMutablePointer(to: &stop) { block(statistics(at: i), $0) }
            i += 1
        }
    }

    open func sources() -> Set<HKSource> { samples.isEmpty ? [] : [HKSource.default()] }
}

open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public let anchorDate: Date
    public let options: HKStatisticsOptions
    public let intervalComponents: DateComponents
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
        intervalComponents: DateComponents
    ) {
        (self.anchorDate, self.options, self.intervalComponents) = (anchorDate, options, intervalComponents)
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    func collection(in database: _HealthDatabase) -> HKStatisticsCollection {
        HKStatisticsCollection(
            quantityType: objectType as! HKQuantityType,
            samples: database.samples(of: sampleType, matching: predicate).compactMap { $0 as? HKQuantitySample }, options: options,
            anchorDate: anchorDate, interval: intervalComponents)
    }

    override func run(in database: _HealthDatabase) {
        let collection = collection(in: database)
        initialResultsHandler?(self, collection, nil)
    }
}

// MARK: Activity summaries

open class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
    let handler: (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
    open var updateHandler: ((HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void)?

    public init(
        predicate: NSPredicate?, resultsHandler handler: @escaping (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
    ) {
        self.handler = handler
        super.init(objectType: HKObjectType.activitySummaryType(), predicate: predicate)
    }

    /// No watch closes rings here: there are no summaries.
    override func run(in database: _HealthDatabase) { handler(self, [], nil) }
}
