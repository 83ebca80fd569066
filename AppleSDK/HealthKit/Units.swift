// Units and quantities (Apple's `HKUnit`, `HKQuantity`): a unit is a factor to SI base units and
// their exponents, so quantities convert between any two units of the same dimension — steps
// in counts, distance in metres, feet or miles, energy in kilocalories or joules, heart rate
// in counts a minute, glucose in mg/dL. Temperatures carry their offset.
import Foundation

public enum HKMetricPrefix: Int, @unchecked Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var symbol: String {
        ["", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "T", "f"][rawValue]
    }
    var factor: Double {
        [1, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 1e-1, 1e1, 1e2, 1e3, 1e6, 1e9, 1e12, 1e-15][rawValue]
    }
}

open class HKUnit: NSObject, NSCopying, @unchecked Sendable {
    /// Apple's unit string (`count/min`, `mg/dL`, `kcal`).
    public let unitString: String
    /// Exponents of the base units (m, g, s, J, K, L, mol, Pa, dBASPL…); empty: a count.
    let dimension: [String: Int]
    /// Base units per one of this unit, and (temperatures only) the offset added after.
    let factor: Double
    let offset: Double

    init(string: String, dimension: [String: Int], factor: Double, offset: Double = 0) {
        (unitString, self.dimension, self.factor, self.offset) = (string, dimension.filter { $0.value != 0 }, factor, offset)
    }

    /// The unit a string names, in Apple's grammar (`m`, `km`, `count/min`, `mg/dL`, `m/s^2`).
    public convenience init(from string: String) {
        let parsed = HKUnit.parse(string) ?? (["?" + string: 1], 1, 0)
        self.init(string: string, dimension: parsed.dimension, factor: parsed.factor, offset: parsed.offset)
    }

    public convenience init(from massFormatterUnit: MassFormatter.Unit) {
        switch massFormatterUnit {
        case .gram: self.init(from: "g")
        case .kilogram: self.init(from: "kg")
        case .ounce: self.init(from: "oz")
        case .pound: self.init(from: "lb")
        case .stone: self.init(from: "st")
        @unknown default: self.init(from: "g")
        }
    }

    public convenience init(from lengthFormatterUnit: LengthFormatter.Unit) {
        switch lengthFormatterUnit {
        case .millimeter: self.init(from: "mm")
        case .centimeter: self.init(from: "cm")
        case .meter: self.init(from: "m")
        case .kilometer: self.init(from: "km")
        case .inch: self.init(from: "in")
        case .foot: self.init(from: "ft")
        case .yard: self.init(from: "yd")
        case .mile: self.init(from: "mi")
        @unknown default: self.init(from: "m")
        }
    }

