import Foundation
import Testing
import WidgetTestSupport

/// Every command as a newcomer types it for help, and the section of docs/cli.md about it.
private let commands: [(arguments: [String], section: String)] = [
    ([], "## The dashboard: `widgetdeck [options]`"),
    (["play"], "## `widgetdeck play FILE`"),
    (["render"], "## `widgetdeck render --family F`"),
    (["screen"], "## `widgetdeck screen`"),
    (["gallery"], "## `widgetdeck gallery`"),
    (["lint"], "## `widgetdeck lint`"),
    (["preview"], "## `widgetdeck preview PATH…`"),
    (["status"], "## `widgetdeck status`"),
    (["devices"], "## `widgetdeck devices`"),
    (["query"], "## `widgetdeck query \"SHOPIFYQL\"`"),
    (["publish"], "## `widgetdeck publish --out FILE`"),
    (["validate"], "## `widgetdeck validate FILE`"),
    (["budget"], "## `widgetdeck budget [FILE]`"),
    (["import"], "## `widgetdeck import`"),
    (["import", "orders"], "## `widgetdeck import orders FILE.csv`"),
    (["import", "sessions"], "## `widgetdeck import sessions FILE.csv`"),
    (["metrics"], "## `widgetdeck metrics` and `widgetdeck themes`"),
    (["themes"], "## `widgetdeck metrics` and `widgetdeck themes`"),
    (["help"], "## `widgetdeck help [COMMAND | TOPIC]`"),
    (["completions"], "## `widgetdeck completions bash|zsh|fish`"),
    (["man"], "## `widgetdeck man`"),
]

/// The options a command's `--help` lists, in order, without `--help`: each line
/// `  --name VALUE  text`, or with a one-letter form, `  -D, --define NAME  text`.
func optionsListed(inHelp help: String) -> [String] {
    help.split(separator: "\n").filter { $0.hasPrefix("  -") }.compactMap { line in
        line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
    }.filter { $0 != "--help" }
}

/// The `--options` named in `text`, without `--help`.
private func optionNames(_ text: some StringProtocol) -> Set<String> {
    let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])--[a-z][a-z-]*[a-z]")
    let string = String(text)
    let names = pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)).map {
        String(string[Range($0.range, in: string)!])
    }
    return Set(names).subtracting(["--help"])
}

/// The text of the docs/cli.md section under `heading`, up to the next heading of its level.
private func section(_ heading: String) throws -> String {
    let doc = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0 == heading }, "docs/cli.md has no section \(heading)")
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return lines[(start + 1)..<end].joined(separator: "\n")
}

@Suite("help for a newcomer")
struct HelpTests {
    @Test("every command answers --help and -h with its usage, options and an example, exit 0", arguments: commands.map(\.arguments))
    func helpOfEachCommand(_ command: [String]) async throws {
        for flag in ["--help", "-h"] {
            let result = try await widgetdeck(command + [flag])
            #expect(result.status == 0, "\(command) \(flag): \(result.stderr)")
            #expect(result.stdout.hasPrefix((["usage: widgetdeck"] + command).joined(separator: " ")), "\(result.stdout)")
            #expect(result.stdout.contains("options:\n") && result.stdout.contains("-h, --help"))
            #expect(result.stdout.contains("\nexample"), "\(command) \(flag) shows no example")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("help COMMAND is COMMAND --help")
    func helpTopic() async throws {
        let a = try await widgetdeck(["help", "gallery"])
        let b = try await widgetdeck(["gallery", "--help"])
        #expect(a.status == 0 && a.stdout == b.stdout)
        let wrong = try await widgetdeck(["help", "galery"])
        #expect(wrong.status == 64 && wrong.stderr.contains("did you mean gallery?"))
    }

    @Test("the help of each command and docs/cli.md name the same options", arguments: commands)
    func helpMatchesDocs(_ command: [String], heading: String) async throws {
        let help = try await widgetdeck(command + ["--help"]).stdout
        let options = optionsListed(inHelp: help)
        let documented = optionNames(try section(heading))
        #expect(Set(options) == documented, "\(command): help lists \(options.sorted()), docs/cli.md \(documented.sorted())")
    }

    @Test("docs/cli.md lists every exit status the overview names")
    func exitStatuses() async throws {
        let help = try await widgetdeck(["help"]).stdout
        let line = try #require(help.range(of: "exit status:")).upperBound
        let statuses = Set(help[line...].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
        let table = try section("## Exit status")
        let documented = Set(
            table.split(separator: "\n").compactMap { row in row.hasPrefix("| ") ? Int(row.dropFirst(2).prefix { $0.isNumber }) : nil })
        #expect(statuses == [0, 1, 64, 65, 66, 69, 70, 73, 74])
        #expect(statuses == documented, "help names \(statuses.sorted()), docs/cli.md \(documented.sorted())")
    }

    @Test(
        "a mistyped command or option is named with the nearest one, once prefixed",
        arguments: [
            (["rendr", "--family", "small"], "unknown command \"rendr\" (did you mean render?)"),
            (["import", "order", "x.csv"], "did you mean import orders?"),
            (["--thme", "light"], "widgetdeck: unknown option --thme (did you mean --theme?)"),
            (["gallery", "--wdith", "80"], "widgetdeck: gallery: unknown option --wdith (did you mean --width?)"),
        ])
    func didYouMean(arguments: [String], message: String) async throws {
        let result = try await widgetdeck(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(!result.stderr.contains("widgetdeck: widgetdeck:"), "a doubled prefix: \(result.stderr)")
    }

    /// `bin/widgetdeck install` runs the release build bin/test made (and builds nothing then):
    /// only when the tests drive that build.
    static var releaseBuildOfThisClone: Bool {
        ProcessInfo.processInfo.environment["WIDGETDECK_BINARY"] == repositoryRoot.appendingPathComponent(".build/release/widgetdeck").path
    }

    @Test("bin/widgetdeck install --prefix DIR puts a widgetdeck that runs from anywhere in DIR/bin", .enabled(if: releaseBuildOfThisClone))
    func install() async throws {
        let prefix = try newHome("install")
        defer { removeHome(prefix) }
        let script = repositoryRoot.appendingPathComponent("bin/widgetdeck").path
        let output = try await offMainPool {
            // The binary bin/test built: a build from inside the test run would wait forever for
            // the build directory SwiftPM holds while the tests run.
            try spawn(
                [
                    "env", "WIDGETDECK_SKIP_BUILD=1", "PATH=/usr/bin:/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? ""), script,
                    "install", "--prefix", prefix,
                ], capture: true)
        }
        #expect(output.contains("installed \(prefix)/bin/widgetdeck"), "\(output)")
        #expect(output.contains("is not on your PATH"), "the PATH hint is missing: \(output)")
        for file in [
            "share/man/man1/widgetdeck.1", "share/bash-completion/completions/widgetdeck", "share/zsh/site-functions/_widgetdeck",
            "share/fish/vendor_completions.d/widgetdeck.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "install wrote no \(file)")
        }
        let installed = prefix + "/bin/widgetdeck"
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        let version = try await offMainPool { try spawn([installed, "--version"], capture: true) }
        #expect(version.hasPrefix("widgetdeck "))
        let themes = try await offMainPool { try spawn(["env", "-i", "HOME=\(prefix)", installed, "themes"], capture: true) }
        #expect(themes.contains("dark"))
    }
}
