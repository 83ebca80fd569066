import WidgetCore
import WidgetSystem
import WidgetFormats

/// What an option's value is read against: the process's environment (the viewer's time zone
/// for `--now`, the default store for `--source store`, the zones `--time-zone` may name).
struct OptionContext {
    var environment: [String: String]

    /// The viewer's locale and time zone (`LC_ALL`/`LC_TIME`/`LANG`, `TZ`).
    var locale: DisplayLocale { DisplayLocale.viewer(environment: environment) }
}

/// One option that takes a value, declared once: what `--help`, the manual page and the shell
/// completions say of it (``OptionHelp``) and how its value is read into a `Value` — so a command
/// asks `try parsed[.now]` for a `Date`, never a string by name. Adding an option is one of these,
/// named in the commands' tables (``CommandHelp``).
struct OptionSpec<Value> {
    var help: OptionHelp
    /// Reads the text given into a value, or throws ``UsageError`` (or a ``SetupError`` for a file
    /// the value names) naming the option, the text and what is allowed.
    var parse: (String, OptionContext) throws -> Value

    var name: String { help.name }

    /// `placeholder` is what `--help` shows for the value (`FILE`, `LIST`, `N`); `choices`, the
    /// values a shell offers when they are a fixed set; `repeatable`, whether it may be given
    /// again (each value kept, in order); `short`, a one-letter form (`-D NAME`, `-DNAME`).
    init(
        _ name: String, _ placeholder: String, _ text: String, choices: [String] = [], repeatable: Bool = false,
        short: Character? = nil, parse: @escaping (String, OptionContext) throws -> Value
    ) {
        help = OptionHelp(name: name, value: placeholder, text: text, choices: choices, repeatable: repeatable, short: short)
        self.parse = parse
    }

    /// An option that reads its value otherwise than `help`'s spec (the dashboard takes
    /// `--theme`'s name, and loads it itself).
    init(help: OptionHelp, parse: @escaping (String, OptionContext) throws -> Value) {
        self.help = help
        self.parse = parse
    }

    /// One of a fixed set of words: `allowed` names them (help, completion and the error alike).
    static func choice(
        _ name: String, _ placeholder: String, _ text: String, allowed: [String], _ make: @escaping (String) -> Value?
    ) -> OptionSpec<Value> {
        OptionSpec(name, placeholder, text, choices: allowed) { value, _ throws(UsageError) in
            guard let parsed = make(value) else {
                throw UsageError(message: "--\(name): \"\(value)\" is not allowed; use one of: \(allowed.joined(separator: ", "))")
            }
            return parsed
        }
    }

    /// A comma-separated list of a fixed set of words, or `all` of them.
    static func list<Item>(
        _ name: String, _ text: String, allowed: [String], _ make: @escaping (String) -> Item?
    ) -> OptionSpec<Value> where Value == [Item] {
        OptionSpec(name, "LIST", text, choices: allowed + ["all"]) { text, _ throws(UsageError) in
            let words = text == "all" ? allowed : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return try words.map { word throws(UsageError) -> Item in
                guard let item = make(word) else {
                    throw UsageError(
                        message: "--\(name): \"\(TerminalText.sanitized(word))\" is not one of \(allowed.joined(separator: ", ")) (or all)")
                }
                return item
            }
        }
    }
}

extension OptionSpec where Value == String {
    /// An option whose value is used as given: a path, a name, free text.
    init(_ name: String, _ placeholder: String, _ text: String, choices: [String] = []) {
        self.init(name, placeholder, text, choices: choices) { value, _ in value }
    }
}

/// A switch: given or not (`--live`).
struct FlagSpec {
    var help: OptionHelp

    var name: String { help.name }

    init(_ name: String, _ text: String) {
        help = OptionHelp(name: name, value: nil, text: text)
    }
}
