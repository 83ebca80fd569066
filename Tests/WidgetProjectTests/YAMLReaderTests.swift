import Testing
import WidgetProject

/// The YAML project specs are written in, read whole: every construct XcodeGen specs use.
@Suite("YAML: the subset project specs use")
struct YAMLReaderTests {
    func s(_ text: String, quoted: Bool = false) -> YAMLValue { .scalar(text, quoted: quoted) }

    @Test("block mappings and sequences by indentation, a sequence at its key's own indentation, `- key:` items")
    func blocks() throws {
        let value = try YAMLReader.parse(
            """
            name: Ledger   # a comment
            targets:
              Widgets:
                sources:
                - path: Widgets
                  excludes:
                    - "**/*.md"
                - Shared
                type: app-extension
            """)
        #expect(
            value
                == .mapping([
                    YAMLPair("name", s("Ledger")),
                    YAMLPair(
                        "targets",
                        .mapping([
                            YAMLPair(
                                "Widgets",
                                .mapping([
                                    YAMLPair(
                                        "sources",
                                        .sequence([
                                            .mapping([
                                                YAMLPair("path", s("Widgets")),
                                                YAMLPair("excludes", .sequence([s("**/*.md", quoted: true)])),
                                            ]),
                                            s("Shared"),
                                        ])),
                                    YAMLPair("type", s("app-extension")),
                                ]))
                        ])),
                ]))
    }

    @Test("flow collections over lines, quoted scalars with escapes, a key's value that goes on to the next line")
    func flowAndQuotes() throws {
        let value = try YAMLReader.parse(
            """
            platform: [iOS,
              watchOS]
            info: {path: "Info.plist", label: 'it''s'}
            escaped: "tab\\there \\u00e9"
            folded: a plain scalar
              over two lines
            """)
        #expect(value["platform"] == .sequence([s("iOS"), s("watchOS")]))
        #expect(value["info"] == .mapping([YAMLPair("path", s("Info.plist", quoted: true)), YAMLPair("label", s("it's", quoted: true))]))
        #expect(value["escaped"] == s("tab\there é", quoted: true))
        #expect(value["folded"] == s("a plain scalar over two lines"))
    }

    @Test("anchors, aliases and merge keys; block scalars literal and folded; Booleans as YAML 1.1 reads them")
    func anchorsAndScalars() throws {
        let value = try YAMLReader.parse(
            """
            base: &base
              SWIFT_VERSION: 5.0
              ENABLE_BITCODE: NO
            target:
              <<: *base
              SWIFT_VERSION: 6.0
            script: |
              echo one
              echo two
            summary: >-
              folded
              text
            quoted: "YES"
            """)
        #expect(value["target"] == .mapping([YAMLPair("SWIFT_VERSION", s("6.0")), YAMLPair("ENABLE_BITCODE", s("NO"))]))
        #expect(value["script"] == s("echo one\necho two\n", quoted: true))
        #expect(value["summary"] == s("folded text", quoted: true))
        #expect(value["target"]?["ENABLE_BITCODE"]?.bool == false)
        #expect(value["quoted"]?.bool == nil)
    }

    @Test("a line that fits nowhere and an alias to nothing name their line")
    func errors() {
        #expect(throws: YAMLError(line: 3, message: "this line's indentation does not fit the lines above")) {
            try YAMLReader.parse("a:\n    b: 1\n  c: 2\n")
        }
        #expect(throws: YAMLError(line: 1, message: "“*missing” names no anchor above it")) {
            try YAMLReader.parse("a: *missing\n")
        }
    }
}

/// Hostile YAML: what would exhaust the stack or the memory is refused with its line.
@Suite("YAML: hostile input")
struct YAMLHostileTests {
    @Test("aliases standing for a billion values (“billion laughs”) are refused, not expanded")
    func billionLaughs() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(throws: YAMLError(line: 5, message: "aliases here stand for more than 100000 values")) { try YAMLReader.parse(text) }
    }

    @Test("collections nested deeper than 200 levels, flow or block, are refused")
    func deepNesting() {
        #expect(throws: YAMLError(line: 1, message: "nested more than 200 levels deep")) {
            try YAMLReader.parse("a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        }
        var block = ""
        for level in 0..<1_000 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(throws: YAMLError(line: 201, message: "nested more than 200 levels deep")) { try YAMLReader.parse(block) }
    }
}
