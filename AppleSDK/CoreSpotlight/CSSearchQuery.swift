// Queries over the app's own indexes, in Spotlight's query language: `attribute == "value"`
// with `*` wildcards and the `c` (case), `d` (diacritics) and `w` (word) modifiers, `!=`,
// `&&`, `||`, `!` and parentheses; `*` as the attribute means any text attribute. What the
// language has beyond that (dates, numbers, `$time`) is refused with `.invalidQuery`, never
// answered wrongly.
import Foundation

/// Why a query failed (Apple's `CSSearchQueryError`).
public struct CSSearchQueryError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknown = -2000
        case indexUnreachable = -2001
        case invalidQuery = -2002
        case cancelled = -2003
    }
    public let code: Code
    public let reason: String
    public init(_ code: Code) { self.init(code, reason: "") }
    init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }
    public static var errorDomain: String { CSSearchQueryErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }
    public static var unknown: Code { .unknown }
    public static var indexUnreachable: Code { .indexUnreachable }
    public static var invalidQuery: Code { .invalidQuery }
    public static var cancelled: Code { .cancelled }
    public var description: String { reason.isEmpty ? "CSSearchQueryError(\(code))" : "CSSearchQueryError(\(code)): \(reason)" }
}

/// What a query fetches and filters by (Apple's `CSSearchQueryContext`).
open class CSSearchQueryContext: NSObject, NSCopying, @unchecked Sendable {
    public struct SourceOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = SourceOptions([])
        public static let allowMail = SourceOptions(rawValue: 1)
    }
    open var fetchAttributes: [String] = []
    open var filterQueries: [String] = []
    open var keyboardLanguage: String?
    open var sourceOptions: SourceOptions = .default
    public override init() { super.init() }
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchQueryContext()
        copy.fetchAttributes = fetchAttributes
        copy.filterQueries = filterQueries
        copy.keyboardLanguage = keyboardLanguage
        copy.sourceOptions = sourceOptions
        return copy
    }
}

/// A search of the app's indexed items (Apple's `CSSearchQuery`). `start()` answers at once:
/// the found items, then the completion.
open class CSSearchQuery: NSObject, @unchecked Sendable {
    public let queryString: String
    let context: CSSearchQueryContext?
    open private(set) var isCancelled = false
    open private(set) var foundItemCount = 0
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    open var completionHandler: (((any Error)?) -> Void)?
    open var protectionClasses: [FileProtectionType] = []

    public init(queryString: String, queryContext: CSSearchQueryContext?) {
        self.queryString = queryString
        self.context = queryContext
        super.init()
    }
    public convenience init(queryString: String, attributes: [String]?) {
        let context = CSSearchQueryContext()
        context.fetchAttributes = attributes ?? []
        self.init(queryString: queryString, queryContext: context)
    }

    open func start() {
        do {
            let found = try matches()
            foundItemCount = found.count
            if !found.isEmpty { foundItemsHandler?(found) }
            completionHandler?(nil)
        } catch {
            completionHandler?(error)
        }
    }

    open func cancel() {
        isCancelled = true
        completionHandler?(CSSearchQueryError(.cancelled))
    }

    /// The indexed items the query and its context's filters match.
    func matches() throws(CSSearchQueryError) -> [CSSearchableItem] {
        if isCancelled { throw CSSearchQueryError(.cancelled) }
        var tests = [try QueryParser.parse(queryString)]
        for filter in context?.filterQueries ?? [] { tests.append(try QueryParser.parse(filter)) }
        return IndexStore.allItems.filter { item in tests.allSatisfy { $0.matches(item.attributeSet) } }
    }

    /// The found items as an asynchronous sequence (Apple's `CSSearchQuery.Results`).
    public struct Results: AsyncSequence, Sendable {
        public struct Item: Identifiable, Hashable, Equatable, @unchecked Sendable {
            public var id: String { item.uniqueIdentifier }
            public var item: CSSearchableItem
            public static func == (lhs: Item, rhs: Item) -> Bool { lhs.item === rhs.item }
            public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(item)) }
        }
        public typealias Element = Item
        let query: CSSearchQuery

        public struct Iterator: AsyncIteratorProtocol {
            var pending: [CSSearchableItem]?
            let query: CSSearchQuery
            public mutating func next() async throws -> Item? {
                if pending == nil { pending = try query.matches() }
                guard !(pending ?? []).isEmpty else { return nil }
                return Item(item: pending!.removeFirst())
            }
        }
        public func makeAsyncIterator() -> Iterator { Iterator(pending: nil, query: query) }
    }
    public var results: Results { Results(query: self) }
}

