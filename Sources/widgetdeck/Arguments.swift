#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats
import WidgetSystem

/// The exit statuses widgetdeck documents (sysexits.h): see `docs/cli.md`.
enum ExitStatus: Int32, CaseIterable {
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
    init(_ kind: SetupError.Kind) {
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
struct UsageError: Error {
    var message: String
}

/// A command that could not do its work: the message and the documented exit status.
struct CommandError: Error {
    var message: String
    var status: ExitStatus
}

/// The parsed options of one command: `--name value` (or `--name=value`) pairs and flags, each
/// checked against what the command accepts.
struct Arguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `arguments` for the command `help` describes, which lists the options it
    /// accepts (each with a value, or a flag).
    init(_ arguments: [String], for help: CommandHelp) throws(UsageError) {
        try self.init(arguments, command: help.name == "dashboard" ? nil : help.name, valued: help.valued, switches: help.switches)
    }

    /// Parses `arguments` for `command` (`nil`: the dashboard, which has no command word),
    /// which accepts the options in `valued` (each takes a value) and `switches` (flags).
    init(_ arguments: [String], command: String?, valued: [String], switches: [String] = []) throws(UsageError) {
        let prefix = command.map { "\($0): " } ?? ""
        func unknown(_ option: String) -> UsageError {
            let known = (valued + switches).map { "--\($0)" }
            let guess = Suggestion.nearest(to: option, in: known).map { " (did you mean \($0)?)" } ?? ""
            return UsageError(
                message:
                    "\(prefix)unknown option \(option)\(guess); \(known.isEmpty ? "this command takes no options" : "options: \(known.joined(separator: ", "))")"
            )
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw unknown(argument)
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if switches.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(prefix)--\(name) takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "\(prefix)--\(name) needs a value")
                }
                if values[name] != nil { throw UsageError(message: "\(prefix)--\(name) is given twice") }
                values[name] = value
            } else {
                throw unknown("--\(name)")
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The same arguments without the options `names` (for a command that reads them itself).
    func without(_ names: String...) -> Arguments {
        var copy = self
        for name in names {
            copy.values[name] = nil
            copy.flags.remove(name)
        }
        return copy
    }

}

/// Parses a value of an enumerated option, or fails naming the option, the value and what is
/// allowed.
func choice<T>(_ value: String?, option: String, allowed: [String], default fallback: T, _ parse: (String) -> T?) throws(UsageError) -> T {
    guard let value else { return fallback }
    guard let parsed = parse(value) else {
        throw UsageError(message: "--\(option): \"\(value)\" is not allowed; use one of: \(allowed.joined(separator: ", "))")
    }
    return parsed
}
