// widgetdeck's `#Preview` macros, as a compiler plugin library. `widgetdeck preview` builds it
// with `swiftc` from the swift-syntax libraries inside the toolchain (usr/lib/swift/host) —
// nothing is fetched — and loads it with `-load-plugin-library`. It is not a SwiftPM target:
// SwiftPM's macro targets need the swift-syntax package, which cannot be fetched here.
//
// Each `#Preview` becomes a record in the `widgetdeck_previews` section: a C function that,
// called when the preview program starts, registers the preview with WidgetKit or SwiftUI
// (`_registerWidgetPreview`, `_registerViewPreview`) — the same arguments, so the compiler
// checks them against those functions' Apple-shaped signatures. The program finds the records
// between the linker's `__start_`/`__stop_widgetdeck_previews` symbols.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(as: .systemSmall) { W() } timeline: { … }` and its other forms.
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [PreviewRecord.declaration(for: node, in: context, registering: "WidgetKit._registerWidgetPreview")]
    }
}

/// `#Preview("name") { SomeView() }`.
public struct ViewPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [PreviewRecord.declaration(for: node, in: context, registering: "SwiftUI._registerViewPreview")]
    }
}

enum PreviewRecord {
    /// The record: `@section("widgetdeck_previews") @used private let NAME: @convention(c) () -> Void = { REGISTER(file:line:ARGS) TRAILING }`.
    static func declaration(
        for node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext, registering function: String
    ) -> DeclSyntax {
        let name = context.makeUniqueName("preview")
        let location = context.location(of: node)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var arguments = "file: \(file), line: \(line)"
        let given = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
        if !given.isEmpty { arguments += ", " + given.joined(separator: ", ") }
        var trailing = ""
        if let closure = node.trailingClosure { trailing += " " + closure.trimmedDescription }
        for extra in node.additionalTrailingClosures { trailing += " " + extra.trimmedDescription }
        return """
            @section("widgetdeck_previews") @used private let \(name): @convention(c) () -> Void = {
                \(raw: function)(\(raw: arguments))\(raw: trailing)
            }
            """
    }
}

/// SwiftData's `@Model`: the record of where the model is, the key paths of its `.unique`
/// attributes, and the conformance to `PersistentModel`.
public struct PersistentModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription else { return [] }
        var unique: [String] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isUnique = variable.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Attribute",
                    case .argumentList(let arguments) = attribute.arguments
                else { return false }
                return arguments.contains { $0.label == nil && $0.expression.trimmedDescription == ".unique" }
            }
            guard isUnique else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { unique.append("\\\(type).\(name)") }
            }
        }
        return [
            "public let _$widgetdeckModel = SwiftData._ModelState()",
            "public static var _$uniqueKeyPaths: [AnyKeyPath] { [\(raw: unique.joined(separator: ", "))] }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        let names = protocols.map { type -> String in
            let name = type.trimmedDescription.split(separator: ".").last.map(String.init) ?? type.trimmedDescription
            return name == "Observable" ? "Observation.Observable" : "SwiftData." + name
        }.joined(separator: ", ")
        let declaration: DeclSyntax = "extension \(type.trimmed): \(raw: names) {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// SwiftData's `@Attribute`, `@Relationship` and `@Transient`: marks read by `@Model`.
public struct PersistenceMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// SwiftData's `#Unique` and `#Index`: nothing to declare for a store kept in memory.
public struct PersistenceDeclarationMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// SwiftData's `@ModelActor`: the actor's container, its executor and `init(modelContainer:)`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [
            "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "public nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            public init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let declaration: DeclSyntax = "extension \(type.trimmed): SwiftData.ModelActor {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// SwiftUI's `@Entry` (iOS 18, back-deployed): `@Entry var palette: Palette = .light` in an
