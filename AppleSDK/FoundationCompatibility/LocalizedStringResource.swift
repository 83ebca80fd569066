// The Foundation types of Apple's platforms that Linux's Foundation lacks and widget code
// names: `LocalizedStringResource`, `String.LocalizationValue`, `String(localized:)`.
// Exported by the SwiftUI, WidgetKit and AppIntents stand-ins, as Apple's frameworks export
// Foundation (and, as on Apple's platforms, Core Graphics' geometry with it).
@_exported import Foundation
@_exported import CoreGraphics

extension String {
    /// A string with interpolated values, to be localised (Apple's `String.LocalizationValue`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The string with its values written out.
        public let string: String

        public init(_ value: String) { string = value }
        public init(stringLiteral value: String) { string = value }
        public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

        public var description: String { string }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var output = ""

            public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation(_ string: String) { output += string }
            public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
            public mutating func appendInterpolation<T>(_ value: T) where T: CustomLocalizedStringResourceConvertible {
                output += String(localized: value.localizedStringResource)
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { output += String(localized: value) }
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                output += String(format: specifier, value)
            }
            public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatOutput == String {
                output += format.format(input)
            }
            public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter)
            where Subject: ReferenceConvertible {
                output += formatter.string(for: subject) ?? "\(subject)"
            }
        }
    }

    /// The string of `value` (catalogues are not read: the value as written).
    public init(
        localized value: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = value.string
    }

    /// The default value of `key`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = defaultValue.string
    }

    /// The string of `resource`.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.string
    }
}

/// A string to be localised, with where to find its translations (Apple's
/// `LocalizedStringResource`): a widget's titles, descriptions and intent texts.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the translations are.
    public enum BundleDescription: Hashable, @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let a), .forClass(let b)): a == b
            case (.atURL(let a), .atURL(let b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let c): hasher.combine(ObjectIdentifier(c))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(stringLiteral value: String) {
        self.init(key: value, defaultValue: String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        let value = String.LocalizationValue(stringInterpolation: stringInterpolation)
        self.init(key: value.string, defaultValue: value)
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US_POSIX"),
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.string, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = Locale(identifier: "en_US_POSIX"),
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    init(
        key: String, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US_POSIX"),
        bundle: BundleDescription = .main
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public var description: String { defaultValue.string }
}

/// A value with a localised description (Apple's `CustomLocalizedStringResourceConvertible`):
/// app enums and entities.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension FileManager {
    /// An app group's shared container (Apple's `containerURL(forSecurityApplicationGroupIdentifier:)`):
    /// on Linux a folder of widgetdeck's, `$XDG_DATA_HOME/widgetdeck/app-groups/<identifier>`
    /// (else `~/.local/share/…`), made on first use, where an extension's files are kept between
    /// previews.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((environment["HOME"] ?? "/tmp") + "/.local/share")
        let safe = String(groupIdentifier.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
        let url = URL(fileURLWithPath: base + "/widgetdeck/app-groups/" + safe, isDirectory: true)
        try? createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
