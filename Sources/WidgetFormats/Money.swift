/// Exact money: amounts as whole minor units of their currency (cents for USD, yen for JPY,
/// fils for KWD) from the file to the sums, written as decimal strings, and turned into a
/// `Double` only to be drawn — where it is rounded once, half to even. A binary float never
/// sums money (`14.600000000000001` is what summing floats printed).
///
/// ```swift
/// let exponent = Money.exponent(of: "USD")                     // 2
/// let cents = try Money.parse("12.5", exponent: exponent).get()  // 1250
/// let text = Money.decimalString(cents, exponent: exponent)     // "12.50"
/// let yen = Money.exponent(of: "JPY")                           // 0
/// ```
public enum Money {
    /// The number of decimal places of `currency`'s minor unit (ISO 4217): 0 for JPY, 2 for
    /// USD, 3 for KWD. Unknown codes have 2.
    public static func exponent(of currency: String) -> Int {
        exponents[currency.uppercased()] ?? 2
    }

    /// The currencies whose minor unit is not a hundredth, by exponent (ISO 4217).
    public static let exponents: [String: Int] = {
        var table: [String: Int] = [:]
        for code in ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"]
        { table[code] = 0 }
        for code in ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] { table[code] = 3 }
        for code in ["CLF", "UYW"] { table[code] = 4 }
        return table
    }()

    /// 10 to the power `exponent` (0…4).
    public static func scale(_ exponent: Int) -> Int64 {
        var value: Int64 = 1
        for _ in 0..<max(0, min(exponent, 4)) { value *= 10 }
        return value
    }

    /// Why a text is not an amount.
    ///
    /// ```swift
    /// if case .failure(let error) = Money.parse("12.345", exponent: 2) {
    ///     print(error == .tooManyDecimals(allowed: 2))  // true
    /// }
    /// ```
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a plain decimal (`12.50`): a sign where none belongs, an exponent (`1e3`), hex
        /// (`0x1p4`), separators, spaces, letters.
        case notPlainDecimal
        /// More decimal places than the currency has.
        case tooManyDecimals(allowed: Int)
        /// Larger than ``Figures/largestMagnitude``.
        case tooLarge
    }

    /// The minor units `text` names: a plain decimal — digits, at most one point, at most
    /// `exponent` decimals, a leading `-` only when `allowNegative` — of at most
    /// ``Figures/largestMagnitude`` in the currency's units.
    ///
    ///     Money.parse("12.5", exponent: 2)    // .success(1250)
    ///     Money.parse("1e308", exponent: 2)   // .failure(.notPlainDecimal)
    ///
    /// - Complexity: O(n) in the text's length; no floating point.
    public static func parse(_ text: some StringProtocol, exponent: Int, allowNegative: Bool = false) -> Result<Int64, ParseError> {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            guard allowNegative else { return .failure(.notPlainDecimal) }
            negative = true
            bytes = bytes.dropFirst()
        }
        var whole: Int64 = 0, fraction: Int64 = 0
        var wholeDigits = 0, fractionDigits = 0
        var seenPoint = false
        let limit = Int64(Figures.largestMagnitude)
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return .failure(.notPlainDecimal) }
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return .failure(.notPlainDecimal) }
            let digit = Int64(byte - UInt8(ascii: "0"))
            if seenPoint {
                fractionDigits += 1
                // Trailing zeros past the currency's places change nothing ("12.500" is 12.50).
                if fractionDigits > exponent {
                    guard digit == 0 else { return .failure(.tooManyDecimals(allowed: exponent)) }
                    continue
                }
                fraction = fraction * 10 + digit
            } else {
                wholeDigits += 1
                whole = whole * 10 + digit
                guard whole <= limit else { return .failure(.tooLarge) }
            }
        }
        guard wholeDigits > 0 || fractionDigits > 0, !(seenPoint && fractionDigits == 0 && wholeDigits == 0) else {
            return .failure(.notPlainDecimal)
        }
        for _ in min(fractionDigits, exponent)..<exponent { fraction *= 10 }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: scale(exponent))
        guard !overflow, scaled <= Int64.max - fraction else { return .failure(.tooLarge) }
        let units = scaled + fraction
        return .success(negative ? -units : units)
    }

    /// `units` minor units as a decimal string with the currency's places: `1250` → `"12.50"`,
    /// `-5` → `"-0.05"`, JPY `12345` → `"12345"`.
    public static func decimalString(_ units: Int64, exponent: Int) -> String {
        let magnitude = units.magnitude
        let scale = UInt64(Self.scale(exponent))
        let whole = String(magnitude / scale)
        var fraction = exponent > 0 ? String(magnitude % scale) : ""
        while fraction.count < exponent { fraction = "0" + fraction }
        return (units < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The value of a plain decimal string (`"5542.954"`, `"-12.5"`, `"12"`) as a document may
    /// hold money — any number of places, at most ``Figures/largestMagnitude`` — or `nil`
    /// for anything else (`"1e3"`, `"0x1p4"`, `"12,50"`, `" 12"`).
    public static func decimalValue(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty, bytes.count <= 40 else { return nil }
        var points = 0, digits = 0
        for b in bytes {
            if b == UInt8(ascii: ".") {
                points += 1
                continue
            }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            digits += 1
        }
        guard points <= 1, digits > 0, let value = Double(text), abs(value) <= Figures.largestMagnitude else { return nil }
        return value
    }

    /// `units` minor units in the currency's units, for drawing (the one conversion to binary).
    public static func value(_ units: Int64, exponent: Int) -> Double {
        Double(units) / Double(scale(exponent))
    }

    /// `numerator / denominator` rounded half to even: an average of money in whole minor units
    /// (`2469 / 2` → `1234`), or `nil` when `denominator` is 0.
    public static func quotient(_ numerator: Int64, _ denominator: Int64) -> Int64? {
        guard denominator != 0 else { return nil }
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        let twice = r.magnitude * 2
        if twice > denominator.magnitude || (twice == denominator.magnitude && q % 2 != 0) {
            return (numerator < 0) != (denominator < 0) ? q - 1 : q + 1
        }
        return q
    }
}

/// The bounds of a figure widgetdeck reads from outside (a document, an export, an answer).
package enum Figures {
    /// The largest figure, either way, that widgetdeck reads and shows (a thousand trillion:
    /// `$1,000T`). Documents and imports with more are refused by field, so no sum, scale or
    /// conversion downstream can overflow.
    package static let largestMagnitude: Double = 1e15
}