/// extension of `EnvironmentValues` becomes a computed property reading and writing a key of its
/// own, `__Key_palette`, whose default is the initializer (`nil` for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = entry(declaration, typeOptional: true) else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, type, value) = entry(declaration, typeOptional: true) else {
            throw EntryError("@Entry goes on a `var`, in an extension of EnvironmentValues: `@Entry var name: Type = default`")
        }
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription }.first
        let key: String
        switch extended {
        case "EnvironmentValues", "SwiftUI.EnvironmentValues", nil: key = "SwiftUI.EnvironmentKey"
        case let other?: throw EntryError("widgetdeck's @Entry makes EnvironmentValues entries; \(other) is not one yet")
        }
        guard !type.isEmpty else {
            // `@Entry var name = value`: the type is the value's, as the property's own is.
            return [
                """
                private struct __Key_\(raw: name): \(raw: key) {
                    nonisolated(unsafe) static let defaultValue = \(raw: value)
                }
                """
            ]
        }
        return [
            """
            private struct __Key_\(raw: name): \(raw: key) {
                static var defaultValue: \(raw: type) { \(raw: value) }
            }
            """
        ]
    }

    /// The property's name, type and default (its initializer, or `nil`); with `typeOptional`, a
    /// property with an initializer and no type has the type "" (inferred from the initializer).
    static func entry(_ declaration: some DeclSyntaxProtocol, typeOptional: Bool = false) -> (String, String, String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { return nil }
        let initializer = binding.initializer?.value.trimmedDescription
        guard let type = binding.typeAnnotation?.type.trimmedDescription ?? (typeOptional && initializer != nil ? "" : nil) else {
            return nil
        }
        return (name, type, initializer ?? "nil")
    }
}

/// SwiftData's `@Query` (Apple's `Query` macros): `@Query(sort: \Book.title) var books: [Book]`
/// becomes a stored query of the model type the property names — the `Element` Swift cannot
/// infer from the property's type alone — and the property reads its results:
/// `var _books = SwiftData.Query<Book, [Book]>(sort: \Book.title)` and
/// `get { _books.wrappedValue }`.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = EntryMacro.entry(declaration) else { return [] }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, type, _) = EntryMacro.entry(declaration), let element = element(of: type) else {
            throw EntryError("@Query goes on a `var` of an array of a model type: `@Query var books: [Book]`")
        }
        let arguments: String
        if case .argumentList(let list)? = node.arguments { arguments = list.trimmedDescription } else { arguments = "" }
        // Not private: the memberwise initialiser takes it (with its default), and a private member
        // would make that initialiser private.
        return ["var _\(raw: name) = SwiftData.Query<\(raw: element), [\(raw: element)]>(\(raw: arguments))"]
    }

    /// `Book` of `[Book]` or `Array<Book>`.
    static func element(of type: String) -> String? {
        let type = type.filter { !$0.isWhitespace }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }
}

struct EntryError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// TipKit's `#Rule(Self.opened) { $0.donations.count >= 3 }` (an event) or
/// `#Rule(Self.$isLoggedIn) { $0 == true }` (a parameter): the rule, made by `Tips.Rule`'s own
/// initializers, so the closure is checked as the rule's input.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        let arguments = node.arguments.map { $0.with(\.label, nil).with(\.colon, nil).trimmedDescription }
        let closures =
            ([node.trailingClosure].compactMap { $0?.trimmedDescription })
            + node.additionalTrailingClosures.map { $0.closure.trimmedDescription }
        let all = arguments + closures
        guard all.count == 2 else {
            throw EntryError("widgetdeck's #Rule takes one event or parameter and a closure: #Rule(Self.event) { $0.donations.count > 0 }")
        }
        return "TipKit.Tips.Rule(\(raw: all[0]), \(raw: all[1]))"
    }
}

/// TipKit's `@Parameter static var isLoggedIn: Bool = false`: the value kept by TipKit under the
/// tip's type and the property's name, and `$isLoggedIn`, the parameter a `#Rule` reads.
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = EntryMacro.entry(declaration) else { return [] }
        return [
            "get { $\(raw: name).wrappedValue }",
            "set { $\(raw: name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, type, value) = EntryMacro.entry(declaration), value != "nil" || type.hasSuffix("?") else {
            throw EntryError("@Parameter goes on a static var with a type and a default: `@Parameter static var name: Type = default`")
        }
        return ["static let $\(raw: name) = TipKit.Tips.Parameter<\(raw: type)>(Self.self, \"\(raw: name)\", \(raw: value))"]
    }
}

/// Foundation's `#bundle` (Xcode 16): the bundle of the module it is written in — its resources'
/// bundle. Here every module's strings and assets are the preview's own, found from the main
/// bundle, so `#bundle` is `Bundle.main`.
public struct BundleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) -> ExprSyntax {
        "Foundation.Bundle.main"
    }
}
