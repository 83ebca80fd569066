// The Foundation types of Apple's platforms that Linux's Foundation lacks and widget code
// names: `LocalizedStringResource`, `String.LocalizationValue`, `String(localized:)`.
// Exported by the SwiftUI, WidgetKit and AppIntents stand-ins, as Apple's frameworks export
// Foundation (and, as on Apple's platforms, Core Graphics' geometry with it).
@_exported import Foundation
@_exported import CoreGraphics

extension String {
    /// A string with interpolated values, to be localised (Apple's `String.LocalizationValue`):
    /// its key is the literal text with a format specifier for each value (`"%lld cups"`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The string with its values written out (what shows when no table translates it).
        public let string: String
        /// The key a table translates: the literal text, a specifier for each value.
        package let key: String
        /// The values, written out, in order.
        package let arguments: [String]

        public init(_ value: String) {
            string = value
            key = value
            arguments = []
        }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            string = stringInterpolation.output
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public var description: String { string }

        /// The value in `table` of `bundle`, its values filled in; as written when no table has it.
        package func localized(table: String?, bundle: Bundle?) -> String {
            guard let format = LocalizedFormat.lookup(key, table: table, bundle: bundle) else { return string }
            return arguments.isEmpty ? format : LocalizedFormat.fill(format, with: arguments)
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var output = ""
            var key = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

            mutating func value(_ text: String, specifier: String) {
                output += text
                key += specifier
                arguments.append(text)
            }

            public mutating func appendLiteral(_ literal: String) {
                output += literal
                key += literal
            }
            public mutating func appendInterpolation(_ string: String) { value(string, specifier: "%@") }
            public mutating func appendInterpolation<T>(_ value: T) {
                self.value("\(value)", specifier: LocalizedFormat.specifier(for: value))
            }
            public mutating func appendInterpolation<T>(_ value: T) where T: CustomLocalizedStringResourceConvertible {
                self.value(String(localized: value.localizedStringResource), specifier: "%@")
            }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) {
                self.value(String(localized: value), specifier: "%@")
            }
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                self.value(String(format: specifier, value), specifier: specifier)
            }
            public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatOutput == String {
                value(format.format(input), specifier: "%@")
            }
            public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter)
            where Subject: ReferenceConvertible {
                value(formatter.string(for: subject) ?? "\(subject)", specifier: "%@")
            }
        }
    }

    /// The string of `value` in `table` (`Localizable`) of `bundle` (the main one), in the
    /// preview's language; as written when no table has it.
    public init(
        localized value: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = value.localized(table: table, bundle: bundle)
    }

    /// The string of `key`, or its default value.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self =
            LocalizedFormat.lookup("\(key)", table: table, bundle: bundle).map {
                defaultValue.arguments.isEmpty ? $0 : LocalizedFormat.fill($0, with: defaultValue.arguments)
            } ?? defaultValue.string
    }

    /// The string of `resource`.
    public init(localized resource: LocalizedStringResource) {
        self =
            LocalizedFormat.lookup(resource.key, table: resource.table, bundle: resource.bundle.bundle).map {
                resource.defaultValue.arguments.isEmpty ? $0 : LocalizedFormat.fill($0, with: resource.defaultValue.arguments)
            } ?? resource.defaultValue.string
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
        self.init(key: value.key, defaultValue: value)
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = Locale(identifier: "en_US_POSIX"),
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
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

    public var description: String { String(localized: self) }
}

extension LocalizedStringResource.BundleDescription {
    /// The bundle described.
    package var bundle: Bundle? {
        switch self {
        case .main: .main
        case .forClass(let type): Bundle(for: type)
        case .atURL(let url): Bundle(url: url)
        }
    }
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
        var safe = String(groupIdentifier.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
        // `.`, `..` or nothing would name the app-groups folder or the one above it (the user's store).
        if safe.allSatisfy({ $0 == "." }) { safe = "_" + String(repeating: "_", count: safe.count) }
        let url = URL(fileURLWithPath: widgetdeckDataFolder() + "/app-groups/" + safe, isDirectory: true)
        try? createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
