// Foundation's predicate strings and key-value reading, which swift-corelibs-foundation leaves
// out (`NSPredicate(format:)`, `NSSortDescriptor(key:ascending:)`): a format is parsed once into a
// tree — comparisons (`==` `!=` `<` `<=` `>` `>=`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
// `LIKE`, `MATCHES`, `BETWEEN`, with `[c]`/`[d]`/`[cd]`), `AND` `OR` `NOT`, `ANY`/`ALL`/`NONE`,
// `TRUEPREDICATE`/`FALSEPREDICATE`, `%@` `%K` `%d` `%f` arguments, key paths with `@count`,
// `@sum`, `@avg`, `@min`, `@max` — and evaluated on each object by reading its values: a
// managed object's own, a dictionary's, or a Swift object's stored properties by name.
import Foundation

/// An object whose values can be read by name (Core Data's managed objects).
public protocol _KeyValueReadable {
    func _value(forKey key: String) -> Any?
}

/// Key-value reading as Foundation's `value(forKeyPath:)` does it, on any value.
public enum _KeyValue {
    /// The value at `keyPath` of `object`: each key read in turn; a key of a collection is read of
    /// each element (and flattened), `@count`, `@sum.x`, `@avg.x`, `@min.x`, `@max.x` summarise it.
    public static func value(_ object: Any?, forKeyPath keyPath: String) -> Any? {
        var current: Any? = object
        var keys = keyPath.split(separator: ".").map(String.init)[...]
        while let key = keys.popFirst() {
            if key.hasPrefix("@") {
                let items = elements(of: current) ?? []
                let rest = keys.joined(separator: ".")
                keys = []
                let values: [Any?] = rest.isEmpty ? items : items.map { value($0, forKeyPath: rest) }
                let numbers = values.compactMap { number($0) }
                switch key {
                case "@count": return items.count
                case "@sum": return numbers.reduce(0, +)
                case "@avg": return numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
                case "@min": return values.min { compare($0, $1) == .orderedAscending }.flatMap { $0 }
                case "@max": return values.max { compare($0, $1) == .orderedAscending }.flatMap { $0 }
                case "@distinctUnionOfObjects":
                    var seen: [AnyHashable] = []
                    for case let item as AnyHashable in values where !seen.contains(item) { seen.append(item) }
                    return seen
                default: return nil
                }
            }
            if key == "self" || key == "SELF" { continue }
            if let items = elements(of: current), !(current is String) {
                current = items.map { value($0, forKey: key) }
            } else {
                current = value(current, forKey: key)
            }
        }
        return current
    }

    /// The key path a Swift key path names: `\Root.a.b` is `a.b` (from its description, which
    /// Linux's runtime keeps).
    public static func name(of keyPath: AnyKeyPath) -> String {
        String("\(keyPath)".drop { $0 != "." }.dropFirst())
    }

