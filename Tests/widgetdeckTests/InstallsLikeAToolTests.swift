import WidgetCore
import Foundation
import Testing
import WidgetTestSupport

/// A folder whose only program is `widgetdeck` (the binary under test), put first on a shell's
/// PATH, so a completion script runs the binary it came from.
private func binFolder() throws -> String {
    let folder = try newHome("completion-bin")
    try FileManager.default.createSymbolicLink(atPath: folder + "/widgetdeck", withDestinationPath: try widgetdeckBinary().path)
    return folder
}

/// What bash's completion function offers for `words`, the last one being completed, with the
/// script `widgetdeck completions bash` printed loaded.
private func bashOffers(_ words: [String], bin: String) throws -> [String] {
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let script =
        "source <(widgetdeck completions bash) && COMP_WORDS=(\(quoted)) && COMP_CWORD=\(words.count - 1) && _widgetdeck && printf '%s\\n' \"${COMPREPLY[@]}\""
    return try spawn(
        ["env", "-i", "PATH=\(bin):/usr/bin:/bin", "HOME=\(bin)", "bash", "--norc", "--noprofile", "-c", script], capture: true
    )
    .split(separator: "\n").map(String.init)
}

@Suite("completions and the manual page, from the option table", .serialized)
struct CompletionTests {
    /// A shell in tmux with the completion script loaded: `ren` Tab becomes `render`, and
    /// `--family ` Tab Tab lists the families, as a user sees them.
    private func completesInTerminal(shell: String, setup: String) async throws {
        let bin = try binFolder()
        defer { removeHome(bin) }
        let t = TmuxSession(home: bin)
        try t.tmux([
            "new-session", "-d", "-s", "main", "-x", "120", "-y", "30",
            "env -i PATH=\(bin):/usr/bin:/bin HOME=\(bin) TERM=xterm-256color \(shell)",
        ])
        try t.keys(setup, "Enter")
        try t.keys("echo loaded-$((6*7))", "Enter")
        #expect(try await t.wait(5) { $0.contains("loaded-42") }, "\(shell) did not start: \((try? t.screen()) ?? "")")
        try t.keys("widgetdeck ren", "Tab")
        #expect(
            try await t.wait(5) { $0.split(separator: "\n").contains { $0.hasSuffix("widgetdeck render") } },
            "\(shell): ren<Tab> gave \((try? t.screen()) ?? "")")
        try t.keys(" --family ", "Tab", "Tab")
        #expect(
            try await t.wait(5) { $0.contains("accessoryRectangular") && $0.contains("extraLarge") },
            "\(shell): --family <Tab> gave \((try? t.screen()) ?? "")")
    }

    @Test("bash: widgetdeck ren<Tab> completes to render, --family <Tab> offers the families, in a terminal")
    func bashInTerminal() async throws {
        try await completesInTerminal(shell: "bash --norc --noprofile -i", setup: "source <(widgetdeck completions bash)")
    }

    @Test(
        "zsh: the same, with compinit",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed (bin/setup --tests installs it)"))
    func zshInTerminal() async throws {
        try await completesInTerminal(
            shell: "zsh -f", setup: "autoload -Uz compinit && compinit -u && source <(widgetdeck completions zsh)")
    }

    @Test("bash completes values and arguments: lists after a comma, --name=value, a kind of import, help topics, a file")
    func bashValues() throws {
        let bin = try binFolder()
        defer { removeHome(bin) }
        #expect(try bashOffers(["widgetdeck", "ren"], bin: bin) == ["render"])
        #expect(try bashOffers(["widgetdeck", "lint", "--families", "small,med"], bin: bin) == ["small,medium"])
        #expect(try bashOffers(["widgetdeck", "render", "--theme", "=", "hi"], bin: bin) == ["high-contrast"])
        #expect(try bashOffers(["widgetdeck", "import", "or"], bin: bin) == ["orders"])
        #expect(try bashOffers(["widgetdeck", "import", "orders", "--sk"], bin: bin) == ["--skip-bad-rows"])
        #expect(try bashOffers(["widgetdeck", "help", "shopify"], bin: bin) == ["shopifyql"])
        #expect(try bashOffers(["widgetdeck", "--th"], bin: bin) == ["--theme"])
        #expect(try bashOffers(["widgetdeck", "render", "--source", "sto"], bin: bin) == ["store", "store:"])
        #expect(try bashOffers(["widgetdeck", "completions", ""], bin: bin) == ["bash", "zsh", "fish"])
        try "{}".write(toFile: bin + "/timeline-example.json", atomically: true, encoding: .utf8)
        #expect(try bashOffers(["widgetdeck", "play", bin + "/timeline-ex"], bin: bin) == [bin + "/timeline-example.json"])
        // Every option --help lists is offered, for every command.
        for command in ["render", "gallery", "lint", "preview", "status", "query", "publish", "screen"] {
            let help = try runWidgetdeck([command, "--help"], environment: [:]).stdout
            let listed = Set(optionsListed(inHelp: help))
            let offered = Set(try bashOffers(["widgetdeck", command, "--"], bin: bin))
            #expect(listed.union(["--help"]) == offered, "\(command): help lists \(listed.sorted()), bash offers \(offered.sorted())")
        }
    }

    @Test(
        "fish: commands, an option's values and a kind of import",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed (bin/setup --tests installs it)")
    )
    func fish() throws {
        let bin = try binFolder()
        defer { removeHome(bin) }
        func offers(_ line: String) throws -> [String] {
            try spawn(
                [
                    "env", "-i", "PATH=\(bin):/usr/bin:/bin", "HOME=\(bin)", "fish", "--no-config", "-c",
                    "widgetdeck completions fish | source; complete -C '\(line)'",
                ], capture: true
            )
            .split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(try offers("widgetdeck ren") == ["render"])
        #expect(
            Set(try offers("widgetdeck render --family ")) == [
                "small", "medium", "large", "extraLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline",
            ])
        #expect(Set(try offers("widgetdeck import ")) == ["orders", "sessions"])
        #expect(try offers("widgetdeck import orders --sk") == ["--skip-bad-rows"])
    }

    @Test(
        "the manual page passes mandoc's lint and holds every command's usage and options",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc"), "mandoc is not installed (bin/setup --tests installs it)"))
    func manPage() async throws {
        let page = try await widgetdeck(["man"])
        #expect(page.status == 0 && page.stdout.hasPrefix(".\\\""))
        let home = try newHome("man")
        defer { removeHome(home) }
        try page.stdout.write(toFile: home + "/widgetdeck.1", atomically: true, encoding: .utf8)
        let lint = try runWidgetdeck(
            ["-Tlint", "-Wwarning", home + "/widgetdeck.1"], environment: [:], binary: URL(fileURLWithPath: "/usr/bin/mandoc"))
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "mandoc: \(lint.stdout)\(lint.stderr)")
        let shown = try runWidgetdeck(
            ["-Tascii", home + "/widgetdeck.1"], environment: [:], binary: URL(fileURLWithPath: "/usr/bin/mandoc")
        ).stdout
            .replacing(/.\x08/, with: "")
        for command in ["render", "gallery", "lint", "status", "query", "publish", "import orders", "completions"] {
            let help = try await widgetdeck(command.split(separator: " ").map(String.init) + ["--help"]).stdout
            let usage = try #require(help.split(separator: "\n").first).dropFirst("usage: ".count)
            #expect(shown.contains(usage), "the page has no \(usage)")
            for option in optionsListed(inHelp: help) {
                #expect(shown.contains(option), "the page has no \(option) (\(command))")
            }
        }
        #expect(shown.contains("EXIT STATUS") && shown.contains("74"))
    }
}

