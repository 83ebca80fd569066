import FoundationCompatibility
internal import WidgetCore
internal import WidgetDrawing
internal import WidgetFormats
/// A key for a localised string (Apple's `LocalizedStringKey`): the literal text with a format
/// specifier where each interpolated value goes (`"%lld cups"`), which `Text` looks up in the
/// extension's String Catalogs and `.strings` in the preview's language, filling the values into
/// the translation in the order its specifiers say; a key no table has shows as written.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    indirect enum Piece: Equatable, Sendable {
        case literal(String)
        /// An interpolated value, written out, and the specifier it puts in the key.
        case argument(String, specifier: String)
        case text(Text)
        case date(Date, Text.DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        case image(Image)
    }

    var pieces: [Piece]

    public init(_ value: String) { pieces = [.literal(value)] }
    public init(stringLiteral value: String) { pieces = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The key a table translates.
    var key: String {
        pieces.map { piece -> String in
            switch piece {
            case .literal(let s): s
            case .argument(_, let specifier): specifier
            default: "%@"
            }
        }.joined()
    }

    /// The pieces to draw in `table` of `bundle`: the translation's, its specifiers replaced by
    /// the values they name; these pieces when no table has the key.
    func localizedPieces(table: String?, bundle: String?) -> [Piece] {
        let values = pieces.filter { if case .literal = $0 { false } else { true } }
        guard let format = LocalizedFormat.lookup(key, table: table, bundle: bundle.flatMap { Bundle(path: $0) }) else { return pieces }
        return LocalizedFormat.segments(format).map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .argument(let index): index < values.count ? values[index] : .literal("")
            }
        }
    }

    /// The key as a string, its values formatted (dates in their styles at the epoch).
    var plain: String { Self.plain(localizedPieces(table: nil, bundle: nil)) }

    static func plain(_ pieces: [Piece]) -> String {
        pieces.map { piece -> String in
            switch piece {
            case .literal(let s), .argument(let s, _): s
            case .text(let t): t.verbatimString
            case .date(let d, _): "\(d)"
            case .timer: ""
            case .image: ""
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func add(_ string: String) {
            if case .literal(let last)? = pieces.last {
                pieces[pieces.count - 1] = .literal(last + string)
            } else {
                pieces.append(.literal(string))
            }
        }

        mutating func value(_ string: String, specifier: String = "%@") { pieces.append(.argument(string, specifier: specifier)) }

        public mutating func appendLiteral(_ literal: String) { add(literal) }
        public mutating func appendInterpolation(_ string: String) { value(string) }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            value(formatter?.string(for: subject) ?? "\(subject)")
        }
        /// A date through a formatter (on Apple's platforms `Date` is a `ReferenceConvertible`).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            value(formatter?.string(for: date) ?? "\(date)")
        }
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            value(formatter?.string(for: subject) ?? "\(subject)")
        }
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            value(format.format(input))
        }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            self.value(value._text, specifier: value._specifier)
        }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            self.value(String(format: specifier, value._arg), specifier: specifier)
        }
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text)) }
        public mutating func appendInterpolation(_ attributedString: AttributedString) { value(String(attributedString.characters)) }
        public mutating func appendInterpolation(_ image: Image) { pieces.append(.image(image)) }
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { value(String(localized: resource)) }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { pieces.append(.date(date, style)) }
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { pieces.append(.text(Text(dates))) }
        public mutating func appendInterpolation(_ interval: DateInterval) { pieces.append(.text(Text(interval))) }
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            pieces.append(.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
        public mutating func appendInterpolation(accessibilityName color: Color) { value(color.description) }
        @available(
            *, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types."
        )
        public mutating func appendInterpolation<T>(_ view: T) where T: View {}
    }
}

/// A value that a `"\(value, specifier: "%.1f")"` interpolation formats (Apple's
/// `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The value as `"\(value)"` writes it.
    var _text: String { "\(self)" }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension Text {
    /// The text's string when it needs no clock (accessibility, a key's plain form).
    var verbatimString: String {
        switch storage {
        case .verbatim(let s): s
        case .key(let k, let table, let bundle): LocalizedStringKey.plain(k.localizedPieces(table: table, bundle: bundle))
        case .joined(let parts): parts.map(\.verbatimString).joined()
        default: ""
        }
    }
}