    /// One key of one value.
    public static func value(_ object: Any?, forKey key: String) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if let readable = object as? _KeyValueReadable { return readable._value(forKey: key) }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key || child.label == "$__lazy_storage_$_" + key
            {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The elements of a collection value (array, set, NSArray, NSSet, NSOrderedSet), else nil.
    public static func elements(of value: Any?) -> [Any]? {
        guard let value = unwrapped(value) else { return nil }
        if value is String || value is NSString { return nil }
        if let array = value as? [Any] { return array }
        if let set = value as? NSSet { return set.allObjects }
        if let array = value as? NSArray { return array.map { $0 } }
        if let ordered = value as? NSOrderedSet { return ordered.array }
        if let set = value as? any Collection, !(value is [String: Any]) { return set.map { $0 } }
        return nil
    }

    public static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { unwrapped($0.value) } ?? nil }
        if value is NSNull { return nil }
        return value
    }

    /// A number's value as a Double (booleans as 0 and 1), or nil for a non-number.
    public static func number(_ value: Any?) -> Double? {
        switch unwrapped(value) {
        case let number as NSNumber: return number.doubleValue
        case let value as Int: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int8: return Double(value)
        case let value as UInt: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as Bool: return value ? 1 : 0
        default: return nil
        }
    }

    /// The order of two values: numbers by value, strings (case and diacritics as `options`
    /// say), dates by time; nil before everything else.
    public static func compare(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult {
        let (l, r) = (unwrapped(lhs), unwrapped(rhs))
        switch (l, r) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = number(l), let b = number(r) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = string(l), let b = string(r) { return a.compare(b, options: options) }
        if let a = date(l), let b = date(r) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = l as? UUID, let b = r as? UUID { return a.uuidString.compare(b.uuidString) }
        return "\(l!)".compare("\(r!)")
    }

    /// Whether two values are equal: as numbers, strings, dates; else the same object or equal values.
    public static func equal(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> Bool {
        let (l, r) = (unwrapped(lhs), unwrapped(rhs))
        if l == nil || r == nil { return l == nil && r == nil }
        if let a = number(l), let b = number(r) { return a == b }
        if let a = string(l), let b = string(r) { return a.compare(b, options: options) == .orderedSame }
        if let a = date(l), let b = date(r) { return a == b }
        if let a = l as AnyObject?, let b = r as AnyObject?, type(of: l!) is AnyClass, type(of: r!) is AnyClass { return a === b }
        if let a = l as? AnyHashable, let b = r as? AnyHashable { return a == b }
        return false
    }

    static func string(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let string = value as? NSString { return string as String }
        if let string = value as? Substring { return String(string) }
        return nil
    }

    static func date(_ value: Any?) -> Date? {
        if let date = value as? Date { return date }
        if let date = value as? NSDate { return date as Date }
        return nil
    }
}

/// A predicate string, parsed (the tree `NSPredicate(format:)` evaluates).
indirect enum _PredicateNode: Sendable {
    case constant(Bool)
    case not(_PredicateNode)
    case and([_PredicateNode])
    case or([_PredicateNode])
    case comparison(quantifier: Quantifier?, _PredicateExpression, Operator, _PredicateExpression, options: String.CompareOptions)

    enum Quantifier: Sendable { case any, all, none }
    enum Operator: Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, inside, contains, beginsWith, endsWith, like, matches, between
    }

    func evaluate(_ object: Any?, _ variables: [String: Any]?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let node): return !node.evaluate(object, variables)
        case .and(let nodes): return nodes.allSatisfy { $0.evaluate(object, variables) }
        case .or(let nodes): return nodes.contains { $0.evaluate(object, variables) }
        case .comparison(let quantifier, let left, let op, let right, let options):
            let lhs = left.value(object, variables)
            let rhs = right.value(object, variables)
            guard let quantifier else { return Self.compare(lhs, op, rhs, options) }
            let items = _KeyValue.elements(of: lhs) ?? (lhs.map { [$0] } ?? [])
            switch quantifier {
            case .any: return items.contains { Self.compare($0, op, rhs, options) }
            case .all: return items.allSatisfy { Self.compare($0, op, rhs, options) }
            case .none: return !items.contains { Self.compare($0, op, rhs, options) }
            }
        }
    }

    static func compare(_ lhs: Any?, _ op: Operator, _ rhs: Any?, _ options: String.CompareOptions) -> Bool {
        switch op {
        case .equal: return _KeyValue.equal(lhs, rhs, options: options)
        case .notEqual: return !_KeyValue.equal(lhs, rhs, options: options)
        case .less: return lhs != nil && rhs != nil && _KeyValue.compare(lhs, rhs, options: options) == .orderedAscending
        case .lessOrEqual: return lhs != nil && rhs != nil && _KeyValue.compare(lhs, rhs, options: options) != .orderedDescending
        case .greater: return lhs != nil && rhs != nil && _KeyValue.compare(lhs, rhs, options: options) == .orderedDescending
        case .greaterOrEqual: return lhs != nil && rhs != nil && _KeyValue.compare(lhs, rhs, options: options) != .orderedAscending
        case .inside:
            if let items = _KeyValue.elements(of: rhs) { return items.contains { _KeyValue.equal(lhs, $0, options: options) } }
            if let text = _KeyValue.string(rhs), let part = _KeyValue.string(lhs) { return text.range(of: part, options: options) != nil }
            return false
        case .contains:
            if let items = _KeyValue.elements(of: lhs) { return items.contains { _KeyValue.equal($0, rhs, options: options) } }
            if let text = _KeyValue.string(lhs), let part = _KeyValue.string(rhs) {
                return part.isEmpty || text.range(of: part, options: options) != nil
            }
            return false
        case .beginsWith:
            guard let text = _KeyValue.string(lhs), let part = _KeyValue.string(rhs) else { return false }
            return text.range(of: part, options: options.union(.anchored)) != nil
        case .endsWith:
            guard let text = _KeyValue.string(lhs), let part = _KeyValue.string(rhs) else { return false }
            return text.range(of: part, options: options.union([.anchored, .backwards])) != nil
        case .like, .matches:
            guard let text = _KeyValue.string(lhs), let pattern = _KeyValue.string(rhs) else { return false }
            var regex = pattern
            if op == .like {
                regex = NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*")
                    .replacingOccurrences(of: "\\?", with: ".")
            }
            var flags: NSRegularExpression.Options = [.dotMatchesLineSeparators]
            if options.contains(.caseInsensitive) { flags.insert(.caseInsensitive) }
            guard let expression = try? NSRegularExpression(pattern: "^(?:" + regex + ")$", options: flags) else { return false }
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        case .between:
            guard let bounds = _KeyValue.elements(of: rhs), bounds.count == 2 else { return false }
            return compare(lhs, .greaterOrEqual, bounds[0], options) && compare(lhs, .lessOrEqual, bounds[1], options)
        }
    }
}

