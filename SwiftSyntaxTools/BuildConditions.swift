// widgetdeck-conditions: evaluates a Swift file's `#if` as a build for another platform
// would (iOS, watchOS…), with the toolchain's own SwiftIfConfig, and writes a copy in which
// every inactive clause and every directive line is blank — the same lines and columns, so the
// compiler's diagnostics, through `#sourceLocation`, name the user's file, line and column.
//
// Built by `widgetdeck preview` once per compiler, like the `#Preview` plugin, against the
// toolchain's swift-syntax (usr/lib/swift/host). Not part of the package: widgetdeck itself never
// links swift-syntax. Input on standard input, one file a line: `SOURCE\tCOPY`; the build
// configuration as JSON in the file named by the first argument. Output, a line a file:
// `copied\tSOURCE` when COPY was written (the file had an inactive clause), `same\tSOURCE`
// when the file has no `#if` to remove, `error\tSOURCE\tREASON` when it could not be read.
//
// Objective-C's attributes (`@objc`, `@objcMembers`, `@IBOutlet`, `@IBAction`…) are blanked
// too: they only expose a declaration to the Objective-C runtime, which Linux has not, and
// Swift without Objective-C interoperability rejects them. Key-value observers
// (`override func observeValue(forKeyPath:…)`) lose the `override` and declare the protocol
// FoundationCompatibility tells them through. `NSAttributedString()` and `ProcessInfo()` are
// spelled as Linux's Foundation has them. What relies on that runtime
// (`#selector`, `optional` requirements) is left to fail, as it cannot work here.

import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

struct Configuration: Decodable {
    var platform: String  // the os() name: iOS, watchOS, macOS, visionOS, tvOS
    var architecture: String
    var environments: [String]
    var conditions: [String]
    var features: [String]
    var attributes: [String]
    var importable: [String]
    var languageVersion: [Int]
    var compilerVersion: [Int]
}

struct TargetConfiguration: BuildConfiguration {
    let configuration: Configuration
    let conditions: Set<String>
    let importable: Set<String>

    init(_ configuration: Configuration) {
        self.configuration = configuration
        conditions = Set(configuration.conditions)
        importable = Set(configuration.importable)
    }

    func isCustomConditionSet(name: String) -> Bool { conditions.contains(name) }
    func hasFeature(name: String) -> Bool { configuration.features.contains(name) }
    func hasAttribute(name: String) -> Bool { configuration.attributes.contains(name) }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let first = importPath.first?.1 else { return false }
        // Versioned checks (`canImport(UIKit, _version: 16)`) are true when the module is there:
        // widgetdeck's modules stand for the newest SDK.
        return importable.contains(first)
    }
    func isActiveTargetOS(name: String) -> Bool {
        if name == configuration.platform { return true }
        // `visionOS` and its older name.
        return configuration.platform == "visionOS" && name == "xrOS"
    }
    func isActiveTargetArchitecture(name: String) -> Bool { name == configuration.architecture }
    func isActiveTargetEnvironment(name: String) -> Bool { configuration.environments.contains(name) }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" ? false : name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(components: configuration.languageVersion) }
    var compilerVersion: VersionTuple { VersionTuple(components: configuration.compilerVersion) }
}

/// Attributes for the Objective-C runtime only.
let objectiveCAttributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
]

/// Foundation's types that Linux keeps in FoundationNetworking and FoundationXML.
let foundationSplit: [String: String] = {
    var modules: [String: String] = [:]
    for name in [
        "URLSession", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
        "URLSessionStreamDelegate", "URLSessionWebSocketDelegate", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
        "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionTaskMetrics",
        "URLSessionTaskTransactionMetrics", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
        "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge", "URLAuthenticationChallengeSender",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLProtocol", "URLProtocolClient", "NSURLRequest",
        "NSMutableURLRequest", "URLError",
    ] { modules[name] = "FoundationNetworking" }
    for name in ["XMLParser", "XMLParserDelegate", "XMLDocument", "XMLElement", "XMLNode", "XMLDTD", "XMLDTDNode"] {
        modules[name] = "FoundationXML"
    }
    return modules
}()

/// The byte ranges to blank: directive lines, every clause the configuration leaves out, and
/// Objective-C's attributes in the clauses it keeps.
final class InactiveRanges: SyntaxVisitor {
    let configuration: TargetConfiguration
    var ranges: [Range<Int>] = []
    /// Text to put in place of a range (Objective-C's `#selector` and `#keyPath`).
    var replacements: [(range: Range<Int>, text: String)] = []