@Suite("help that travels, and messages that name what they are about")
struct TravellingHelpTests {
    @Test("every page of docs/ is a topic: help topics lists it, help TOPIC prints it as the file is")
    func topics() async throws {
        let docs = repositoryRoot.appendingPathComponent("docs")
        let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        let list = try await widgetdeck(["help", "topics"])
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").count == files.count + 1, "\(list.stdout)")
        for file in files {
            let text = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
            let byFile = try await widgetdeck(["help", "docs/" + file])
            #expect(byFile.status == 0 && byFile.stdout == text, "help docs/\(file) is not the file")
            let title = try #require(text.split(separator: "\n").first).dropFirst(2)
            let line = try #require(list.stdout.split(separator: "\n").first { $0.hasSuffix(title) }, "help topics does not list \(file)")
            let topic = String(line.split(separator: " ")[0])
            let byTopic = try await widgetdeck(["help", topic]).stdout
            #expect(byTopic == text, "help \(topic)")
        }
        // A command's name is its help; the guide of the same name has its own.
        let command = try await widgetdeck(["help", "import"]).stdout, guide = try await widgetdeck(["help", "importing"]).stdout
        #expect(command.hasPrefix("usage: widgetdeck import"))
        #expect(guide.hasPrefix("# The store and its imports"))
        let wrong = try await widgetdeck(["help", "shopifyq"])
        #expect(wrong.status == 64 && wrong.stderr.contains("did you mean shopifyql?"), "\(wrong.stderr)")
    }

    @Test("messages point to a help topic, not to a path in a repository the merchant may not have")
    func noRepositoryPaths() async throws {
        let retired = try await widgetdeck(["render", "--family", "large", "--kind", "sales-summary", "--now", "2026-11-30T15:30:00-05:00"])
        #expect(retired.stdout.contains("widgetdeck help widgets") && !retired.stdout.contains("docs/"), "\(retired.stdout)")
        for command in [["render"], ["import", "orders"], ["query"], ["publish"], []] {
            let help = try await widgetdeck(command + ["--help"]).stdout
            #expect(!help.contains("docs/"), "\(command) --help names a repository path: \(help)")
            // The overview (no command) names the topics; a command its own.
            #expect(help.contains(command.isEmpty ? "widgetdeck help topics" : "more: widgetdeck help "), "\(help)")
        }
    }