/// A value in a predicate: a constant, a key path of the object, `SELF`, a `$variable`, a list.
indirect enum _PredicateExpression: @unchecked Sendable {
    case constant(Any?)
    case keyPath(String)
    case evaluatedObject
    case variable(String)
    case list([_PredicateExpression])

    func value(_ object: Any?, _ variables: [String: Any]?) -> Any? {
        switch self {
        case .constant(let value): return value
        case .keyPath(let path): return _KeyValue.value(object, forKeyPath: path)
        case .evaluatedObject: return object
        case .variable(let name): return variables?[name]
        case .list(let items): return items.map { $0.value(object, variables) }
        }
    }
}

/// What a predicate string could not be parsed for: the format and where.
struct PredicateFormatError: Error, CustomStringConvertible {
    let format: String
    let reason: String
    var description: String { "NSPredicate: cannot parse “\(format)”: \(reason)" }
}

/// Parses predicate strings, taking `%@`, `%K`, `%d`… from `arguments` in order.
struct PredicateFormatParser {
    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case argument(Character)
        case variable(String)
    }

    let format: String
    var tokens: [Token] = []
    var position = 0
    var arguments: [Any?]
    var argumentIndex = 0

    init(format: String, arguments: [Any?]) throws {
        self.format = format
        self.arguments = arguments
        tokens = try Self.tokenize(format)
    }

    static func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isWhitespace {
                i += 1
            } else if c == "%" {
                var j = i + 1
                while j < characters.count, "lhqz".contains(characters[j]) { j += 1 }
                guard j < characters.count else { throw PredicateFormatError(format: text, reason: "a % at the end") }
                tokens.append(.argument(characters[j]))
                i = j + 1
            } else if c == "\"" || c == "'" {
                var j = i + 1
                var value = ""
                while j < characters.count, characters[j] != c {
                    if characters[j] == "\\", j + 1 < characters.count { j += 1 }
                    value.append(characters[j])
                    j += 1
                }
                guard j < characters.count else { throw PredicateFormatError(format: text, reason: "an unclosed quote") }
                tokens.append(.string(value))
                i = j + 1
            } else if c.isNumber
                || (c == "-" && i + 1 < characters.count && characters[i + 1].isNumber
                    && (tokens.last.map { if case .symbol = $0 { return true } else { return false } } ?? true))
            {
                var j = i + 1
                while j < characters.count, characters[j].isNumber || characters[j] == "." { j += 1 }
                tokens.append(.number(Double(String(characters[i..<j])) ?? 0))
                i = j
            } else if c == "$" {
                var j = i + 1
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || characters[j] == "_" { j += 1 }
                tokens.append(.variable(String(characters[i + 1..<j])))
                i = j
            } else if c.isLetter || c == "_" || c == "@" || c == "#" {
                var j = i + 1
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || "_.@#".contains(characters[j]) { j += 1 }
                tokens.append(.word(String(characters[i..<j])))
                i = j
            } else {
                let two = i + 1 < characters.count ? String(characters[i...i + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    i += 2
                } else if "=<>!(){},[]".contains(c) {
                    tokens.append(.symbol(String(c)))
                    i += 1
                } else {
                    throw PredicateFormatError(format: text, reason: "unexpected “\(c)”")
                }
            }
        }
        return tokens
    }

    mutating func parse() throws -> _PredicateNode {
        let node = try parseOr()
        guard position == tokens.count else { throw PredicateFormatError(format: format, reason: "unexpected text after the predicate") }
        return node
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func isWord(_ token: Token?, _ words: String...) -> Bool {
        if case .word(let word) = token { return words.contains(word.uppercased()) }
        return false
    }

    private mutating func parseOr() throws -> _PredicateNode {
        var nodes = [try parseAnd()]
        while isWord(current, "OR") || current == .symbol("||") {
            position += 1
            nodes.append(try parseAnd())
        }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    private mutating func parseAnd() throws -> _PredicateNode {
        var nodes = [try parseNot()]
        while isWord(current, "AND") || current == .symbol("&&") {
            position += 1
            nodes.append(try parseNot())
        }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    private mutating func parseNot() throws -> _PredicateNode {
        if isWord(current, "NOT") || current == .symbol("!") {
            position += 1
            return .not(try parseNot())
        }
        if current == .symbol("(") {
            // A parenthesised predicate, unless it turns out to be an expression: try it as one.
            let start = position
            position += 1
            if let node = try? parseOr(), current == .symbol(")") {
                position += 1
                return node
            }
            position = start
        }
        if isWord(current, "TRUEPREDICATE") {
            position += 1
            return .constant(true)
        }
        if isWord(current, "FALSEPREDICATE") {
            position += 1
            return .constant(false)
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> _PredicateNode {
        var quantifier: _PredicateNode.Quantifier?
        if isWord(current, "ANY", "SOME") {
            quantifier = .any
            position += 1
        } else if isWord(current, "ALL") {
            quantifier = .all
            position += 1
        } else if isWord(current, "NONE") {
            quantifier = _PredicateNode.Quantifier.none
            position += 1
        }
        let left = try parseExpression()
        var negate = false
        if isWord(current, "NOT") {
            negate = true
            position += 1
        }
        let op: _PredicateNode.Operator
        switch current {
        case .symbol("=")?, .symbol("==")?: op = .equal
        case .symbol("!=")?, .symbol("<>")?: op = .notEqual
        case .symbol("<")?: op = .less
        case .symbol("<=")?, .symbol("=<")?: op = .lessOrEqual
        case .symbol(">")?: op = .greater
        case .symbol(">=")?, .symbol("=>")?: op = .greaterOrEqual
        case .word(let word)?:
            switch word.uppercased() {
            case "IN": op = .inside
            case "CONTAINS": op = .contains
            case "BEGINSWITH": op = .beginsWith
            case "ENDSWITH": op = .endsWith
            case "LIKE": op = .like
            case "MATCHES": op = .matches
            case "BETWEEN": op = .between
            default: throw PredicateFormatError(format: format, reason: "“\(word)” is not an operator")
            }
        default: throw PredicateFormatError(format: format, reason: "an operator was expected")
        }
        position += 1
        var options: String.CompareOptions = []
        if current == .symbol("[") {
            position += 1
            if case .word(let flags)? = current {
                if flags.lowercased().contains("c") { options.insert(.caseInsensitive) }
                if flags.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
                position += 1
            }
            guard current == .symbol("]") else { throw PredicateFormatError(format: format, reason: "an unclosed [ after the operator") }
            position += 1
        }
        let right = try parseExpression()
        let node = _PredicateNode.comparison(quantifier: quantifier, left, op, right, options: options)
        return negate ? .not(node) : node
    }

    private mutating func parseExpression() throws -> _PredicateExpression {
        guard let token = current else { throw PredicateFormatError(format: format, reason: "a value was expected at the end") }
        position += 1
        switch token {
        case .string(let string): return .constant(string)
        case .number(let number): return .constant(number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number)
        case .variable(let name): return .variable(name)
        case .argument(let kind):
            guard argumentIndex < arguments.count else { throw PredicateFormatError(format: format, reason: "more % than arguments") }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            if kind == "K" { return .keyPath(argument.map { "\($0)" } ?? "") }
            return .constant(argument)
        case .symbol("{"):
            var items: [_PredicateExpression] = []
            while current != .symbol("}") {
                items.append(try parseExpression())
                if current == .symbol(",") { position += 1 }
                guard current != nil else { throw PredicateFormatError(format: format, reason: "an unclosed {") }
            }
            position += 1
            return .list(items)
        case .symbol("("):
            let inner = try parseExpression()
            guard current == .symbol(")") else { throw PredicateFormatError(format: format, reason: "an unclosed (") }
            position += 1
            return inner
        case .word(let word):
            switch word.uppercased() {
            case "NIL", "NULL": return .constant(nil)
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "SELF": return .evaluatedObject
            default:
                return .keyPath(word.hasPrefix("SELF.") || word.hasPrefix("self.") ? String(word.dropFirst(5)) : word)
            }
        default:
            throw PredicateFormatError(format: format, reason: "a value was expected")
        }
    }
}

extension NSPredicate {
    /// A predicate from a predicate string (Apple's `init(format:_:)`), its `%` arguments in order.
    /// A format that cannot be parsed traps, naming it, as Foundation raises on one.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do {
            var parser = try PredicateFormatParser(format: predicateFormat, arguments: (arguments ?? []).map { $0 })
            let node = try parser.parse()
            self.init(block: { object, variables in node.evaluate(object, variables) })
        } catch {
            fatalError("\(error)")
        }
    }

    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) {
        self.init(format: predicateFormat, argumentArray: [])
    }
}

// Apple's Objective-C objects are C variadic arguments, so `NSPredicate(format: "x == %@", number)`
// compiles; here they are given in an array and read back as they are.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [count] }
}

