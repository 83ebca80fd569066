@testable import WidgetFormats
@testable import WidgetDrawing
import Foundation
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("Character widths")
struct TerminalWidthTests {
    @Test("the buffer measures 200+ strings exactly as the wcwidth oracle does")
    func widthsAgreeWithOracle() async throws {
        let data = try Data(contentsOf: fixtureURL("width-corpus.json"))
        guard case .array(let items) = try JSONValue.parse(data) else {
            Issue.record("width-corpus.json is not an array")
            return
        }
        let corpus = items.compactMap { item -> String? in
            if case .string(let s) = item { return s }
            return nil
        }
        #expect(corpus.count >= 200)

        let script = repositoryRoot.appendingPathComponent("Tests/Tools/width_oracle.py").path
        let result = try await offMainPool { try runProcess("python3", [script], input: data) }
        try #require(result.status == 0, "the width oracle failed (status \(result.status)): \(result.stderr)")
        guard case .object = try JSONValue.parse(result.stdout),
            case .array(let widths)? = try JSONValue.parse(result.stdout)["widths"]
        else {
            Issue.record("the oracle printed no widths")
            return
        }
        try #require(widths.count == corpus.count)

        var mismatches: [String] = []
        for (string, oracle) in zip(corpus, widths) {
            guard case .number(let expected) = oracle else { continue }
            // Measure through the buffer itself: draw into a wide row and count the columns.
            var buffer = Buffer(size: Size(width: 400, height: 1))
            let drawn = buffer.drawText(string, in: buffer.area).width
            let measured = TerminalText.width(string)
            if drawn != Int(expected) || measured != Int(expected) {
                mismatches.append("\(escaped(string)): oracle \(Int(expected)), buffer \(drawn), measure \(measured)")
            }
        }
        #expect(mismatches.isEmpty, "widths differ from wcwidth:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test(
        "emoji sequences take two cells",
        arguments: ["👨‍👩‍👧‍👦", "🇨🇦", "👍🏽", "❤️", "1️⃣", "🏳️‍🌈", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"])
    func emojiSequencesAreWide(_ sequence: String) {
        #expect(TerminalText.width(sequence) == 2)
        #expect(sequence.count == 1)
    }

    @Test("combining marks join their base and zero-width characters take no cell")
    func combiningAndZeroWidth() {
        #expect(TerminalText.width("e\u{301}") == 1)
        #expect(TerminalText.width("a\u{200B}b") == 2)
        #expect(TerminalText.width("\u{202E}") == 0)
        #expect(TerminalText.sanitized("a\u{200B}b") == "ab")
    }

    @Test("controls, ESC and DEL become a visible replacement, one per control")
    func controlsAreReplaced() {
        #expect(TerminalText.sanitized("\u{1B}[31mred") == "\u{FFFD}[31mred")
        #expect(TerminalText.sanitized("a\r\nb") == "a\u{FFFD}\u{FFFD}b")
        #expect(TerminalText.sanitized("\u{7F}\u{9B}\u{85}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(TerminalText.width("\u{1B}") == 1)
    }
}