    public convenience init(from energyFormatterUnit: EnergyFormatter.Unit) {
        switch energyFormatterUnit {
        case .joule: self.init(from: "J")
        case .kilojoule: self.init(from: "kJ")
        case .calorie: self.init(from: "cal")
        case .kilocalorie: self.init(from: "kcal")
        @unknown default: self.init(from: "J")
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && other.factor == factor && other.offset == offset
    }
    open override var hash: Int { unitString.hashValue }
    open override var description: String { unitString }

    open func isNull() -> Bool { dimension.isEmpty && factor == 1 }

    // MARK: Arithmetic

    open func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit(
            string: "\(unitString)*\(unit.unitString)", dimension: dimension.merging(unit.dimension, uniquingKeysWith: +),
            factor: factor * unit.factor)
    }
    open func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(
            string: "\(unitString)/\(unit.unitString)", dimension: dimension.merging(unit.dimension.mapValues { -$0 }, uniquingKeysWith: +),
            factor: factor / unit.factor)
    }
    open func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(string: "\(unitString)^\(power)", dimension: dimension.mapValues { $0 * power }, factor: pow(factor, Double(power)))
    }
    open func reciprocal() -> HKUnit { HKUnit.count().unitDivided(by: self) }

    // MARK: Units by name

    open class func count() -> HKUnit { HKUnit(from: "count") }
    open class func percent() -> HKUnit { HKUnit(from: "%") }
    open class func meter() -> HKUnit { HKUnit(from: "m") }
    open class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "m") }
    open class func inch() -> HKUnit { HKUnit(from: "in") }
    open class func foot() -> HKUnit { HKUnit(from: "ft") }
    open class func yard() -> HKUnit { HKUnit(from: "yd") }
    open class func mile() -> HKUnit { HKUnit(from: "mi") }
    open class func gram() -> HKUnit { HKUnit(from: "g") }
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "g") }
    open class func ounce() -> HKUnit { HKUnit(from: "oz") }
    open class func pound() -> HKUnit { HKUnit(from: "lb") }
    open class func stone() -> HKUnit { HKUnit(from: "st") }
    open class func second() -> HKUnit { HKUnit(from: "s") }
    open class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "s") }
    open class func minute() -> HKUnit { HKUnit(from: "min") }
    open class func hour() -> HKUnit { HKUnit(from: "hr") }
    open class func day() -> HKUnit { HKUnit(from: "d") }
    open class func joule() -> HKUnit { HKUnit(from: "J") }
    open class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "J") }
    open class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    open class func smallCalorie() -> HKUnit { HKUnit(from: "cal") }
    open class func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    @available(iOS, deprecated: 11.0, message: "Use smallCalorie or largeCalorie")
    open class func calorie() -> HKUnit { HKUnit(from: "cal") }
    open class func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
    open class func degreeFahrenheit() -> HKUnit { HKUnit(from: "degF") }
    open class func kelvin() -> HKUnit { HKUnit(from: "K") }
    open class func liter() -> HKUnit { HKUnit(from: "L") }
    open class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "L") }
    open class func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
    open class func fluidOunceImperial() -> HKUnit { HKUnit(from: "fl_oz_imp") }
    open class func cupUS() -> HKUnit { HKUnit(from: "cup_us") }
    open class func pintUS() -> HKUnit { HKUnit(from: "pt_us") }
    open class func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    open class func pascal() -> HKUnit { HKUnit(from: "Pa") }
    open class func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit(from: "dBASPL") }
    open class func decibelHearingLevel() -> HKUnit { HKUnit(from: "dBHL") }
    open class func internationalUnit() -> HKUnit { HKUnit(from: "IU") }
    open class func hertz() -> HKUnit { HKUnit(from: "Hz") }
    open class func volt() -> HKUnit { HKUnit(from: "V") }
    open class func watt() -> HKUnit { HKUnit(from: "W") }
    open class func lux() -> HKUnit { HKUnit(from: "lx") }
    open class func siemen() -> HKUnit { HKUnit(from: "S") }
    open class func appleEffortScore() -> HKUnit { HKUnit(from: "appleEffortScore") }
    open class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit(from: "\(prefix.symbol)mol<\(gramsPerMole)>")
    }
    open class func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { moleUnit(with: .none, molarMass: gramsPerMole) }

    // MARK: Parsing

    /// Units whose names take no metric prefix: (dimension, base units per one, offset).
    private static let named: [String: ([String: Int], Double, Double)] = [
        "count": ([:], 1, 0), "%": ([:], 0.01, 0),
        "in": (["m": 1], 0.0254, 0), "ft": (["m": 1], 0.3048, 0), "yd": (["m": 1], 0.9144, 0), "mi": (["m": 1], 1609.344, 0),
        "oz": (["g": 1], 28.349523125, 0), "lb": (["g": 1], 453.59237, 0), "st": (["g": 1], 6350.29318, 0),
        "min": (["s": 1], 60, 0), "hr": (["s": 1], 3600, 0), "d": (["s": 1], 86400, 0),
        "cal": (["J": 1], 4.184, 0), "kcal": (["J": 1], 4184, 0), "Cal": (["J": 1], 4184, 0),
        "degC": (["K": 1], 1, 273.15), "degF": (["K": 1], 5.0 / 9.0, 255.372_222_222_222_2), "K": (["K": 1], 1, 0),
        "fl_oz_us": (["L": 1], 0.029_573_529_562_5, 0), "fl_oz_imp": (["L": 1], 0.028_413_062_5, 0),
        "cup_us": (["L": 1], 0.236_588_236_5, 0), "cup_imp": (["L": 1], 0.284_130_625, 0),
        "pt_us": (["L": 1], 0.473_176_473, 0), "pt_imp": (["L": 1], 0.568_261_25, 0),
        "mmHg": (["Pa": 1], 133.322_387_415, 0), "cmAq": (["Pa": 1], 98.0665, 0), "atm": (["Pa": 1], 101_325, 0),
        "inHg": (["Pa": 1], 3386.388_666_6, 0),
        "dBASPL": (["dBASPL": 1], 1, 0), "dBHL": (["dBHL": 1], 1, 0), "IU": (["IU": 1], 1, 0), "lx": (["lx": 1], 1, 0),
        "appleEffortScore": (["appleEffortScore": 1], 1, 0),
    ]
    /// SI units, which take a metric prefix (`km`, `mg`, `mL`, `kJ`, `ms`).
    private static let metric: Set<String> = ["m", "g", "s", "J", "L", "Pa", "mol", "Hz", "V", "W", "S"]
    private static let prefixes: [(String, Double)] = [
        ("da", 1e1), ("mc", 1e-6), ("p", 1e-12), ("n", 1e-9), ("m", 1e-3), ("c", 1e-2), ("d", 1e-1), ("h", 1e2), ("k", 1e3),
        ("M", 1e6), ("G", 1e9), ("T", 1e12), ("f", 1e-15),
    ]

    static func parse(_ string: String) -> (dimension: [String: Int], factor: Double, offset: Double)? {
        var dimension: [String: Int] = [:]
        var factor = 1.0
        var offset = 0.0
        // Terms joined by `*` and `/`; a leading `/` or a `1/` is a reciprocal.
        var terms: [(String, Int)] = []
        var current = ""
        var sign = 1
        var depth = 0
        for character in string.replacingOccurrences(of: " ", with: "") {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if depth == 0, character == "*" || character == "/" {
                terms.append((current, sign))
                current = ""
                sign = character == "/" ? -1 : 1
            } else {
                current.append(character)
            }
        }
        terms.append((current, sign))
        var parts = 0
        for (term, sign) in terms where !term.isEmpty && term != "1" {
            var name = term
            var power = 1
            if let caret = term.firstIndex(of: "^"), let p = Int(term[term.index(after: caret)...]) {
                name = String(term[..<caret])
                power = p
            }
            guard let (d, f, o) = unit(name) else { return nil }
            power *= sign
            for (key, value) in d { dimension[key, default: 0] += value * power }
            factor *= pow(f, Double(power))
            offset = o
            parts += 1
        }
        if parts > 1 { offset = 0 }
        return (dimension.filter { $0.value != 0 }, factor, offset)
    }

    private static func unit(_ name: String) -> ([String: Int], Double, Double)? {
        if let known = named[name] { return known }
        // Moles with a molar mass: `mmol<180.156>` is grams of that mass a mole.
        if let open = name.firstIndex(of: "<"), name.hasSuffix(">"),
            let mass = Double(name[name.index(after: open)..<name.index(before: name.endIndex)])
        {
            guard let (d, f, _) = unit(String(name[..<open])), d == ["mol": 1] else { return nil }
            return (["g": 1], f * mass, 0)
        }
        if metric.contains(name) { return ([name: 1], 1, 0) }
        for (prefix, scale) in prefixes where name.hasPrefix(prefix) {
            let base = String(name.dropFirst(prefix.count))
            if metric.contains(base) { return ([base: 1], scale, 0) }
        }
        return nil
    }
}

/// An amount in a unit (Apple's `HKQuantity`).
open class HKQuantity: NSObject, NSCopying, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        (self.unit, self.value) = (unit, value)
    }

    /// Base units (offset included), the value every conversion passes through.
    var baseValue: Double { value * unit.factor + unit.offset }

    open func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    /// The amount in `unit`; Apple raises an exception for an incompatible unit — here it is
    /// said on standard error and the number is returned unconverted.
    open func doubleValue(for unit: HKUnit) -> Double {
        guard `is`(compatibleWith: unit) else {
            FileHandle.standardError.write(Data("HealthKit: \(self.unit.unitString) is not compatible with \(unit.unitString)\n".utf8))
            return value
        }
        return (baseValue - unit.offset) / unit.factor
    }

    open func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let a = baseValue
        let b = quantity.baseValue
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity else { return false }
        return other.unit.dimension == unit.dimension && other.baseValue == baseValue
    }
    open override var hash: Int { baseValue.hashValue }
    open override var description: String { "\(value) \(unit.unitString)" }
}
