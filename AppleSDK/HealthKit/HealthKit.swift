// HealthKit on Linux: a phone with Health whose store holds no samples yet. Authorization is
// granted when asked; what the app's or widget's own code saves is kept for the run, shared by
// every health store (as the one Health database of a phone is), and found again by sample,
// statistics, statistics-collection and activity-summary queries — so a steps or rings widget
// draws its empty day (every interval present, with no sum), or what its preview code saved.
// The first store of a run says so on standard error.
@_exported import Foundation
@_exported import FoundationCompatibility

public enum HKAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0, sharingDenied = 1, sharingAuthorized = 2
}
public enum HKAuthorizationRequestStatus: Int, @unchecked Sendable {
    case unknown = 0, shouldRequest = 1, unnecessary = 2
}
public enum HKUpdateFrequency: Int, @unchecked Sendable {
    case immediate = 1, hourly = 2, daily = 3, weekly = 4
}
public enum HKQuantityAggregationStyle: Int, @unchecked Sendable {
    case cumulative = 0, discreteArithmetic = 1, discreteTemporallyWeighted = 2, discreteEquivalentContinuousLevel = 3
    public static var discrete: HKQuantityAggregationStyle { .discreteArithmetic }
}
public enum HKBiologicalSex: Int, @unchecked Sendable { case notSet = 0, female, male, other }
public enum HKBloodType: Int, @unchecked Sendable {
    case notSet = 0, aPositive, aNegative, bPositive, bNegative, abPositive, abNegative, oPositive, oNegative
}

/// HealthKit's errors (Apple's `HKError`).
public struct HKError: Error, Hashable, CustomNSError, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case noError = 0
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied,
            errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorAnotherWorkoutSessionStarted,
            errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied, errorNoData, errorWorkoutActivityNotAllowed,
            errorDataSizeExceeded, errorBackgroundWorkoutSessionNotAllowed, errorNotPermissibleForGuestUserMode
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { HKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    public static var errorNoData: Code { .errorNoData }
    public static var errorInvalidArgument: Code { .errorInvalidArgument }
    public static var errorDatabaseInaccessible: Code { .errorDatabaseInaccessible }
}
public let HKErrorDomain = "com.apple.healthkit"

// MARK: Type identifiers

public struct HKQuantityTypeIdentifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension HKQuantityTypeIdentifier {
    private static func id(_ name: String) -> Self { Self(rawValue: "HKQuantityTypeIdentifier" + name) }
    // Activity
    public static let stepCount = id("StepCount")
    public static let distanceWalkingRunning = id("DistanceWalkingRunning")
    public static let distanceCycling = id("DistanceCycling")
    public static let distanceSwimming = id("DistanceSwimming")
    public static let distanceWheelchair = id("DistanceWheelchair")
    public static let distanceDownhillSnowSports = id("DistanceDownhillSnowSports")
    public static let pushCount = id("PushCount")
    public static let swimmingStrokeCount = id("SwimmingStrokeCount")
    public static let flightsClimbed = id("FlightsClimbed")
    public static let activeEnergyBurned = id("ActiveEnergyBurned")
    public static let basalEnergyBurned = id("BasalEnergyBurned")
    public static let appleExerciseTime = id("AppleExerciseTime")
    public static let appleStandTime = id("AppleStandTime")
    public static let appleMoveTime = id("AppleMoveTime")
    public static let nikeFuel = id("NikeFuel")
    public static let vo2Max = id("VO2Max")
    public static let physicalEffort = id("PhysicalEffort")
    public static let timeInDaylight = id("TimeInDaylight")
    public static let walkingSpeed = id("WalkingSpeed")
    public static let walkingStepLength = id("WalkingStepLength")
    public static let runningSpeed = id("RunningSpeed")
    public static let runningPower = id("RunningPower")
    public static let cyclingSpeed = id("CyclingSpeed")
    public static let cyclingPower = id("CyclingPower")
    public static let cyclingCadence = id("CyclingCadence")
    // Body
    public static let height = id("Height")
    public static let bodyMass = id("BodyMass")
    public static let bodyMassIndex = id("BodyMassIndex")
    public static let leanBodyMass = id("LeanBodyMass")
    public static let bodyFatPercentage = id("BodyFatPercentage")
    public static let waistCircumference = id("WaistCircumference")
    public static let bodyTemperature = id("BodyTemperature")
    public static let basalBodyTemperature = id("BasalBodyTemperature")
    public static let appleSleepingWristTemperature = id("AppleSleepingWristTemperature")
    // Vitals
    public static let heartRate = id("HeartRate")
    public static let restingHeartRate = id("RestingHeartRate")
    public static let walkingHeartRateAverage = id("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = id("HeartRateVariabilitySDNN")
    public static let heartRateRecoveryOneMinute = id("HeartRateRecoveryOneMinute")
    public static let oxygenSaturation = id("OxygenSaturation")
    public static let respiratoryRate = id("RespiratoryRate")
    public static let bloodPressureSystolic = id("BloodPressureSystolic")
    public static let bloodPressureDiastolic = id("BloodPressureDiastolic")
    public static let bloodGlucose = id("BloodGlucose")
    public static let insulinDelivery = id("InsulinDelivery")
    public static let bloodAlcoholContent = id("BloodAlcoholContent")
    public static let peripheralPerfusionIndex = id("PeripheralPerfusionIndex")
    public static let electrodermalActivity = id("ElectrodermalActivity")
    public static let environmentalAudioExposure = id("EnvironmentalAudioExposure")
    public static let headphoneAudioExposure = id("HeadphoneAudioExposure")
    public static let uvExposure = id("UVExposure")
    public static let numberOfTimesFallen = id("NumberOfTimesFallen")
    public static let numberOfAlcoholicBeverages = id("NumberOfAlcoholicBeverages")
    // Nutrition
    public static let dietaryEnergyConsumed = id("DietaryEnergyConsumed")
    public static let dietaryCarbohydrates = id("DietaryCarbohydrates")
    public static let dietaryProtein = id("DietaryProtein")
    public static let dietaryFatTotal = id("DietaryFatTotal")
    public static let dietaryFatSaturated = id("DietaryFatSaturated")
    public static let dietarySugar = id("DietarySugar")
    public static let dietaryFiber = id("DietaryFiber")
    public static let dietarySodium = id("DietarySodium")
    public static let dietaryCholesterol = id("DietaryCholesterol")
    public static let dietaryCaffeine = id("DietaryCaffeine")
    public static let dietaryWater = id("DietaryWater")
    public static let dietaryCalcium = id("DietaryCalcium")
    public static let dietaryIron = id("DietaryIron")
    public static let dietaryPotassium = id("DietaryPotassium")
    public static let dietaryVitaminC = id("DietaryVitaminC")
    public static let dietaryVitaminD = id("DietaryVitaminD")

    /// Whether samples of this kind add up (steps, energy, distance) or are readings (heart rate).
    var isCumulative: Bool {
        let name = rawValue.replacingOccurrences(of: "HKQuantityTypeIdentifier", with: "")
        if name.hasPrefix("Dietary") || name.hasPrefix("Distance") { return true }
        return [
            "StepCount", "PushCount", "SwimmingStrokeCount", "FlightsClimbed", "ActiveEnergyBurned", "BasalEnergyBurned",
            "AppleExerciseTime", "AppleStandTime", "AppleMoveTime", "NikeFuel", "TimeInDaylight", "InsulinDelivery", "UVExposure",
            "NumberOfTimesFallen", "NumberOfAlcoholicBeverages", "ElectrodermalActivity",
        ].contains(name)
    }
}

public struct HKCategoryTypeIdentifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension HKCategoryTypeIdentifier {
    private static func id(_ name: String) -> Self { Self(rawValue: "HKCategoryTypeIdentifier" + name) }
    public static let sleepAnalysis = id("SleepAnalysis")
    public static let appleStandHour = id("AppleStandHour")
    public static let mindfulSession = id("MindfulSession")
    public static let highHeartRateEvent = id("HighHeartRateEvent")
    public static let lowHeartRateEvent = id("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = id("IrregularHeartRhythmEvent")
    public static let menstrualFlow = id("MenstrualFlow")
    public static let intermenstrualBleeding = id("IntermenstrualBleeding")
    public static let sexualActivity = id("SexualActivity")
    public static let toothbrushingEvent = id("ToothbrushingEvent")
    public static let handwashingEvent = id("HandwashingEvent")
    public static let headache = id("Headache")
    public static let fatigue = id("Fatigue")
    public static let environmentalAudioExposureEvent = id("EnvironmentalAudioExposureEvent")
    public static let headphoneAudioExposureEvent = id("HeadphoneAudioExposureEvent")
}

public struct HKCharacteristicTypeIdentifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
    public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
    public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
    public static let fitzpatrickSkinType = Self(rawValue: "HKCharacteristicTypeIdentifierFitzpatrickSkinType")
    public static let wheelchairUse = Self(rawValue: "HKCharacteristicTypeIdentifierWheelchairUse")
    public static let activityMoveMode = Self(rawValue: "HKCharacteristicTypeIdentifierActivityMoveMode")
}

public enum HKCategoryValueSleepAnalysis: Int, @unchecked Sendable {
    case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5
    @available(iOS, deprecated: 16.0, renamed: "asleepUnspecified")
    public static var asleep: HKCategoryValueSleepAnalysis { .asleepUnspecified }
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}
public enum HKCategoryValueAppleStandHour: Int, @unchecked Sendable { case stood = 0, idle = 1 }
public enum HKCategoryValue: Int, @unchecked Sendable { case notApplicable = 0 }
public enum HKCategoryValueMenstrualFlow: Int, @unchecked Sendable { case unspecified = 1, light, medium, heavy, none }
public enum HKCategoryValueSeverity: Int, @unchecked Sendable { case unspecified = 0, notPresent, mild, moderate, severe }
public enum HKCategoryValuePresence: Int, @unchecked Sendable { case present = 0, notPresent }
public enum HKCategoryValueCervicalMucusQuality: Int, @unchecked Sendable { case dry = 1, sticky, creamy, watery, eggWhite }
public enum HKCategoryValueOvulationTestResult: Int, @unchecked Sendable {
    case negative = 1, luteinizingHormoneSurge, indeterminate, estrogenSurge
}
public enum HKCategoryValueAppetiteChanges: Int, @unchecked Sendable { case unspecified = 0, noChange, decreased, increased }
public enum HKCategoryValueEnvironmentalAudioExposureEvent: Int, @unchecked Sendable { case momentaryLimit = 1 }

// MARK: Object types

/// A kind of health data (Apple's `HKObjectType`), equal to another of the same identifier.
open class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
    open override var description: String { identifier }

    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    open class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier: identifier.rawValue)
    }
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    open class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
    open class func seriesType(forIdentifier identifier: String) -> HKSeriesType? { HKSeriesType(identifier: identifier) }
    open class func audiogramSampleType() -> HKAudiogramSampleType { HKAudiogramSampleType(identifier: "HKDataTypeIdentifierAudiogram") }
    open class func electrocardiogramType() -> HKElectrocardiogramType {
        HKElectrocardiogramType(identifier: "HKDataTypeIdentifierElectrocardiogram")
    }
    open class func stateOfMindType() -> HKStateOfMindType { HKStateOfMindType(identifier: "HKDataTypeStateOfMind") }

    open var requiresPerObjectAuthorization: Bool { false }
}