    @Test("--version says the version and the commit the binary was built from")
    func version() async throws {
        let result = try await widgetdeck(["--version"])
        let commit = try spawn(["git", "-C", repositoryRoot.path, "rev-parse", "--short=12", "HEAD"], capture: true).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(
            result.status == 0 && result.stdout.hasPrefix("widgetdeck ") && result.stdout.contains("(commit \(commit)"),
            "\(result.stdout) (HEAD is \(commit))")
    }

    @Test("--source store is the store import writes; import ends with the command that shows it")
    func storeIsOneWord() async throws {
        let home = try newHome("store-word")
        defer { removeHome(home) }
        let before = try await widgetdeck(["render", "--family", "small", "--source", "store"], environment: ["HOME": home])
        #expect(
            before.status == 64 && before.stderr.contains("no store there") && before.stderr.contains("widgetdeck import orders"),
            "\(before.stderr)")
        let export = repositoryRoot.appendingPathComponent("Tests/WidgetStoreTests/Fixtures/orders_export.csv").path
        let imported = try await widgetdeck(["import", "orders", export, "--shop", "Corner Shop"], environment: ["HOME": home])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasSuffix("see it: widgetdeck --source store\n"), "\(imported.stdout)")
        let shown = try await widgetdeck(["render", "--family", "small", "--source", "store"], environment: ["HOME": home])
        #expect(shown.status == 0 && shown.stdout.contains("Corner Shop"), "\(shown.stdout)\(shown.stderr)")
        // Another store, with a space in its path: the command quotes it, and it works.
        let other = home + "/my shops/second.sqlite"
        try FileManager.default.createDirectory(atPath: home + "/my shops", withIntermediateDirectories: true)
        let second = try await widgetdeck(["import", "orders", export, "--store", other], environment: ["HOME": home])
        #expect(second.stdout.hasSuffix("see it: widgetdeck --source 'store:\(other)'\n"), "\(second.stdout)")
        // The dashboard file says it too.
        try #"{"source": "store", "widgets": [{"id": "a", "kind": "metrics", "family": "small"}]}"#.write(
            toFile: home + "/dash.json", atomically: true, encoding: .utf8)
        let valid = try await widgetdeck(["validate", home + "/dash.json"], environment: ["HOME": home])
        #expect(
            valid.status == 0 && valid.stdout.contains("source store:\(home)/.local/share/widgetdeck/store.sqlite"),
            "\(valid.stdout)\(valid.stderr)")
    }

    @Test(
        "a snapshot file that does not exist: render, gallery, status and screen draw the placeholder, name the file and exit 66 (docs/cli.md)",
        arguments: [["render", "--family", "small"], ["gallery"], ["status"], ["screen"]])
    func missingSnapshot(_ command: [String]) async throws {
        let result = try await widgetdeck(command + ["--snapshot", "/nonexistent/snapshot.json"])
        #expect(result.status == 66, "\(command): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("/nonexistent/snapshot.json does not exist yet"))
    }

    @Test("a host that does not resolve, a port that refuses: the message names the host (and port)")
    func namesTheHost() async throws {
        let unresolved = try await widgetdeck(["render", "--family", "small", "--source", "https://no-such-host.invalid/snapshot.json"])
        #expect(
            unresolved.status == 65 && unresolved.stderr.contains("Could not resolve host: no-such-host.invalid"), "\(unresolved.stderr)")
        let refused = try await widgetdeck(["render", "--family", "small", "--source", "http://127.0.0.1:9/snapshot.json"])
        #expect(refused.status == 65 && refused.stderr.contains("127.0.0.1 port 9"), "\(refused.stderr)")
        let shop = try await widgetdeck(
            ["query", "FROM sales SHOW total_sales", "--source", "shopify:https://no-such-shop-zz.invalid/admin/api/2025-10/graphql.json"],
            environment: ["SHOPIFY_ACCESS_TOKEN": "shpat_test"])
        #expect(shop.stderr.contains("Could not resolve host: no-such-shop-zz.invalid"), "\(shop.stderr)")
    }

    @Test("an export separated by semicolons, tabs or bars is named as such, not as a missing column", arguments: [";", "\t", "|"])
    func separators(_ separator: String) async throws {
        let home = try newHome("separator")
        defer { removeHome(home) }
        let file = home + "/orders.csv"
        try
            (["Name", "Created at", "Lineitem quantity", "Lineitem price"].joined(separator: separator) + "\n"
            + ["#1", "2026-11-30 09:00:00 -0500", "1", "20.00"].joined(separator: separator) + "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await widgetdeck(["import", "orders", file, "--store", home + "/store.sqlite"])
        let name = [";": "semicolons (;)", "\t": "tabs", "|": "vertical bars (|)"][separator]!
        #expect(result.status == 65 && result.stderr.contains("separated by \(name), not commas"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home + "/store.sqlite"), "a refused import left a store")
    }
}