    init(_ configuration: TargetConfiguration) {
        self.configuration = configuration
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let (active, _) = node.activeClause(in: configuration)
        for clause in node.clauses {
            // The directive itself (`#if cond`, `#elseif cond`, `#else`) always goes.
            let directiveStart = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let directiveEnd = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia)
                .utf8Offset
            ranges.append(directiveStart..<directiveEnd)
            if let elements = clause.elements {
                if clause.id == active?.id {
                    walk(elements)
                } else {
                    ranges.append(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
                }
            }
        }
        let end = node.poundEndif
        ranges.append(end.positionAfterSkippingLeadingTrivia.utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        guard name == "selector" || name == "keyPath" else { return .visitChildren }
        var argument = node.arguments.map(\.expression.trimmedDescription).joined()
        if name == "selector", let label = node.arguments.first?.label?.text, label == "getter" || label == "setter" {
            argument = label == "setter" ? "set" + argument.prefix(1).uppercased() + argument.dropFirst() + ":" : argument
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let objcName = name == "selector" ? objectiveCName(argument) : keyPathString(argument)
        let literal = "\"" + objcName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        replacements.append((start..<end, name == "selector" ? "Selector(" + literal + ")" : literal))
        return .skipChildren
    }

    /// `Type.method(_:with:)` → `method:with:`; `property` stays.
    private func objectiveCName(_ reference: String) -> String {
        var text = reference
        if let paren = text.firstIndex(of: "(") {
            let base = text[..<paren].split(separator: ".").last.map(String.init) ?? ""
            let labels = text[text.index(after: paren)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
            text =
                base
                + labels.enumerated().map { index, label in
                    index == 0
                        ? (label == "_" ? ":" : (label.isEmpty ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"))
                        : (label == "_" ? ":" : label + ":")
                }.joined()
            return text
        }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    /// `Person.name` → `name`, `friend.name` stays: a leading type name is dropped.
    private func keyPathString(_ reference: String) -> String {
        let parts = reference.split(separator: ".")
        return parts.count > 1 && parts[0].first?.isUppercase == true ? parts.dropFirst().joined(separator: ".") : reference
    }

    /// `Foundation.URLSessionDelegate` → `FoundationNetworking.URLSessionDelegate`: on Linux the
    /// networking and XML types are in modules of their own, so a name qualified by
    /// `Foundation` (the way a type of the same name in the project is told apart) is not found.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        qualify(node, base: node.baseType.trimmedDescription, name: node.name.text)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `super.observeValue(forKeyPath:…)`: NSObject's, a function of FoundationCompatibility here.
        if node.base?.trimmedDescription == "super", node.declName.baseName.text == "observeValue" {
            let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            replacements.append((range, "_NSObjectObserveValue"))
            return .skipChildren
        }
        return qualify(node, base: node.base?.trimmedDescription ?? "", name: node.declName.baseName.text)
    }

    private func qualify(_ node: some SyntaxProtocol, base: String, name: String) -> SyntaxVisitorContinueKind {
        guard base == "Foundation", let module = foundationSplit[name] else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        replacements.append((start..<start + "Foundation".utf8.count, module))
        return .skipChildren
    }

    /// `@NSManaged var title: String?` → `var title: String? { get { _managedValue(forKey: "title") } set { … } }`:
    /// Core Data makes these accessors at run time on a phone; widgetdeck's `NSManagedObject`
    /// keeps the values they read and write.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let attribute = managedAttribute(node.attributes) else { return .visitChildren }
        ranges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation else {
                continue
            }
            let end = type.endPositionBeforeTrailingTrivia.utf8Offset
            replacements.append(
                (end..<end, " { get { _managedValue(forKey: \"\(name)\") } set { _setManagedValue(newValue, forKey: \"\(name)\") } }"))
        }
        return .visitChildren
    }

    /// Initializers Linux's Foundation lacks, spelled as it has them: `NSAttributedString()` and
    /// `NSMutableAttributedString()` → `(string: "")` (an empty string, as Apple's are), and
    /// `ProcessInfo()` → `ProcessInfo.processInfo` (its initializer is internal there).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            let open = node.leftParen, let close = node.rightParen
        else { return .visitChildren }
        let name = callee.baseName.text
        let range = open.positionAfterSkippingLeadingTrivia.utf8Offset..<close.endPositionBeforeTrailingTrivia.utf8Offset
        if name == "NSAttributedString" || name == "NSMutableAttributedString" {
            replacements.append((range, "(string: \"\")"))
        } else if name == "ProcessInfo" {
            replacements.append((range, ".processInfo"))
        }
        return .visitChildren
    }

    /// `override func observeValue(forKeyPath:of:change:context:)` → the same method without
    /// `override` (NSObject has none to override here), and the class made `_KeyValueObserving`,
    /// through which FoundationCompatibility's key-value observing tells it of changes.
    private func keyValueObserver(_ node: FunctionDeclSyntax) {
        guard node.name.text == "observeValue", node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath",
            let override = node.modifiers.first(where: { $0.name.text == "override" })
        else { return }
        var parent = node.parent
        while let current = parent, !current.is(ClassDeclSyntax.self) { parent = current.parent }
        guard let owner = parent?.as(ClassDeclSyntax.self), let inheritance = owner.inheritanceClause else { return }
        ranges.append(override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPositionBeforeTrailingTrivia.utf8Offset)
        let end = inheritance.endPositionBeforeTrailingTrivia.utf8Offset
        replacements.append((end..<end, ", _KeyValueObserving"))
    }

    /// `@NSManaged func addToItems(_ value: Item)` → a body adding to the relationship `items`
    /// (and `removeFrom…` taking from it); an ordered accessor's body says it is not generated.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        keyValueObserver(node)
        guard let attribute = managedAttribute(node.attributes), node.body == nil else { return .visitChildren }
        ranges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters
        let argument = parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "_"
        func key(after prefix: String) -> String {
            let rest = name.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        let body: String
        if parameters.count == 1, name.hasPrefix("addTo") {
            body = "_managedAdd(\(argument), forKey: \"\(key(after: "addTo"))\")"
        } else if parameters.count == 1, name.hasPrefix("removeFrom"), !name.hasSuffix("AtIndexes"), !name.contains("At") {
            body = "_managedRemove(\(argument), forKey: \"\(key(after: "removeFrom"))\")"
        } else {
            body = "_managedOrderedAccessor(#function)"
        }
        let end = node.signature.endPositionBeforeTrailingTrivia.utf8Offset
        replacements.append((end..<end, " { \(body) }"))
        return .visitChildren
    }

    private func managedAttribute(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "NSManaged" {
                return attribute
            }
        }
        return nil
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if objectiveCAttributes.contains(node.attributeName.trimmedDescription) {
            ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .visitChildren
    }
}

@main
enum BuildConditions {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
            FileHandle.standardError.write(Data("usage: widgetdeck-conditions CONFIGURATION.json < pairs\n".utf8))
            exit(64)
        }
        let configuration = TargetConfiguration(try JSONDecoder().decode(Configuration.self, from: data))
        var output = ""
        while let line = readLine(strippingNewline: true) {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let (source, copy) = (parts[0], parts[1])
            guard let bytes = FileManager.default.contents(atPath: source) else {
                output += "error\t\(source)\tcannot be read\n"
                continue
            }
            var text = [UInt8](bytes)
            guard
                text.contains(UInt8(ascii: "#")) || text.contains(UInt8(ascii: "@"))
                    || String(decoding: text, as: UTF8.self).contains("Foundation.")
                    || String(decoding: text, as: UTF8.self).contains("observeValue")
                    || String(decoding: text, as: UTF8.self).contains("AttributedString()")
                    || String(decoding: text, as: UTF8.self).contains("ProcessInfo()")
            else {
                output += "same\t\(source)\n"
                continue
            }
            let tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let finder = InactiveRanges(configuration)
            finder.walk(tree)
            guard !finder.ranges.isEmpty || !finder.replacements.isEmpty else {
                output += "same\t\(source)\n"
                continue
            }
            var blanked = [Bool](repeating: false, count: text.count)
            for range in finder.ranges {
                for i in range where i < text.count && text[i] != 0x0A && text[i] != 0x0D {
                    text[i] = 0x20
                    blanked[i] = true
                }
            }
            // Replacements last to first, so the offsets before each stay as they were.
            for (range, replacement) in finder.replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
            where range.upperBound <= text.count {
                text.replaceSubrange(range, with: Array(replacement.utf8))
                blanked.replaceSubrange(range, with: [Bool](repeating: false, count: replacement.utf8.count))
            }
            // A line left with nothing but the spaces put there is empty.
            var kept: [UInt8] = []
            kept.reserveCapacity(text.count)
            var lineStart = 0
            for i in 0...text.count where i == text.count || text[i] == 0x0A {
                let line = lineStart..<i
                let emptied = line.contains { blanked[$0] } && line.allSatisfy { text[$0] == 0x20 || text[$0] == 0x0D }
                if !emptied { kept += text[line] }
                if i < text.count { kept.append(0x0A) }
                lineStart = i + 1
            }
            text = kept
            // The copy names the user's file, so every diagnostic does.
            let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let header = Array("#sourceLocation(file: \"\(escaped)\", line: 1)\n".utf8)
            guard FileManager.default.createFile(atPath: copy, contents: Data(header + text)) else {
                output += "error\t\(source)\tcannot write \(copy)\n"
                continue
            }
            output += "copied\t\(source)\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