/// A parsed query: a test of an item's attributes.
indirect enum QueryTest {
    case compare(attribute: String, pattern: String, options: String, equal: Bool)
    case and(QueryTest, QueryTest)
    case or(QueryTest, QueryTest)
    case not(QueryTest)

    func matches(_ set: CSSearchableItemAttributeSet) -> Bool {
        switch self {
        case .and(let a, let b): return a.matches(set) && b.matches(set)
        case .or(let a, let b): return a.matches(set) || b.matches(set)
        case .not(let a): return !a.matches(set)
        case .compare(let attribute, let pattern, let options, let equal):
            let values =
                attribute == "*"
                ? CSSearchableItemAttributeSet.textAttributes.map(\.0).flatMap { set.values(of: $0) } + (set.keywords ?? [])
                : set.values(of: attribute)
            let found = values.contains { Self.glob(pattern, $0, options) }
            return equal ? found : !found
        }
    }

    /// Whether `text` matches `pattern` (`*` any run, `?` one character) under the modifiers.
    static func glob(_ pattern: String, _ text: String, _ options: String) -> Bool {
        var compare: String.CompareOptions = []
        if options.contains("c") { compare.insert(.caseInsensitive) }
        if options.contains("d") { compare.insert(.diacriticInsensitive) }
        let fold = { (s: String) in s.folding(options: compare, locale: nil) }
        let pattern = Array(fold(pattern))
        let text = fold(text)
        if options.contains("w") {
            // Word-based: the pattern may match from the start of any word.
            var starts = [text.startIndex]
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                if !text[index].isLetter && !text[index].isNumber && next < text.endIndex { starts.append(next) }
                index = next
            }
            return starts.contains {
                wildcard(pattern[...], Array(text[$0...])[...]) || wildcard(pattern[...] + ["*"], Array(text[$0...])[...])
            }
        }
        return wildcard(pattern[...], Array(text)[...])
    }

    private static func wildcard(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            var tail = text
            while true {
                if wildcard(rest, tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        }
        guard let character = text.first, first == "?" || first == character else { return false }
        return wildcard(pattern.dropFirst(), text.dropFirst())
    }
}

/// Spotlight's query language, the part described at the top of this file.
struct QueryParser {
    var characters: [Character]
    var position = 0

    static func parse(_ query: String) throws(CSSearchQueryError) -> QueryTest {
        var parser = QueryParser(characters: Array(query))
        let test = try parser.expression()
        parser.skipSpaces()
        guard parser.position == parser.characters.count else { throw parser.failure("unexpected text") }
        return test
    }

    func failure(_ what: String) -> CSSearchQueryError {
        CSSearchQueryError(.invalidQuery, reason: "\(what) at offset \(position) of the query “\(String(characters))”")
    }

    mutating func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }

    mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let token = Array(token)
        guard position + token.count <= characters.count, Array(characters[position..<position + token.count]) == token else {
            return false
        }
        position += token.count
        return true
    }

    mutating func expression() throws(CSSearchQueryError) -> QueryTest {
        var test = try conjunction()
        while take("||") { test = .or(test, try conjunction()) }
        return test
    }

    mutating func conjunction() throws(CSSearchQueryError) -> QueryTest {
        var test = try factor()
        while take("&&") { test = .and(test, try factor()) }
        return test
    }

    mutating func factor() throws(CSSearchQueryError) -> QueryTest {
        if take("(") {
            let test = try expression()
            guard take(")") else { throw failure("a ( without its )") }
            return test
        }
        if take("!") && !take("=") { return .not(try factor()) }
        skipSpaces()
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || "_*.:".contains(characters[position])
        {
            position += 1
        }
        guard position > start else { throw failure("an attribute name expected") }
        let attribute = String(characters[start..<position])
        let equal: Bool
        if take("==") { equal = true } else if take("!=") { equal = false } else { throw failure("only == and != are supported") }
        skipSpaces()
        guard position < characters.count, characters[position] == "\"" || characters[position] == "'" else {
            throw failure("a quoted value expected (dates, numbers and $time are not supported)")
        }
        let quote = characters[position]
        position += 1
        var value = ""
        while position < characters.count, characters[position] != quote {
            if characters[position] == "\\", position + 1 < characters.count { position += 1 }
            value.append(characters[position])
            position += 1
        }
        guard position < characters.count else { throw failure("an unterminated string") }
        position += 1
        var options = ""
        while position < characters.count, "cdwt".contains(characters[position]) {
            options.append(characters[position])
            position += 1
        }
        return .compare(attribute: attribute, pattern: value, options: options, equal: equal)
    }
}
