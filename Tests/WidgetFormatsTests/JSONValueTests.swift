@testable import WidgetFormats
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("JSON reader")
struct JSONValueTests {
    @Test("objects keep their key order; values of every kind")
    func parsesDocument() throws {
        let value = try JSONValue.parse(#"{"b": [1, -2.5e3, true, false, null], "a": "x\"\u00e9\ud83d\udc4d\n"}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(value["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(value["a"] == .string("x\"é👍\n"))
    }

    @Test("a truncated document names the line and column of its end")
    func truncated() {
        #expect(throws: JSONParseError.self) { try JSONValue.parse("{\n  \"a\": [1, 2") }
        do {
            _ = try JSONValue.parse("{\n  \"a\": [1, 2")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == 13)
            #expect(error.reason.contains("truncated"))
        }
    }

    @Test(
        "invalid documents are rejected",
        arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "\"\u{01}\"", "{\"a\":1,\"a\":2}", "tru", "[1] 2", "\"\\ud800\"", "1e999"])
    func rejects(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
    }
}
