@testable import WidgetDrawing
import Foundation
import Testing
@testable import WidgetCore
import WidgetTestSupport

@Suite("Themes")
struct ThemeTests {
    @Test("light, dark and high-contrast are built in")
    func builtInThemes() {
        #expect(Set(Theme.builtInNames).isSuperset(of: ["light", "dark", "high-contrast"]))
        for name in Theme.builtInNames {
            #expect(Theme.builtIn(name)?.name == name)
        }
        #expect(Theme.builtIn("sepia") == nil)
    }

    @Test("the compiled-in themes are exactly the files in Themes/")
    func compiledThemesMatchFiles() throws {
        let directory = repositoryRoot.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(
            files.map { String($0.dropLast(5)) }.sorted() == Theme.builtInNames.sorted(),
            "Themes/ and the compiled-in list differ: run python3 Scripts/generate-builtin-themes.py")
        // Each compiled theme is its file as the run-time loader reads it: every role's colour
        // and both palette indexes (those the file leaves out computed the same way).
        for name in Theme.builtInNames {
            let text = try String(contentsOf: directory.appendingPathComponent("\(name).json"), encoding: .utf8)
            let loaded = try Theme.parse(json: text, file: "Themes/\(name).json")
            #expect(Theme.builtIn(name) == loaded, "Themes/\(name).json changed: run python3 Scripts/generate-builtin-themes.py")
        }
    }

    @Test("an unknown role names the file, the key and the allowed roles")
    func unknownRole() {
        let json = ##"{"name": "x", "roles": {"sparkle": "#ffffff"}}"##
        #expect(throws: ThemeError.self) { try Theme.parse(json: json, file: "Themes/x.json") }
        do {
            _ = try Theme.parse(json: json, file: "Themes/x.json")
        } catch {
            #expect(error.description.hasPrefix("Themes/x.json: roles.sparkle: unknown role; allowed roles: background, primary"))
        }
    }

    @Test("a missing role is named")
    func missingRole() {
        var roles = StyleRole.allCases.map { "\"\($0.rawValue)\": \"#102030\"" }
        roles.removeAll { $0.contains("\"chart\"") }
        let json = "{\"name\": \"x\", \"roles\": {\(roles.joined(separator: ", "))}}"
        do {
            _ = try Theme.parse(json: json, file: "x.json")
            Issue.record("a theme without chart was accepted")
        } catch {
            #expect(error.key == "roles.chart")
            #expect(error.reason.hasPrefix("missing"))
        }
    }

    @Test(
        "a bad colour says what a colour looks like",
        arguments: [
            (##""#12345""##, "roles.accent"),
            (##""red""##, "roles.accent"),
            (##"{"hex": "#123456", "ansi256": 300}"##, "roles.accent.ansi256"),
            (##"{"hex": "#123456", "ansi16": 1.5}"##, "roles.accent.ansi16"),
            (##"{"ansi16": 3}"##, "roles.accent.hex"),
            (##"{"hex": "#123456", "rgb": 1}"##, "roles.accent.rgb"),
            ("42", "roles.accent"),
        ])
    func badColour(value: String, key: String) {
        let roles = StyleRole.allCases.map { "\"\($0.rawValue)\": \($0 == .accent ? value : "\"#102030\"")" }
        let json = "{\"name\": \"x\", \"roles\": {\(roles.joined(separator: ", "))}}"
        do {
            _ = try Theme.parse(json: json, file: "x.json")
            Issue.record("\(value) was accepted as a colour")
        } catch {
            #expect(error.key == key)
            #expect(error.file == "x.json")
            #expect(error.reason.contains("expected") || error.reason.contains("allowed"))
        }
    }

    @Test("broken JSON and unknown top-level keys are rejected with where")
    func brokenDocument() {
        do {
            _ = try Theme.parse(json: "{\"name\": \"x\",\n \"roles\": {", file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("t.json: not valid JSON: line 2"))
        }
        do {
            _ = try Theme.parse(json: #"{"name": "x", "colours": {}}"#, file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.key == "colours")
        }
    }

    @Test("palette indexes are computed when absent and kept when given")
    func paletteIndexes() {
        let red = ThemeColor(rgb: RGB(hex: "#ff0000")!)
        #expect(red.ansi256 == 196)
        #expect(red.ansi16 == 9)
        let grey = ThemeColor(rgb: RGB(hex: "#808080")!)
        #expect(grey.ansi256 == 244)
        #expect(ThemeColor(rgb: RGB(hex: "#000000")!, ansi256: 16, ansi16: 0).ansi256 == 16)
        #expect(RGB(hex: "#A1b2C3")?.hex == "#a1b2c3")
        #expect(RGB(hex: "a1b2c3") == nil)
    }
}
