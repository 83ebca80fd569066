#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetDrawing
import WidgetFormats
import WidgetCore
import WidgetSystem

/// `preview --check DIR`: one golden file per widget and family, `DIR/<widget>.<family>.txt`
/// (`.live-activity.txt`, `.control.txt` for those sheets),
/// holding every band's picture as plain text under its heading. A missing golden is
/// recorded and fails (so a person looks at it first); with `WIDGETDECK_RECORD=never` (CI)
/// it is not written and fails; `WIDGETDECK_RECORD=1` records them all anew.
package enum PreviewGoldens {
    package struct Outcome: Sendable {
        package var passed: Bool
        package var messages: [String]
        /// One per widget × family compared, in order: what JUnit's test cases are made of.
        package var cases: [Case] = []
    }

    /// One widget in one family against its golden.
    package struct Case: Sendable, Equatable {
        package enum Result: Sendable, Equatable {
            case passed
            /// The picture differs from the golden: the row diff.
            case differs(String)
            /// No golden was there: recorded now, or (`WIDGETDECK_RECORD=never`) not.
            case missing(recorded: Bool)
        }

        package var widget: String
        package var family: WidgetFamily
        package var golden: String
        package var result: Result
        /// What the widget's code failed at while drawing this family, if anything.
        package var failures: [String]
    }

    /// The golden file's name for `widget` in `family` — `disambiguated`, with a mark of its
    /// whole id, when another widget's id reads the same once made safe for a file name
    /// (`Sales today` and `Sales/today`: `Sales-today~489e2e.small.txt`).
    package static func fileName(_ widget: HostedWidget, family: WidgetFamily, disambiguated: Bool = false) -> String {
        // `#Preview 1 · CaffeineWidget` → `Preview-1-CaffeineWidget`: one `-` for each run of
        // characters a file name should not hold.
        var safe = ""
        for character in widget.id {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                safe.append(character)
            } else if !safe.isEmpty && safe.last != "-" {
                safe.append("-")
            }
        }
        while safe.hasSuffix("-") { safe.removeLast() }
        if safe.isEmpty { safe = "widget" }
        if disambiguated { safe += "~" + mark(widget.id) }
        // A Live Activity's or a control's sheet is named for what it is, not its family.
        return "\(safe).\(WidgetPreviewer.shown(family, of: widget)).txt"
    }

    /// Six hex digits of FNV-1a over `id`'s UTF-8: the same on every machine and run.
    static func mark(_ id: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash & 0xFF_FFFF, radix: 16)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// Each widget's golden name in `family`: plain, unless another widget of the run would
    /// share it — then every one of them is told apart by its whole id.
    static func fileNames(_ widgets: [HostedWidget], family: WidgetFamily) -> [String: String] {
        var byName: [String: Set<String>] = [:]
        for widget in widgets { byName[fileName(widget, family: family), default: []].insert(widget.id) }
        var names: [String: String] = [:]
        for widget in widgets {
            let plain = fileName(widget, family: family)
            names[widget.id] = (byName[plain]?.count ?? 0) > 1 ? fileName(widget, family: family, disambiguated: true) : plain
        }
        return names
    }

    package static func check(
        _ previewed: [PreviewedWidget], in folder: String, size: Size?, environment: [String: String]
    ) throws(SetupError) -> Outcome {
        let mode = SnapshotRecordMode.from(environment: environment)
        var passed = true
        var messages: [String] = []
        var cases: [Case] = []
        try FileIO.createDirectoryTree(FileIO.absolute(folder))
        let families = Set(previewed.flatMap(\.widget.families))
        var names: [WidgetFamily: [String: String]] = [:]
        for family in families { names[family] = fileNames(previewed.map(\.widget), family: family) }
        for widget in previewed {
            for family in widget.widget.families {
                let actual = WidgetPreviewer.golden(widget, family: family, size: size)
                guard !actual.isEmpty else { continue }
                let path = folder + "/" + (names[family]?[widget.widget.id] ?? fileName(widget.widget, family: family))
                let expected = try? FileIO.readText(path)
                let failures = widget.bands.flatMap(\.tiles).filter { $0.family == family }.compactMap { $0.failure.map { "\($0)" } }
                func add(_ result: Case.Result) {
                    cases.append(Case(widget: widget.widget.id, family: family, golden: path, result: result, failures: failures))
                }
                if let expected, mode != .all {
                    if let diff = LineDiff.render(expected: expected, actual: actual) {
                        passed = false
                        messages.append(
                            "✕ \(path) differs:\n\(diff)\n  (to accept the new picture: WIDGETDECK_RECORD=1 widgetdeck preview … --check \(folder))"
                        )
                        add(.differs(diff))
                    } else {
                        messages.append("✓ \(path)")
                        add(.passed)
                    }
                    continue
                }
                passed = false
                if mode == .never {
                    messages.append("✕ \(path) is missing, and \(snapshotRecordEnvironmentVariable)=never: nothing recorded")
                    add(.missing(recorded: false))
                    continue
                }
                add(.missing(recorded: true))
                do {
                    try FileIO.writeAtomically(Array(actual.utf8), to: path)
                } catch {
                    throw SetupError(.cannotWrite, "preview --check: \(error)")
                }
                messages.append("✕ recorded \(path): look at it, then run again")
            }
        }
        return Outcome(passed: passed, messages: messages, cases: cases)
    }
}
