#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetDrawing
import WidgetFormats
import WidgetCore
import WidgetSystem

/// `preview --check DIR`: one golden file per widget and family, `DIR/<widget>.<family>.txt`,
/// holding every band's picture as plain text under its heading. A missing golden is
/// recorded and fails (so a person looks at it first); with `WIDGETDECK_RECORD=never` (CI)
/// it is not written and fails; `WIDGETDECK_RECORD=1` records them all anew.
package enum PreviewGoldens {
    package struct Outcome: Sendable {
        package var passed: Bool
        package var messages: [String]
    }

    /// The golden file's name for `widget` in `family`.
    package static func fileName(_ widget: HostedWidget, family: WidgetFamily) -> String {
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
        return "\(safe.isEmpty ? "widget" : safe).\(family.rawValue).txt"
    }

    package static func check(
        _ previewed: [PreviewedWidget], in folder: String, size: Size?, environment: [String: String]
    ) throws(SetupError) -> Outcome {
        let mode = SnapshotRecordMode.from(environment: environment)
        var passed = true
        var messages: [String] = []
        try FileIO.createDirectoryTree(FileIO.absolute(folder))
        for widget in previewed {
            for family in widget.widget.families {
                let actual = WidgetPreviewer.golden(widget, family: family, size: size)
                guard !actual.isEmpty else { continue }
                let path = folder + "/" + fileName(widget.widget, family: family)
                let expected = try? FileIO.readText(path)
                if let expected, mode != .all {
                    if let diff = LineDiff.render(expected: expected, actual: actual) {
                        passed = false
                        messages.append(
                            "✕ \(path) differs:\n\(diff)\n  (to accept the new picture: WIDGETDECK_RECORD=1 widgetdeck preview … --check \(folder))"
                        )
                    } else {
                        messages.append("✓ \(path)")
                    }
                    continue
                }
                passed = false
                if mode == .never {
                    messages.append("✕ \(path) is missing, and \(snapshotRecordEnvironmentVariable)=never: nothing recorded")
                    continue
                }
                do {
                    try FileIO.writeAtomically(Array(actual.utf8), to: path)
                } catch {
                    throw SetupError(.cannotWrite, "preview --check: \(error)")
                }
                messages.append("✕ recorded \(path): look at it, then run again")
            }
        }
        return Outcome(passed: passed, messages: messages)
    }
}