extension Set: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [count] }
}

extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}

extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [hashValue] }
}

/// Sort descriptors by key, which Linux's Foundation has only by key path: each keeps its key
/// (and a case-insensitive or localized comparison, when its selector names one).
private final class SortKeys: @unchecked Sendable {
    struct Entry {
        weak var descriptor: NSSortDescriptor?
        let key: String
        let selector: String?
    }
    static let shared = SortKeys()
    let lock = NSLock()
    var entries: [ObjectIdentifier: Entry] = [:]
}

extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, selector: nil)
    }

    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(keyPath: \NSObject.hash, ascending: ascending)
        let table = SortKeys.shared
        table.lock.lock()
        defer { table.lock.unlock() }
        table.entries = table.entries.filter { $0.value.descriptor != nil }
        table.entries[ObjectIdentifier(self)] = SortKeys.Entry(descriptor: self, key: key ?? "self", selector: selector?.description)
    }

    /// A key path to a value Linux's Foundation cannot sort by (an optional, a non-Comparable
    /// one): Apple's takes any key path. Sorted by the key the path names, read by name.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(key: _KeyValue.name(of: keyPath), ascending: ascending)
    }

    /// The key the descriptor sorts by, when it was made with one.
    @_disfavoredOverload
    public var key: String? {
        let table = SortKeys.shared
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let entry = table.entries[ObjectIdentifier(self)], entry.descriptor === self else { return nil }
        return entry.key
    }

    private static func read(_ path: AnyKeyPath, of object: Any) -> Any? {
        func open<Root>(_ root: Root) -> Any? { root[keyPath: path] }
        return _openExistential(object, do: open)
    }

    /// The order of two objects by this descriptor's key (or key path), ascending or not.
    public func _compare(_ lhs: Any, _ rhs: Any) -> ComparisonResult {
        let table = SortKeys.shared
        table.lock.lock()
        let entry = table.entries[ObjectIdentifier(self)].flatMap { $0.descriptor === self ? $0 : nil }
        table.lock.unlock()
        let (a, b): (Any?, Any?)
        if let entry {
            (a, b) = (_KeyValue.value(lhs, forKeyPath: entry.key), _KeyValue.value(rhs, forKeyPath: entry.key))
        } else {
            (a, b) = (Self.read(keyPath, of: lhs), Self.read(keyPath, of: rhs))
        }
        let insensitive =
            entry?.selector.map { $0.lowercased().contains("caseinsensitive") || $0.lowercased().contains("localized") } ?? false
        let result = _KeyValue.compare(a, b, options: insensitive ? [.caseInsensitive] : [])
        guard !ascending else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
