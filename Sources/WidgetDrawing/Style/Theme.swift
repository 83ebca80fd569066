import WidgetFormats

/// A mapping from every ``StyleRole`` to a colour, applied only when a buffer is turned into
/// ANSI or SVG. Themes are JSON files in `Themes/` (format in `docs/themes.md`); the three that
/// ship are compiled into the binary so it runs from any directory.
///
/// ```swift
/// let theme = Theme.builtIn("high-contrast") ?? .dark
/// Theme.dark[.accent].rgb.hex  // "#5ac8fa"
/// var buffer = Buffer(size: Size(width: 10, height: 1))
/// buffer.drawText("Hello", in: buffer.area, style: Style(.accent))
/// print(ANSIRenderer(theme: theme, depth: .trueColor).render(buffer))
/// ```
public struct Theme: Hashable, Sendable {
    /// The theme's name (`light`, `dark`, `high-contrast`…).
    public var name: String
    /// One colour per role, in ``StyleRole/index`` order.
    public private(set) var colors: [ThemeColor]

    /// Creates a theme from a colour for every role.
    ///
    /// - Precondition: `colors` has an entry for each role.
    public init(name: String, colors: [StyleRole: ThemeColor]) {
        self.name = name
        self.colors = StyleRole.allCases.map { role in
            guard let color = colors[role] else { fatalError("Theme \(name) has no colour for role \(role.rawValue)") }
            return color
        }
    }

    /// Creates a theme from each role's colour in a list (the compiled-in themes: no dictionary
    /// to build at start-up).
    ///
    /// - Precondition: `roles` names every role once.
    init(name: String, roles: [(StyleRole, ThemeColor)]) {
        self.name = name
        var colors = [ThemeColor?](repeating: nil, count: StyleRole.allCases.count)
        for (role, color) in roles { colors[role.index] = color }
        self.colors = colors.map { color in
            guard let color else { fatalError("Theme \(name) lacks a role") }
            return color
        }
    }

    /// The colour of `role`.
    @inlinable
    public subscript(role: StyleRole) -> ThemeColor {
        colors[role.index]
    }
}

/// A theme file that cannot be used, with where and why.
///
/// ```swift
/// do {
///     _ = try Theme.parse(json: "{}", file: "mine.json")
/// } catch {
///     print(error)  // mine.json: name: missing; every theme has a name
/// }
/// ```
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or the built-in theme's name) that was read.
    public var file: String
    /// The JSON path of the problem (`roles.accent`), empty for the whole document.
    public var key: String
    /// What was wrong and what is allowed.
    public var reason: String

    public var description: String {
        key.isEmpty ? "\(file): \(reason)" : "\(file): \(key): \(reason)"
    }
}

extension Theme {
    /// The themes compiled into the binary, in display order.
    public static var builtInNames: [String] { builtInThemes.map(\.name) }

    /// A theme compiled into the binary, or `nil` for an unknown name. The test suite checks
    /// each against its file in `Themes/`, read by ``parse(json:file:)``.
    public static func builtIn(_ name: String) -> Theme? {
        builtInThemes.first { $0.name == name }
    }

    /// The default theme.
    public static var dark: Theme { builtIn("dark")! }
    /// The light theme.
    public static var light: Theme { builtIn("light")! }

