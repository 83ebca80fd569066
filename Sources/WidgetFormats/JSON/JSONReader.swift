/// A problem found while reading a document, at a JSON path (`widgets[2].metrics[5]`).
package struct DocumentIssue: Hashable, Sendable, CustomStringConvertible {
    /// Where: the JSON path, empty for the whole document.
    package var path: String
    /// What was found and what is allowed.
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A document that cannot be used, with every problem found (not just the first) and the file.
package struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var issues: [DocumentIssue]

    package init(file: String, issues: [DocumentIssue]) {
        self.file = file
        self.issues = issues
    }

    package var description: String {
        issues.map { "\(file): \($0)" }.joined(separator: "\n")
    }

    /// Parses `bytes` as JSON, or throws naming the file and where the JSON broke.
    package static func parseJSON(_ bytes: [UInt8], file: String) throws(DocumentError) -> JSONValue {
        do {
            return try JSONValue.parse(bytes)
        } catch {
            throw DocumentError(file: file, issues: [DocumentIssue(path: "", message: "not valid JSON: \(error)")])
        }
    }
}

/// Walks a parsed document, collecting errors and warnings by path, so a reader reports every
/// problem of a file at once and names where each is.
package struct JSONReader {
    package private(set) var errors: [DocumentIssue] = []
    package private(set) var warnings: [DocumentIssue] = []

    package init() {}

    package mutating func error(_ path: String, _ message: String) {
        errors.append(DocumentIssue(path: path, message: message))
    }

    package mutating func warning(_ path: String, _ message: String) {
        warnings.append(DocumentIssue(path: path, message: message))
    }

    /// The members of an object, or `nil` (with an error) for anything else.
    package mutating func object(_ value: JSONValue, at path: String, expected: String = "an object") -> [(key: String, value: JSONValue)]?
    {
        guard case .object(let members) = value else {
            error(path, "expected \(expected), found \(value.shortDescription)")
            return nil
        }
        return members
    }

    /// Warns about keys not in `known`: reported, never silently dropped.
    package mutating func warnUnknownKeys(_ members: [(key: String, value: JSONValue)], at path: String, known: [String]) {
        for (key, _) in members where !known.contains(key) {
            warning(join(path, key), "unknown key, ignored; known keys: \(known.joined(separator: ", "))")
        }
    }

    /// A string, or `nil` (with an error).
    package mutating func string(_ value: JSONValue?, at path: String, required: Bool = true) -> String? {
        guard let value else {
            if required { error(path, "missing; expected a string") }
            return nil
        }
        guard case .string(let s) = value else {
            error(path, "expected a string, found \(value.shortDescription)")
            return nil
        }
        return s
    }

    /// A number, or `nil` (with an error); `integer` requires a whole number; `range` bounds it.
    package mutating func number(
        _ value: JSONValue?, at path: String, required: Bool = true, integer: Bool = false, range: ClosedRange<Double>? = nil
    ) -> Double? {
        guard let value else {
            if required { error(path, "missing; expected a number") }
            return nil
        }
        guard case .number(let n) = value, !integer || n == n.rounded() else {
            error(path, "expected \(integer ? "a whole number" : "a number"), found \(value.shortDescription)")
            return nil
        }
        if let range, !range.contains(n) {
            error(
                path,
                "\(value.shortDescription) is out of range; allowed: \(JSONValue.number(range.lowerBound).shortDescription)…\(JSONValue.number(range.upperBound).shortDescription)"
            )
            return nil
        }
        return n
    }

    /// A whole number that fits an `Int` and lies in `range`, or `nil` (with an error): never a
    /// conversion that traps (`1e19` is a number, not an `Int`).
    package mutating func integer(_ value: JSONValue?, at path: String, required: Bool = true, range: ClosedRange<Int>) -> Int? {
        guard let n = number(value, at: path, required: required, integer: true) else { return nil }
        guard let whole = Int(exactly: n), range.contains(whole) else {
            error(path, "\(value?.shortDescription ?? "") is out of range; allowed: \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return whole
    }

    /// A figure a widget can show: a finite number of at most ``Figures/largestMagnitude``
    /// either way, or `nil` (with an error naming the field and the bound).
    package mutating func figure(_ value: JSONValue?, at path: String, required: Bool = true) -> Double? {
        let limit = Figures.largestMagnitude
        if case .string(let text)? = value {
            // Money, as schema 2 writes it: a plain decimal string.
            guard let amount = Money.decimalValue(text) else {
                error(path, "expected a number (money may be a decimal string such as \"12.50\"), found \(value!.shortDescription)")
                return nil
            }
            return amount
        }
        return number(value, at: path, required: required, range: -limit...limit)
    }

    /// A boolean, or `nil` (with an error).
    package mutating func bool(_ value: JSONValue?, at path: String, required: Bool = false) -> Bool? {
        guard let value else {
            if required { error(path, "missing; expected true or false") }
            return nil
        }
        guard case .bool(let b) = value else {
            error(path, "expected true or false, found \(value.shortDescription)")
            return nil
        }
        return b
    }

    /// `path.key`, or `key` at the root.
    package func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
