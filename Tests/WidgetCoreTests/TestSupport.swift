import Foundation
import WidgetCore

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fixture stored beside the tests.
func fixtureURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
}

/// Runs a program with `input` on standard input and returns its exit status, standard output
/// and standard error.
func runProcess(_ executable: String, _ arguments: [String], input: Data = Data()) throws -> (status: Int32, stdout: Data, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, out, String(decoding: err, as: UTF8.self))
}

/// A string with its controls and non-ASCII spelled out, for failure messages.
func escaped(_ s: String) -> String {
    s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
}

extension Buffer {
    /// Builds a buffer from lines of text, one row each, for expected values in tests.
    static func lines(_ rows: [String]) -> Buffer {
        let width = rows.map { TerminalText.width($0) }.max() ?? 0
        var buffer = Buffer(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() {
            buffer.drawText(row, in: Rect(x: 0, y: y, width: width, height: 1))
        }
        return buffer
    }
}