    /// Reads and validates a theme document.
    ///
    /// Every role must be present, no other key is allowed, and each colour is `"#RRGGBB"` or
    /// `{"hex": "#RRGGBB", "ansi256": 0…255, "ansi16": 0…15}` (missing indexes are computed).
    ///
    /// - Parameter file: the name used in messages.
    /// - Throws: ``ThemeError`` naming the file, the key and what is allowed.
    public static func parse(json: String, file: String) throws(ThemeError) -> Theme {
        let document: JSONValue
        do {
            document = try JSONValue.parse(json)
        } catch {
            throw ThemeError(file: file, key: "", reason: "not valid JSON: \(error)")
        }
        guard case .object(let members) = document else {
            throw ThemeError(
                file: file, key: "", reason: "expected an object with \"name\" and \"roles\", found \(document.kindDescription)")
        }
        var name: String?
        var roles: [(key: String, value: JSONValue)]?
        for (key, value) in members {
            switch key {
            case "name":
                guard case .string(let s) = value, !s.isEmpty else {
                    throw ThemeError(file: file, key: "name", reason: "expected a non-empty string, found \(value.shortDescription)")
                }
                name = s
            case "description":
                guard case .string = value else {
                    throw ThemeError(file: file, key: "description", reason: "expected a string, found \(value.shortDescription)")
                }
            case "roles":
                guard case .object(let r) = value else {
                    throw ThemeError(
                        file: file, key: "roles", reason: "expected an object mapping each role to a colour, found \(value.kindDescription)"
                    )
                }
                roles = r
            default:
                throw ThemeError(file: file, key: key, reason: "unknown key; allowed keys: name, description, roles")
            }
        }
        guard let name else { throw ThemeError(file: file, key: "name", reason: "missing; every theme has a name") }
        guard let roles else { throw ThemeError(file: file, key: "roles", reason: "missing; every theme maps each role to a colour") }
        let allowed = StyleRole.allCases.map(\.rawValue).joined(separator: ", ")
        var colors: [StyleRole: ThemeColor] = [:]
        for (key, value) in roles {
            guard let role = StyleRole(rawValue: key) else {
                throw ThemeError(file: file, key: "roles.\(key)", reason: "unknown role; allowed roles: \(allowed)")
            }
            colors[role] = try parseColor(value, file: file, key: "roles.\(key)")
        }
        if let missing = StyleRole.allCases.first(where: { colors[$0] == nil }) {
            throw ThemeError(
                file: file, key: "roles.\(missing.rawValue)", reason: "missing; a theme gives a colour to every role (\(allowed))")
        }
        return Theme(name: name, colors: colors)
    }

    private static func parseColor(_ value: JSONValue, file: String, key: String) throws(ThemeError) -> ThemeColor {
        let expected = "expected \"#RRGGBB\" or {\"hex\": \"#RRGGBB\", \"ansi256\": 0–255, \"ansi16\": 0–15}"
        switch value {
        case .string(let hex):
            guard let rgb = RGB(hex: hex) else {
                throw ThemeError(file: file, key: key, reason: "\(value.shortDescription) is not a colour; \(expected)")
            }
            return ThemeColor(rgb: rgb)
        case .object(let members):
            var rgb: RGB?
            var ansi256: UInt8?
            var ansi16: UInt8?
            for (k, v) in members {
                switch k {
                case "hex":
                    guard case .string(let hex) = v, let parsed = RGB(hex: hex) else {
                        throw ThemeError(
                            file: file, key: "\(key).hex", reason: "\(v.shortDescription) is not a colour; expected \"#RRGGBB\"")
                    }
                    rgb = parsed
                case "ansi256", "ansi16":
                    let limit = k == "ansi256" ? 255.0 : 15.0
                    guard case .number(let n) = v, n == n.rounded(), n >= 0, n <= limit else {
                        throw ThemeError(
                            file: file, key: "\(key).\(k)",
                            reason: "\(v.shortDescription) is not a palette index; expected a whole number from 0 to \(Int(limit))")
                    }
                    if k == "ansi256" { ansi256 = UInt8(n) } else { ansi16 = UInt8(n) }
                default:
                    throw ThemeError(file: file, key: "\(key).\(k)", reason: "unknown key; allowed keys: hex, ansi256, ansi16")
                }
            }
            guard let rgb else { throw ThemeError(file: file, key: "\(key).hex", reason: "missing; \(expected)") }
            return ThemeColor(rgb: rgb, ansi256: ansi256, ansi16: ansi16)
        default:
            throw ThemeError(file: file, key: key, reason: "found \(value.kindDescription); \(expected)")
        }
    }
}
