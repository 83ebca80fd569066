import WidgetSystem

/// A YAML document's value, as project specs (XcodeGen's `project.yml`, xtool's) write them:
/// scalars keep their text and whether they were quoted (`"YES"` is text, `true` may be a
/// Boolean); mappings keep their order.
package indirect enum YAMLValue: Equatable, Sendable {
    case scalar(String, quoted: Bool)
    case sequence([YAMLValue])
    case mapping([YAMLPair])
    case null

    /// A scalar's text (nil for collections and null).
    package var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// A sequence's items; a single value as a one-item list (specs accept either); [] for null.
    package var items: [YAMLValue] {
        switch self {
        case .sequence(let items): items
        case .null: []
        default: [self]
        }
    }

    /// A mapping's pairs ([] for anything else).
    package var pairs: [YAMLPair] {
        if case .mapping(let pairs) = self { return pairs }
        return []
    }

    /// A mapping's value for `key`.
    package subscript(key: String) -> YAMLValue? {
        pairs.last { $0.key == key }?.value
    }

    /// How many values this is made of, counting stopped past `limit`.
    func count(upTo limit: Int) -> Int {
        var total = 0
        var stack = [self]
        while let next = stack.popLast(), total <= limit {
            total += 1
            switch next {
            case .sequence(let items): stack += items
            case .mapping(let pairs): stack += pairs.map(\.value)
            default: break
            }
        }
        return total
    }

    /// A Boolean as YAML 1.1 and XcodeGen read one (`true`, `yes`, `on`, any case, unquoted).
    package var bool: Bool? {
        guard case .scalar(let text, let quoted) = self, !quoted else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on", "y": return true
        case "false", "no", "off", "n": return false
        default: return nil
        }
    }
}

/// One key and its value in a ``YAMLValue/mapping(_:)``.
package struct YAMLPair: Equatable, Sendable {
    package var key: String
    package var value: YAMLValue

    package init(_ key: String, _ value: YAMLValue) {
        self.key = key
        self.value = value
    }
}

/// A YAML text that cannot be read, with the line it stops on.
package struct YAMLError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "line \(line): \(message)" }
}
