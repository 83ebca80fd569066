// What Health holds: samples of a quantity or a category over a time, workouts, and the
// activity rings' daily summaries, each from a source (this app, here).
import Foundation

public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
public let HKMetadataKeyTimeZone = "HKTimeZone"
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
public let HKMetadataKeyHeartRateMotionContext = "HKHeartRateMotionContext"
public let HKPredicateKeyPathStartDate = "startDate"
public let HKPredicateKeyPathEndDate = "endDate"
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
public let HKObjectQueryNoLimit = 0

/// Where samples come from (Apple's `HKSource`): the app itself, here.
open class HKSource: NSObject, @unchecked Sendable {
    public let name: String
    public let bundleIdentifier: String
    init(name: String, bundleIdentifier: String) { (self.name, self.bundleIdentifier) = (name, bundleIdentifier) }
    open class func `default`() -> HKSource {
        HKSource(name: "This app", bundleIdentifier: Bundle.main.bundleIdentifier ?? "widgetdeck.preview")
    }
}

open class HKSourceRevision: NSObject, @unchecked Sendable {
    public let source: HKSource
    public let version: String?
    public let productType: String?
    public init(source: HKSource, version: String?) { (self.source, self.version, productType) = (source, version, nil) }
}

open class HKDevice: NSObject, @unchecked Sendable {
    public let name: String?
    public let manufacturer: String?
    public let model: String?
    public init(
        name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
        softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?
    ) {
        (self.name, self.manufacturer, self.model) = (name, manufacturer, model)
    }
    open class func local() -> HKDevice {
        HKDevice(
            name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
            softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
    }
}

open class HKObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    public let metadata: [String: Any]?
    public let device: HKDevice?
    public let sourceRevision = HKSourceRevision(source: .default(), version: nil)
    init(metadata: [String: Any]?, device: HKDevice?) { (self.metadata, self.device) = (metadata, device) }
}

open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date
    public var hasUndeterminedDuration: Bool { false }
    init(sampleType: HKSampleType, start: Date, end: Date, device: HKDevice?, metadata: [String: Any]?) {
        (self.sampleType, startDate, endDate) = (sampleType, start, end)
        super.init(metadata: metadata, device: device)
    }
}

open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public var count: Int { 1 }

    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        super.init(sampleType: quantityType, start: startDate, end: endDate, device: nil, metadata: nil)
    }
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]?)
    {
        self.quantity = quantity
        super.init(sampleType: quantityType, start: startDate, end: endDate, device: nil, metadata: metadata)
    }
    public init(
        type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, device: HKDevice?,
        metadata: [String: Any]?
    ) {
        self.quantity = quantity
        super.init(sampleType: quantityType, start: startDate, end: endDate, device: device, metadata: metadata)
    }
}

open class HKCumulativeQuantitySample: HKQuantitySample, @unchecked Sendable {
    open var sumQuantity: HKQuantity { quantity }
}
open class HKDiscreteQuantitySample: HKQuantitySample, @unchecked Sendable {
    open var minimumQuantity: HKQuantity { quantity }
    open var averageQuantity: HKQuantity { quantity }
    open var maximumQuantity: HKQuantity { quantity }
    open var mostRecentQuantity: HKQuantity { quantity }
}

open class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.value = value
        super.init(sampleType: type, start: startDate, end: endDate, device: nil, metadata: nil)
    }
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.value = value
        super.init(sampleType: type, start: startDate, end: endDate, device: nil, metadata: metadata)
    }
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.value = value
        super.init(sampleType: type, start: startDate, end: endDate, device: device, metadata: metadata)
    }
}

public enum HKWorkoutActivityType: UInt, @unchecked Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing, cricket,
        crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing, fishing,
        functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody,
        mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing,
        skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis,
        trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga,
        barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope,
        kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio,
        handCycling, discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown
    case swimBikeRun = 82, transition = 83, underwaterDiving = 84
    case other = 3000
}

open class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public let duration: TimeInterval
    public let totalEnergyBurned: HKQuantity?
    public let totalDistance: HKQuantity?

    public init(activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        (workoutActivityType, duration, totalEnergyBurned, totalDistance) = (activityType, endDate.timeIntervalSince(startDate), nil, nil)
        super.init(sampleType: HKObjectType.workoutType(), start: startDate, end: endDate, device: nil, metadata: nil)
    }
    public init(
        activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
        totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?
    ) {
        (workoutActivityType, self.duration, self.totalEnergyBurned, self.totalDistance) = (
            activityType, duration, totalEnergyBurned, totalDistance
        )
        super.init(sampleType: HKObjectType.workoutType(), start: startDate, end: endDate, device: nil, metadata: metadata)
    }
}

/// A day's activity rings (Apple's `HKActivitySummary`).
open class HKActivitySummary: NSObject, @unchecked Sendable {
    open var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    open var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    open var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
    open var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    open var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
    open var appleExerciseTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    open var exerciseTimeGoal: HKQuantity? = nil
    open var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
    open var appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 0)
    open var standHoursGoal: HKQuantity? = nil
    open var isPaused = false
    open var activityMoveMode: HKActivityMoveMode = .activeEnergy
    /// The day it summarises, as calendar components with their calendar.
    open func dateComponents(for calendar: Calendar) -> DateComponents {
        day.map { calendar.dateComponents([.year, .month, .day], from: $0) } ?? DateComponents()
    }
    var day: Date?
    public override init() {}
}

public enum HKActivityMoveMode: Int, @unchecked Sendable { case activeEnergy = 1, appleMoveTime = 2 }
