#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetSystem

/// The exit statuses widgetdeck documents (sysexits.h): see `docs/cli.md`.
package enum ExitStatus: Int32, CaseIterable {
    case ok = 0
    /// `lint` found something (each finding is a line on standard output).
    case findings = 1
    /// A wrong option or value on the command line.
    case usage = 64
    /// Input data that cannot be used (a dashboard file, a snapshot, a CSV…).
    case dataError = 65
    /// An input file that does not exist or cannot be read.
    case noInput = 66
    /// Standard output cannot be used (not a terminal where one is needed).
    case unavailable = 69
    /// Something that should not happen.
    case software = 70
    /// An output file that cannot be written.
    case cantCreate = 73
    /// A write failed part way (standard output or the event log on a full disk, an I/O error).
    case ioError = 74
}

extension ExitStatus {
    /// What the status means, in a few words (the overview and the manual page).
    var summary: String {
        switch self {
        case .ok: "success"
        case .findings: "lint found something"
        case .usage: "wrong command, option or value"
        case .dataError: "unusable data"
        case .noInput: "missing input file"
        case .unavailable: "no terminal to draw on"
        case .software: "internal error"
        case .cantCreate: "output file cannot be written"
        case .ioError: "a write failed (disk full, I/O error)"
        }
    }

    /// The documented status of a kind of setup failure.
    package init(_ kind: SetupError.Kind) {
        switch kind {
        case .usage: self = .usage
        case .missingInput: self = .noInput
        case .badData: self = .dataError
        case .cannotWrite: self = .cantCreate
        case .unavailable: self = .unavailable
        }
    }
}

/// A command-line mistake: what was wrong and what is allowed (exit 64).
package struct UsageError: Error {
    package var message: String
}

/// A command that could not do its work: the message and the documented exit status.
package struct CommandError: Error {
    package var message: String
    package var status: ExitStatus
}

/// The parsed options of one command: `--name value` (or `--name=value`) pairs and flags, each
/// checked against what the command accepts (its ``CommandHelp``), read back typed through the
/// options' specs: `try parsed[.now]` is a `Date`, `parsed.has(.live)` a flag.
struct Arguments {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// What the values are read against (the environment).
    let context: OptionContext

    /// Parses `arguments` for the command `help` describes, which lists the options it
    /// accepts (each with a value, or a flag); `environment` is what values are read against.
    init(_ arguments: [String], for help: CommandHelp, environment: [String: String] = [:]) throws(UsageError) {
        context = OptionContext(environment: environment)
        let prefix = help.name == "dashboard" ? "" : "\(help.name): "
        let valued = Dictionary(help.options.filter { $0.value != nil }.map { ($0.name, $0) }) { first, _ in first }
        let switches = Set(help.options.filter { $0.value == nil }.map(\.name))
        let shorts = Dictionary(help.options.compactMap { option in option.short.map { ($0, option.name) } }) { first, _ in first }
        func unknown(_ option: String) -> UsageError {
            let known = help.options.map { "--\($0.name)" }
            let guess = Suggestion.nearest(to: option, in: known).map { " (did you mean \($0)?)" } ?? ""
            return UsageError(
                message:
                    "\(prefix)unknown option \(option)\(guess); \(known.isEmpty ? "this command takes no options" : "options: \(known.joined(separator: ", "))")"
            )
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--"), argument.count > 2 {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                // A one-letter form: `-D NAME` or `-DNAME`.
                guard let letter = argument.dropFirst().first, let long = shorts[letter] else { throw unknown(argument) }
                name = long
                if argument.count > 2 { inlineValue = String(argument.dropFirst(2)) }
            } else {
                positionals.append(argument)
                continue
            }
            if switches.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(prefix)--\(name) takes no value") }
                flags.insert(name)
            } else if let option = valued[name] {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "\(prefix)--\(name) needs a value")
                }
                if values[name] != nil && !option.repeatable { throw UsageError(message: "\(prefix)--\(name) is given twice") }
                values[name, default: []].append(value)
            } else {
                throw unknown("--\(name)")
            }
        }
    }

    /// The value of `option`, read as its spec says; `nil` when it is not given.
    subscript<Value>(_ option: OptionSpec<Value>) -> Value? {
        get throws { try values[option.name]?.last.map { try option.parse($0, context) } }
    }

    /// Every value of a repeatable `option`, in the order given.
    func all<Value>(_ option: OptionSpec<Value>) throws -> [Value] {
        try (values[option.name] ?? []).map { try option.parse($0, context) }
    }

    /// Whether `option` is given (whatever its value).
    func given<Value>(_ option: OptionSpec<Value>) -> Bool { values[option.name] != nil }

    /// Whether the switch `flag` is given.
    func has(_ flag: FlagSpec) -> Bool { flags.contains(flag.name) }

    /// The same arguments without the options `names` (for a command that reads them itself:
    /// `lint`'s `--format` is not the picture's).
    func without(_ names: String...) -> Arguments {
        var copy = self
        for name in names {
            copy.values[name] = nil
            copy.flags.remove(name)
        }
        return copy
    }
}
