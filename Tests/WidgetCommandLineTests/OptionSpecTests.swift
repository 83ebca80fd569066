#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import WidgetCore
import WidgetDrawing
@testable import WidgetCommandLine

/// Options are declared once (``OptionSpec``, ``FlagSpec``) and read back typed; `--help`, the
/// manual page and the three shells' completions are made from the same declarations.
struct OptionSpecTests {
    /// An option no command has: what adding one takes.
    static var retries: OptionSpec<Int> {
        OptionSpec<Int>("retries", "N", "ask again N times before giving up") { text, _ throws(UsageError) in
            guard let count = Int(text), count >= 0 else { throw UsageError(message: "--retries: \"\(text)\" is not a count") }
            return count
        }
    }

    /// `render` with the new option added to its table, and nothing else.
    static var render: CommandHelp {
        var help = CommandHelp.render
        help.options += optionTable(retries)
        return help
    }

    @Test("an option added as one spec shows in --help, the manual page and bash, zsh and fish completions, and parses")
    func addedOptionShowsEverywhere() throws {
        let help = Self.render
        let helpLines = help.text.split(separator: "\n").filter { $0.contains("--retries") }
        #expect(helpLines == ["  --retries N            ask again N times before giving up"])
        let page = ManPage.text([help]).split(separator: "\n", omittingEmptySubsequences: false)
        let at = try #require(page.firstIndex(of: ".BI \\-\\-retries \" N\""))
        #expect(page[at - 1] == ".TP")
        #expect(page[at + 1] == "ask again N times before giving up")
        #expect(ManPage.text().contains("retries") == false)
        let commands = [(key: "render", help: help)]
        let bash = ShellCompletions.bash(commands)
        #expect(bash.contains("\"render\") echo \"--family --format"))
        #expect(bash.contains("--retries --help\" ;;"))
        #expect(bash.contains("\"render --retries\") echo \"any\" ;;"))
        let zsh = ShellCompletions.zsh(commands)
        #expect(zsh.contains("'--retries:ask again N times before giving up' '--help:this help') ;;"))
        #expect(zsh.contains("('render --retries') _message 'N'; return ;;"))
        #expect(
            ShellCompletions.fish(commands).contains(
                "complete -c widgetdeck -n '__fish_seen_subcommand_from render' -l retries -x -d 'ask again N times before giving up'"))
        for script in [ShellCompletions.bash(), ShellCompletions.zsh(), ShellCompletions.fish()] {
            #expect(!script.contains("retries"))
        }
        let parsed = try Arguments(["--family", "small", "--retries", "3"], for: help)
        #expect(try parsed[Self.retries] == 3)
        #expect(try parsed[.family] == .small)
        #expect(throws: UsageError.self) { try Arguments(["--retries", "x"], for: help)[Self.retries] }
    }

    @Test("values come back as their types: a time in the viewer's zone, lists, a source, repeatable and one-letter options")
    func typedValues() throws {
        let environment = ["TZ": "America/Toronto", "HOME": "/home/m"]
        let gallery = try Arguments(
            ["--now", "2026-11-30T15:30", "--states", "live,stale", "--modes", "all", "--width", "80", "--source", "store"], for: .gallery,
            environment: environment)
        #expect(try gallery[.now] == Date(timeIntervalSince1970: 1_796_070_600))
        #expect(try gallery[.states] == [.live, .stale])
        #expect(try gallery[.modes] == [.fullColor, .accented, .vibrant])
        #expect(try gallery[.width] == 80)
        #expect(try gallery[.source] == .store("/home/m/.local/share/widgetdeck/store.sqlite"))
        #expect(try gallery[.range] == nil)
        #expect(!gallery.given(.range))

        let preview = try Arguments(
            [
                "Widgets", "-DEXTENSION", "-D", "DEBUG", "--define=BETA", "--exclude", "App.swift,Tests", "--exclude", "Old.swift",
                "--stand-in", "Kit=../Kit", "--module=Core=../Core", "--families", "small,accessoryInline", "--format", "describe",
                "--images", "auto", "--live",
            ], for: .preview)
        #expect(preview.positionals == ["Widgets"])
        #expect(try preview.all(.define) == ["EXTENSION", "DEBUG", "BETA"])
        #expect(try preview.all(.exclude) == [["App.swift", "Tests"], ["Old.swift"]])
        #expect(try preview.all(.standIn) == [ModuleFolder(name: "Kit", folder: "../Kit")])
        #expect(try preview.all(.module) == [ModuleFolder(name: "Core", folder: "../Core")])
        #expect(try preview[.previewFamilies] == [.small, .accessoryInline])
        #expect(try preview[.previewFormat] == .describe)
        #expect(try preview[.images] == .some(nil))
        #expect(preview.has(.live))
        #expect(!preview.has(.watch))
    }

    @Test(
        "a wrong option or value is refused naming the option, the value and what is allowed",
        arguments: [
            (["--famly", "small"], "render: unknown option --famly (did you mean --family?); options: --family, --format,"),
            (["--family", "small", "--family", "large"], "render: --family is given twice"),
            (["--controls=yes"], "render: --controls takes no value"),
            (["--now"], "render: --now needs a value"),
            (["-x"], "render: unknown option -x; options: --family,"),
        ])
    func refused(arguments: [String], message: String) {
        #expect {
            _ = try Arguments(arguments, for: .render)
        } throws: { error in
            (error as? UsageError)?.message.hasPrefix(message) == true
        }
    }

    @Test(
        "a value is checked when read, with the option's own message",
        arguments: [
            (["--range", "week"], "--range: \"week\" is not allowed; use one of: today, 7d, 30d"),
            (
                ["--states", "live,gone"],
                "--states: \"gone\" is not one of live, placeholder, snapshot, empty, stale, error, deprecated (or all)"
            ),
            (["--width", "12"], "--width: \"12\" is not a width; use a whole number of columns, 20 or more"),
            (
                ["--now", "tomorrow"],
                "--now: \"tomorrow\" is not an ISO 8601 time; for example 2026-11-30T15:30:00-05:00, 2026-11-30T20:30:00Z or 2026-11-30T15:30 (local)"
            ),
        ])
    func badValues(arguments: [String], message: String) throws {
        let parsed = try Arguments(arguments, for: .gallery)
        #expect {
            _ = try parsed[.range]
            _ = try parsed[.states]
            _ = try parsed[.width]
            _ = try parsed[.now]
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test("no command's table names an option twice, and every command's options are the ones its help prints")
    func tablesAreConsistent() {
        for help in CommandHelp.all {
            let names = help.options.map(\.name)
            #expect(Set(names).count == names.count, "\(help.name): \(names)")
            for option in help.options {
                #expect(help.text.contains(option.head), "\(help.name) --\(option.name)")
            }
        }
    }

    @Test(
        "one list of commands: each word runs the command whose help it prints, the overview, man page and completions name the same ones")
    func oneCommandList() throws {
        let words = Command.all.map(\.word)
        #expect(Set(words).count == words.count)
        for command in Command.all {
            #expect(command.help.name == command.word)
            #expect(CommandLineTool.helpAsked(command.word, ["--help"])?.name == command.word)
            for kind in command.kinds {
                let word = try #require(kind.name.split(separator: " ").last.map(String.init))
                #expect(kind.name == "\(command.word) \(word)")
                #expect(CommandLineTool.helpAsked(command.word, [word, "-h"])?.name == kind.name)
            }
        }
        #expect(CommandHelp.typedNames == Array(words.dropFirst()))
        #expect(CommandHelp.all.map(\.name) == Command.all.flatMap { [$0.word] + $0.kinds.map(\.name) })
        #expect(ShellCompletions.commands.map(\.key).sorted() == CommandHelp.all.map(\.name).sorted())
        #expect(CommandLineTool.helpAsked("-h", ["-h"])?.name == "help")
        #expect(Command.named("renders") == nil)
    }
}