open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

open class HKSampleType: HKObjectType, @unchecked Sendable {
    open var isMaximumDurationRestricted: Bool { false }
    open var maximumAllowedDuration: TimeInterval { 0 }
    open var isMinimumDurationRestricted: Bool { false }
    open var minimumAllowedDuration: TimeInterval { 0 }
    open var allowsRecalibrationForEstimates: Bool { false }
}

open class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
    open var aggregationStyle: HKQuantityAggregationStyle {
        HKQuantityTypeIdentifier(rawValue: identifier).isCumulative ? .cumulative : .discreteArithmetic
    }
    /// Whether `unit` measures what this type does (a step count in counts, a distance in lengths).
    open func `is`(compatibleWith unit: HKUnit) -> Bool {
        unit.dimension == HKQuantityType.dimension(of: identifier) || HKQuantityType.dimension(of: identifier) == nil
    }

    static func dimension(of identifier: String) -> [String: Int]? {
        let name = identifier.replacingOccurrences(of: "HKQuantityTypeIdentifier", with: "")
        if name.hasPrefix("Distance") || ["Height", "WaistCircumference", "WalkingStepLength"].contains(name) {
            return HKUnit.meter().dimension
        }
        if name.hasSuffix("EnergyBurned") || name == "DietaryEnergyConsumed" { return HKUnit.joule().dimension }
        if ["StepCount", "FlightsClimbed", "PushCount", "SwimmingStrokeCount", "NumberOfTimesFallen"].contains(name) { return [:] }
        if ["BodyMass", "LeanBodyMass"].contains(name) { return HKUnit.gram().dimension }
        if ["AppleExerciseTime", "AppleStandTime", "AppleMoveTime", "TimeInDaylight"].contains(name) { return HKUnit.second().dimension }
        return nil
    }
}
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
open class HKCorrelationType: HKSampleType, @unchecked Sendable {}
open class HKSeriesType: HKSampleType, @unchecked Sendable {
    open class func workoutRoute() -> HKSeriesType { HKSeriesType(identifier: "HKWorkoutRouteTypeIdentifier") }
    open class func heartbeat() -> HKSeriesType { HKSeriesType(identifier: "HKDataTypeIdentifierHeartbeatSeries") }
}
open class HKAudiogramSampleType: HKSampleType, @unchecked Sendable {}
open class HKElectrocardiogramType: HKSampleType, @unchecked Sendable {}
open class HKStateOfMindType: HKSampleType, @unchecked Sendable {}
