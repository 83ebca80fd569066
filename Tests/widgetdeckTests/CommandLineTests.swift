import Foundation
import Testing
import WidgetCore

/// The `widgetdeck` binary built beside this test bundle.
func widgetdeckBinary() throws -> URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the tests are a plain executable in the build directory; on macOS a bundle.
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("widgetdeck")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    throw CommandFailure(message: "the widgetdeck binary was not built next to the tests (\(testBinary.path))")
}

struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Runs widgetdeck with `arguments` in a fixed environment and returns status, stdout, stderr.
func widgetdeck(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try widgetdeckBinary()
    process.arguments = arguments
    var environment = ["TZ": "America/Toronto", "LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin"]
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

@Suite("widgetdeck on the command line")
struct CommandLineTests {
    let now = "2026-11-30T15:30:00-05:00"

    @Test("render prints each family at its size, with the as-of time", arguments: WidgetFamily.allCases)
    func renderEachFamily(_ family: WidgetFamily) throws {
        let result = try widgetdeck(["render", "--family", family.rawValue, "--format", "text", "--now", now])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == family.size.height)
        #expect(lines.allSatisfy { TerminalText.width($0) <= family.size.width })
        if !family.isAccessory { #expect(result.stdout.contains("as of 3:30pm")) }
        #expect(!result.stdout.unicodeScalars.contains { TerminalWidth.isControl($0.value) && $0 != "\n" })
    }

    @Test("a 24-hour locale gets a 24-hour time")
    func twentyFourHourClock() throws {
        let result = try widgetdeck(["render", "--family", "small", "--now", now], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.stdout.contains("as of 15:30"))
    }

    @Test("the same arguments, data and TZ give the same bytes")
    func deterministic() throws {
        for format in ["text", "ansi", "svg"] {
            let a = try widgetdeck(["gallery", "--format", format, "--now", now, "--range", "7d"])
            let b = try widgetdeck(["gallery", "--format", format, "--now", now, "--range", "7d"])
            #expect(a.status == 0 && a.stdout == b.stdout && !a.stdout.isEmpty)
        }
    }

    @Test("a wrong option or value exits 64 naming it and what is allowed", arguments: [
        (["render", "--family", "tiny"], "--family: \"tiny\" is not a family; families: small, medium"),
        (["render"], "--family is required"),
        (["render", "--family", "small", "--format", "pdf"], "--format: \"pdf\" is not allowed; use one of: text, ansi, svg"),
        (["render", "--family", "small", "--metrics", "total_sales,profit"], "\"profit\" is not a metric; known metrics: total_sales, orders"),
        (["render", "--family", "small", "--now", "yesterday"], "--now: \"yesterday\" is not an ISO 8601 time"),
        (["render", "--family", "small", "--size", "big"], "--size: \"big\" is not a size"),
        (["render", "--family", "small", "--range", "week"], "use one of: today, 7d, 30d"),
        (["render", "--family", "small", "--state", "broken"], "live, placeholder, snapshot, empty, stale, error"),
        (["render", "--family", "small", "--theme", "neon"], "built in: dark, light, high-contrast"),
        (["render", "--family", "small", "--bogus"], "unknown option --bogus"),
        (["frobnicate"], "unknown command \"frobnicate\""),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try widgetdeck(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--size renders any family at a designer's size")
    func sizeOverride() throws {
        let result = try widgetdeck(["render", "--family", "medium", "--size", "60x12", "--now", now])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.first.map { TerminalText.width($0) } == 60)
    }

    @Test("the gallery wraps to COLUMNS, or 120 when not a terminal")
    func galleryWraps() throws {
        let wide = try widgetdeck(["gallery", "--now", now])
        #expect(wide.stdout.split(separator: "\n").allSatisfy { TerminalText.width($0) <= 120 })
        let narrow = try widgetdeck(["gallery", "--now", now], environment: ["COLUMNS": "50"])
        // A band holds what fits; a widget wider than the terminal (extra large, 88) has one to itself.
        let lines = narrow.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { TerminalText.width($0) <= 50 || $0.contains("extraLarge") || TerminalText.width($0) <= 88 })
        #expect(lines.filter { TerminalText.width($0) > 50 }.count <= WidgetFamily.extraLarge.size.height + 1)
        #expect(narrow.stdout.split(separator: "\n").count > wide.stdout.split(separator: "\n").count)
    }

    @Test("ANSI output honours NO_COLOR")
    func noColor() throws {
        let result = try widgetdeck(["render", "--family", "small", "--format", "ansi", "--now", now], environment: ["NO_COLOR": "1"])
        #expect(!result.stdout.contains("38;"))
        #expect(result.stdout.contains("\u{1B}[1m"))
    }
}
