import WidgetDrawing

/// Why a command could not start its work, in words a user can act on, and what kind of
/// problem it is — which the executable turns into its documented exit status.
package struct SetupError: Error, CustomStringConvertible, Sendable {
    package enum Kind: Sendable {
        /// A wrong option or value (64).
        case usage
        /// An input file that does not exist (66).
        case missingInput
        /// Input data that cannot be used (65).
        case badData
        /// An output file that cannot be written (73).
        case cannotWrite
        /// Something the program needs is not there: a terminal, a library (69).
        case unavailable
    }

    package var kind: Kind
    package var message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }

    /// A file that could not be read: missing, or unusable.
    package static func reading(_ error: FileError, prefix: String = "") -> SetupError {
        SetupError(error.isMissing ? .missingInput : .badData, prefix + "\(error)")
    }
}

extension Theme {
    /// A built-in theme by name, or a theme file by path.
    ///
    /// - Throws: ``SetupError``: `.usage` for an unknown name, `.missingInput` for a file that
    ///   does not exist, `.badData` for one that does not read as a theme.
    package static func load(_ name: String, option: String = "--theme") throws(SetupError) -> Theme {
        if let theme = Theme.builtIn(name) { return theme }
        guard name.contains("/") || name.hasSuffix(".json") else {
            throw SetupError(
                .usage,
                "\(option): \"\(name)\" is not a theme; built in: \(Theme.builtInNames.joined(separator: ", ")), or a path to a theme file")
        }
        let text: String
        do {
            text = try FileIO.readText(name)
        } catch {
            throw .reading(error, prefix: "\(option): ")
        }
        do {
            return try Theme.parse(json: text, file: name)
        } catch {
            throw SetupError(.badData, "\(option): \(error)")
        }
    }
}
