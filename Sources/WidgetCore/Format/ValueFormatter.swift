import WidgetFormats
import WidgetDrawing

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
        firstFitting(value, unit: unit, maxWidth: maxWidth) ?? candidates(value, unit: unit).last ?? Self.unavailable
    }

    /// The most precise form that fits in `maxWidth` cells, or `nil` when none does. Forms
    /// are made one at a time, so a value that fits whole costs one string.
    public func firstFitting(_ value: Double?, unit: MetricUnit, maxWidth: Int) -> String? {
        guard let value, value.isFinite else { return TerminalText.width(Self.unavailable) <= maxWidth ? Self.unavailable : nil }
        let whole: String
        switch unit {
        case .money: whole = money(grouped(value, decimals: showsCents(value) ? currencyDecimals : 0))
        case .count: whole = grouped(value, decimals: 0)
        case .percent: whole = fixed(value * 100, decimals: 2) + "%"
        }
        if TerminalText.width(whole) <= maxWidth { return whole }
        return candidates(value, unit: unit).dropFirst().first { TerminalText.width($0) <= maxWidth }
    }

    /// An axis label: at most five cells, whole amounts without cents (`$0`, `$730`,
    /// `$1.3K`, `3.2%`). The chart picks values this writes exactly (``ChartScale``).
    public func axisLabel(_ value: Double, unit: MetricUnit) -> String {
        // A count is whole: a fractional top (a chart of averages) is written as the next whole
        // number, never rounded down below the data.
        let value = unit == .count ? value.rounded(.up) : value
        let forms = candidates(value, unit: unit)
        if unit == .money, value == value.rounded(), abs(value) < 1000, forms.count > 1 { return forms[1] }
        return string(value, unit: unit, maxWidth: 5)
    }

    /// Whether money is written with cents: below 1,000 as it will be written, rounded to the
    /// currency's decimals — so $999.995 is "$1,000", like every other amount from a thousand
    /// up, not "$1,000.00".
    func showsCents(_ value: Double) -> Bool {
        var scale = 1.0
        for _ in 0..<currencyDecimals { scale *= 10 }
        return (abs(value) * scale).rounded() / scale < 1000
    }

    /// How many digits `text` writes, leading zeros aside (`$11.2K` 3, `$0.05` 1).
    static func significantDigits(_ text: String) -> Int {
        text.drop { !("1"..."9").contains($0) }.filter(\.isNumber).count
    }

    /// Every way to write `value`, from the most precise to the shortest.
    public func candidates(_ value: Double?, unit: MetricUnit) -> [String] {
        guard let value, value.isFinite else { return [Self.unavailable] }
        switch unit {
        case .money:
            let decimals = currencyDecimals
            if showsCents(value) {
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

    /// `12.8K`, `13K` (or `1.28M`, `1.3M`, `1M`; `1.0T` for a trillion, not `1000.0B`): the
    /// abbreviated forms, most precise first.
    func abbreviations(_ value: Double) -> [String] {
        let magnitude = abs(value)
        // Thresholds sit just below the next unit so that 999,960 reads 1.0M, not 1000.0K.
        let (scaled, suffix): (Double, String) =
            magnitude >= 999_950_000_000
            ? (value / 1e12, "T")
            : magnitude >= 999_950_000 ? (value / 1e9, "B") : magnitude >= 999_950 ? (value / 1e6, "M") : (value / 1e3, "K")
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

    /// The currency's minor-unit places (ISO 4217: JPY 0, USD 2, KWD 3).
    var currencyDecimals: Int {
        Money.exponent(of: currencyCode)
    }

    /// `value` rounded to `decimals` places with grouping: `12,847.32`.
    func grouped(_ value: Double, decimals: Int) -> String {
        let (sign, integer, fraction) = split(value, decimals: decimals)
        let digits = Array(integer.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digits.count * 2)
        let separator = Array(locale.groupingSeparator.utf8)
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(contentsOf: separator) }
            out.append(digit)
        }
        let grouped = String(decoding: out, as: UTF8.self)
        return sign + grouped + (fraction.isEmpty ? "" : locale.decimalSeparator + fraction)
    }

    /// `value` rounded to `decimals` places without grouping: `12.8`.
    func fixed(_ value: Double, decimals: Int) -> String {
        let (sign, integer, fraction) = split(value, decimals: decimals)
        return sign + integer + (fraction.isEmpty ? "" : locale.decimalSeparator + fraction)
    }

    /// Sign, integer digits and fraction digits of `value` rounded half to even — once, here,
    /// where it is drawn.
    private func split(_ value: Double, decimals: Int) -> (String, String, String) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (abs(value) * scale).rounded(.toNearestOrEven)
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
///
/// ```swift
/// let orders = MetricReading(metric: Metric[.orders], value: 68, previous: 93)
/// let formatter = ValueFormatter(locale: .enUS, currencyCode: "USD")
/// let comparison = Comparison.make(orders, formatter: formatter)!
/// // comparison.text == "▼ 26.9%", comparison.role == .negative
/// let tight = Comparison.make(orders, formatter: formatter, compact: true)?.text  // "▼27%"
/// ```
public struct Comparison: Hashable, Sendable {
    /// `▲`, `▼` or `—`.
    public var arrow: String
    /// `▲ 12.4%`, compact `▲12%`.
    public var text: String
    /// Positive, negative or neutral, from the direction and whether higher is better.
    public var role: StyleRole

    /// The comparison of `reading` in at most `maxWidth` cells, or `nil` when there is none to
    /// show or no room. `compact` asks for the whole-number form without a space (`▲12%`).
    public static func make(_ reading: MetricReading, formatter: ValueFormatter, maxWidth: Int = .max, compact: Bool = false) -> Comparison?
    {
        if reading.isNew {
            return TerminalText.width("new") <= maxWidth ? Comparison(arrow: "", text: "new", role: .neutral) : nil
        }
        guard let change = reading.change else { return nil }
        let percent = change * 100
        let magnitude = percent.magnitude
        if magnitude < 0.05 {
            let text = compact || maxWidth < 4 ? "—0%" : "— 0%"
            return TerminalText.width(text) <= maxWidth ? Comparison(arrow: "—", text: text, role: .neutral) : nil
        }
        let arrow = percent > 0 ? "▲" : "▼"
        let role: StyleRole = (percent > 0) == reading.metric.higherIsBetter ? .positive : .negative
        // The forms, most precise first, made only as far as needed: "▲ 12.4%", "▲12.4%", "▲12%".
        let forms: [() -> String]
        if magnitude >= 999.5 {
            forms = [{ "\(arrow) >999%" }, { "\(arrow)>999%" }]
        } else {
            forms = [
                { "\(arrow) \(formatter.fixed(magnitude, decimals: 1))%" },
                { "\(arrow)\(formatter.fixed(magnitude, decimals: 1))%" },
                // A change under half a percent is "<1%" in whole numbers, never "▼0%" (which
                // reads as no change beside an arrow that says there was one).
                { magnitude < 0.5 ? "\(arrow)<1%" : "\(arrow)\(formatter.fixed(magnitude, decimals: 0))%" },
            ]
        }
        for form in compact ? Array(forms.suffix(1)) : forms {
            let text = form()
            if TerminalText.width(text) <= maxWidth { return Comparison(arrow: arrow, text: text, role: role) }
        }
        return nil
    }
}

extension Array where Element: Equatable {
    /// The elements in order with repeats removed (for the handful of forms a value has).
    func uniqued() -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        for element in self where !result.contains(element) { result.append(element) }
        return result
    }
}
