/// Writes metric values the way a widget shows them: in the shop's currency, with the
/// locale's separators, abbreviated only as much as the room requires.
///
/// ```swift
/// let f = ValueFormatter(locale: .enUS, currencyCode: "USD")
/// f.string(12_847.32, unit: .money, maxWidth: 10)  // "$12,847"
/// f.string(12_847.32, unit: .money, maxWidth: 6)   // "$12.8K"
/// f.string(0.0342, unit: .percent, maxWidth: 4)    // "3.4%"
/// ```
public struct ValueFormatter: Hashable, Sendable {
    public var locale: DisplayLocale
    public var currencyCode: String

    public init(locale: DisplayLocale, currencyCode: String) {
        self.locale = locale
        self.currencyCode = currencyCode
    }

    /// What an unknown value shows: never 0.
    public static let unavailable = "—"

    /// The most precise form of `value` that fits in `maxWidth` cells (the shortest form when
    /// none fits); `—` for `nil` or a non-finite value.
    public func string(_ value: Double?, unit: MetricUnit, maxWidth: Int = .max) -> String {
        let options = candidates(value, unit: unit)
        return options.first { TerminalText.width($0) <= maxWidth } ?? options.last ?? Self.unavailable
    }

    /// Every way to write `value`, from the most precise to the shortest.
    public func candidates(_ value: Double?, unit: MetricUnit) -> [String] {
        guard let value, value.isFinite else { return [Self.unavailable] }
        switch unit {
        case .money:
            let magnitude = abs(value)
            let decimals = currencyDecimals
            if magnitude < 1000 {
                return [money(grouped(value, decimals: decimals)), money(grouped(value, decimals: 0))].uniqued()
            }
            return [money(grouped(value, decimals: 0))] + abbreviations(value).map(money)
        case .count:
            if abs(value) < 1000 { return [grouped(value, decimals: 0)] }
            return [grouped(value, decimals: 0)] + abbreviations(value)
        case .percent:
            let percent = value * 100
            return [fixed(percent, decimals: 2) + "%", fixed(percent, decimals: 1) + "%", fixed(percent, decimals: 0) + "%"].uniqued()
        }
    }

    /// `12.8K`, `13K` (or `1.28M`, `1.3M`, `1M`): the abbreviated forms, most precise first.
    func abbreviations(_ value: Double) -> [String] {
        let magnitude = abs(value)
        // Thresholds sit just below the next unit so that 999,960 reads 1.0M, not 1000.0K.
        let (scaled, suffix): (Double, String) =
            magnitude >= 999_950_000 ? (value / 1e9, "B") : magnitude >= 999_950 ? (value / 1e6, "M") : (value / 1e3, "K")
        var forms: [String] = []
        if suffix != "K" && abs(scaled) < 10 { forms.append(fixed(scaled, decimals: 2) + suffix) }
        forms.append(fixed(scaled, decimals: 1) + suffix)
        forms.append(fixed(scaled, decimals: 0) + suffix)
        return forms.uniqued()
    }

    /// The currency symbol placed as the locale places it.
    func money(_ number: String) -> String {
        let symbol = currencySymbol
        if locale.currencyAfter { return number + "\u{00A0}" + symbol }
        if number.hasPrefix("-") { return "-" + symbol + number.dropFirst() }
        return symbol + number
    }

    var currencySymbol: String {
        switch currencyCode.uppercased() {
        case "USD", "CAD", "AUD", "NZD", "MXN", "SGD", "HKD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY", "CNY": "¥"
        case "INR": "₹"
        case "KRW": "₩"
        case "BRL": "R$"
        case "ILS": "₪"
        case "TRY": "₺"
        case "NGN": "₦"
        case "PHP": "₱"
        case "VND": "₫"
        case "UAH": "₴"
        case "PLN": "zł"
        case "SEK", "NOK", "DKK": "kr"
        case "CHF": "CHF"
        case "ZAR": "R"
        default: TerminalText.sanitized(currencyCode.uppercased().prefix(3))
        }
    }

    var currencyDecimals: Int {
        ["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "TWD"].contains(currencyCode.uppercased()) ? 0 : 2
    }

    /// `value` rounded to `decimals` places with grouping: `12,847.32`.
    func grouped(_ value: Double, decimals: Int) -> String {
        let (sign, integer, fraction) = split(value, decimals: decimals)
        var digits = Array(integer)
        var out: [Character] = []
        var count = 0
        while let d = digits.popLast() {
            if count > 0 && count % 3 == 0 { out.append(contentsOf: locale.groupingSeparator.reversed()) }
            out.append(d)
            count += 1
        }
        let grouped = String(out.reversed())
        return sign + grouped + (fraction.isEmpty ? "" : locale.decimalSeparator + fraction)
    }

    /// `value` rounded to `decimals` places without grouping: `12.8`.
    func fixed(_ value: Double, decimals: Int) -> String {
        let (sign, integer, fraction) = split(value, decimals: decimals)
        return sign + integer + (fraction.isEmpty ? "" : locale.decimalSeparator + fraction)
    }

    /// Sign, integer digits and fraction digits of `value` rounded half away from zero.
    private func split(_ value: Double, decimals: Int) -> (String, String, String) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard rounded < 9e15 else { return (value < 0 ? "-" : "", "∞", "") }
        let units = UInt64(rounded)
        let divisor = UInt64(scale)
        let integer = String(units / divisor)
        var fraction = decimals > 0 ? String(units % divisor) : ""
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = value < 0 && units != 0 ? "-" : ""
        return (sign, integer, fraction)
    }
}

/// How a change from the previous period reads: arrow **and** sign, never colour alone.
public struct Comparison: Hashable, Sendable {
    /// `▲`, `▼` or `—`.
    public var arrow: String
    /// `▲ 12.4%`, compact `▲12%`.
    public var text: String
    /// Positive, negative or neutral, from the direction and whether higher is better.
    public var role: StyleRole

    /// The comparison of `reading` in at most `maxWidth` cells, or `nil` when there is none to
    /// show or no room. `compact` asks for the whole-number form without a space (`▲12%`).
    public static func make(_ reading: MetricReading, formatter: ValueFormatter, maxWidth: Int = .max, compact: Bool = false) -> Comparison? {
        guard let change = reading.change else { return nil }
        let percent = change * 100
        let arrow: String
        let role: StyleRole
        if percent.magnitude < 0.05 {
            arrow = "—"
            role = .neutral
        } else {
            arrow = percent > 0 ? "▲" : "▼"
            role = (percent > 0) == reading.metric.higherIsBetter ? .positive : .negative
        }
        let magnitude = percent.magnitude
        let forms: [String]
        if arrow == "—" {
            forms = ["— 0%", "—0%"]
        } else if magnitude >= 999.5 {
            forms = ["\(arrow) >999%", "\(arrow)>999%"]
        } else {
            let oneDecimal = formatter.fixed(magnitude, decimals: 1) + "%"
            let whole = formatter.fixed(magnitude, decimals: 0) + "%"
            forms = ["\(arrow) \(oneDecimal)", "\(arrow)\(oneDecimal)", "\(arrow)\(whole)"]
        }
        let candidates = compact ? Array(forms.suffix(1)) : forms
        guard let text = candidates.first(where: { TerminalText.width($0) <= maxWidth }) else { return nil }
        return Comparison(arrow: arrow, text: text, role: role)
    }
}

extension Array where Element: Hashable {
    /// The elements in order with repeats removed.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
