import Foundation
import Testing
import WidgetTestSupport

/// `--now` for every run here: the issue's moment, on the demo shop.
private let now = ["--now", "2026-11-30T15:30:00-05:00"]

@Suite("Designer tools on the command line, as a user runs them", .serialized)
struct DesignerCommandTests {
    @Test("gallery --states all --themes all --format svg: every family × every state × 3 themes in one SVG a designer can open")
    func matrixSVG() async throws {
        let result = try await widgetdeck(["gallery", "--states", "all", "--themes", "all", "--format", "svg"] + now)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = result.stdout
        #expect(svg.hasPrefix("<svg") && svg.components(separatedBy: "<svg").count == 2 && svg.hasSuffix("</svg>\n"))
        // Well formed: every element opened is closed, no raw & or < in text.
        #expect(svg.components(separatedBy: "<text").count == svg.components(separatedBy: "</text>").count)
        #expect(svg.components(separatedBy: "<g ").count == svg.components(separatedBy: "</g>").count)
        #expect(!svg.contains("& "), "an unescaped ampersand")
        // The text as it reads: each glyph is a positioned tspan, blanks between them spaces.
        let text = svg.replacing(/<[^>]*>/, with: "")
        for theme in ["dark", "light", "high-contrast"] {
            #expect(text.contains("theme: \(theme) · mode: full"), "no page for \(theme)")
        }
        for state in ["live", "placeholder", "snapshot", "empty", "stale", "error", "deprecated"] {
            #expect(text.components(separatedBy: "state: \(state)\n").count - 1 == 3, "state \(state) is not on every theme's page")
        }
        // Every family's label, on every band: 7 states × 3 themes of each.
        for label in ["small 20×10", "medium 43×10", "large 43×22", "extraLarge 88×21", "circular", "rectangular 20×4", "inline 30×1"] {
            #expect(text.components(separatedBy: label).count - 1 == 21, "\(label)")
        }
        // Each page on its own theme's background.
        #expect(svg.contains("fill=\"#1c1c1e\"") && svg.contains("fill=\"#ffffff\"") && svg.contains("fill=\"#000000\""))
    }

    @Test("gallery --modes and --states in text: labelled pages and bands; a wrong state is named")
    func matrixText() async throws {
        let result = try await widgetdeck(["gallery", "--states", "live,stale", "--modes", "full,vibrant", "--width", "100"] + now)
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "state: stale").count - 1 == 2)
        #expect(result.stdout.contains("theme: dark · mode: vibrant"))
        let wrong = try await widgetdeck(["gallery", "--states", "live,stael"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--states: \"stael\" is not one of live, placeholder"))
    }

    @Test("lint passes on the standard dashboard in every state, theme and device (exit 0)")
    func lintPasses() async throws {
        let result = try await widgetdeck(["lint"] + now)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("lint: ok — "))
        let all = try await widgetdeck(
            ["lint", "--families", "all", "--states", "live,placeholder,stale,error", "--themes", "dark", "--format", "json"] + now)
        #expect(all.status == 0 && all.stdout.contains("\"findings\":[]"), "\(all.stdout.prefix(2000))")
    }

    @Test("lint: crafted failures each produce their line — family, state, theme, device, cell — and exit 1")
    func lintFails() async throws {
        let cramped = try await widgetdeck(
            ["lint", "--metrics", "total_sales,orders", "--families", "small", "--size", "12x6", "--states", "live", "--themes", "dark"]
                + now)
        #expect(cramped.status == 1)
        #expect(
            cramped.stdout.contains("metrics · small · live · dark · 12x6 · at 2,2 · comparison-hidden: comparison “▼ 32.5%” has no room"),
            "\(cramped.stdout)")
        #expect(cramped.stdout.contains("· title-cut: title “Maple & Moss” shown as “Maple &…”: 42% lost (at most 30%)"))
        let noStamp = try await widgetdeck(
            ["lint", "--metrics", "orders", "--families", "small", "--size", "9x4", "--states", "live", "--themes", "dark"] + now)
        #expect(noStamp.status == 1 && noStamp.stdout.contains("as-of-hidden"), "\(noStamp.stdout)")
        let hidden = try await widgetdeck(
            [
                "lint", "--families", "large", "--size", "43x5", "--states", "live", "--themes", "dark", "--metrics",
                "total_sales,orders,conversion_rate,sessions,average_order_value",
            ] + now)
        #expect(
            hidden.status == 1 && hidden.stdout.contains("metrics-hidden: metric “Average order value” has no room"), "\(hidden.stdout)")
        let tiny = try await widgetdeck(
            ["lint", "--metrics", "total_sales", "--families", "accessoryInline", "--size", "4x1", "--states", "live", "--themes", "dark"]
                + now)
        #expect(tiny.status == 1 && tiny.stdout.contains("value-cut"), "\(tiny.stdout)")

        // A theme of one's own with faint secondary text and frames: contrast, with the ratio.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let light = try String(contentsOf: repositoryRoot.appendingPathComponent("Themes/light.json"), encoding: .utf8)
        let faint = dir.appendingPathComponent("faint.json")
        try light.replacingOccurrences(of: "\"light\"", with: "\"faint\"").replacingOccurrences(of: "#8a8a8e", with: "#c7c7cc")
            .replacingOccurrences(of: "#208238", with: "#248a3d").write(to: faint, atomically: true, encoding: .utf8)
        let contrast = try await widgetdeck(["lint", "--theme", faint.path, "--states", "live"] + now)
        #expect(contrast.status == 1)
        #expect(
            contrast.stdout.contains(
                "sales-large · large · live · faint · family size · at 0,0 · contrast: mark “╭” in border #c7c7cc on background #ffffff: 1.68:1 (at least 3.00:1)"
            ), "\(contrast.stdout.prefix(3000))")
        #expect(
            contrast.stdout.contains("contrast: text “1” in positive #248a3d on background #ffffff: 4.39:1 (at least 4.50:1)")
                || contrast.stdout.contains("in positive #248a3d on background #ffffff: 4.39:1"))
        let json = try await widgetdeck(["lint", "--theme", faint.path, "--states", "live", "--format", "json"] + now)
        #expect(json.status == 1 && json.stdout.contains("\"rule\":\"contrast\"") && json.stdout.contains("\"theme\":\"faint\""))
    }

    @Test(
        "screen --lint: every page of the default dashboard cuts nothing at 20×8, 40×12, 60×20, 80×24 and 120×40 (exit 0, saying so); too small a screen is a cut (exit 1); at 40×12 the large widget's figures are whole"
    )
    func screenLint() async throws {
        for size in ["20x8", "40x12", "60x20", "80x24", "120x40"] {
            let result = try await widgetdeck(["screen", "--lint", "--size", size] + now)
            #expect(
                result.status == 0 && result.stdout.hasSuffix("no cuts on home, lock, gallery at \(size)\n"),
                "\(size): \(result.stdout)\(result.stderr)")
        }
        let tiny = try await widgetdeck(["screen", "--lint", "--page", "home", "--size", "12x5"] + now)
        #expect(tiny.status == 1)
        #expect(tiny.stdout == "home · 12x5 · too-small: the screen needs at least 20x6; nothing of the page shows\n", "\(tiny.stdout)")
        // At 20×8 the home page scrolls: its hint goes to the status line, never over the widget's figures.
        let small = try await widgetdeck(["screen", "--page", "home", "--size", "20x8"] + now)
        let rows = small.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count >= 8 && !rows[6].contains("more") && rows[7].contains("↓ more"), "\(small.stdout)")
        let narrow = try await widgetdeck(["screen", "--size", "40x12"] + now)
        // The demo shop's figures, as render and the dashboard show them at this moment.
        #expect(narrow.stdout.contains("$7,765") && narrow.stdout.contains("vs $11,508"), "\(narrow.stdout)")
        let wrong = try await widgetdeck(["screen", "--lint", "--page", "garden"] + now)
        #expect(wrong.status == 64)
    }

    @Test("screen --page lock: the inline line above the clock; private values redacted there, shown --unlocked")
    func lockScreen() async throws {
        let locked = try await widgetdeck(["screen", "--page", "lock", "--size", "80x24"] + now)
        #expect(locked.status == 0)
        let lines = locked.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let inline = try #require(lines.firstIndex { $0.contains("Sales ▆▆▆") }, "\(locked.stdout)")
        let clock = try #require(lines.firstIndex { $0.contains("███") })
        let boxes = try #require(lines.firstIndex { $0.contains("Orders") })
        #expect(inline < clock && clock < boxes)
        #expect(!locked.stdout.contains("$"), "a private sales figure shows on the locked screen:\n\(locked.stdout)")
        #expect(locked.stdout.contains("locked (u)"))
        let unlocked = try await widgetdeck(["screen", "--page", "lock", "--size", "80x24", "--unlocked"] + now)
        #expect(unlocked.stdout.contains("Sales $") && !unlocked.stdout.contains("▆▆▆"), "\(unlocked.stdout)")
        let described = try await widgetdeck(["screen", "--page", "lock", "--format", "describe"] + now)
        #expect(described.stdout.contains("sales-inline: Maple & Moss, today. Total sales hidden."))
    }

    @Test("render --format describe: the issue's sentence, and one for every family and state")
    func describe() async throws {
        let small = try await widgetdeck(["render", "--family", "small", "--format", "describe"] + now)
        #expect(
            small.stdout
                == "Maple & Moss, today. Total sales $7,765, down 32.5% from $11,508 yesterday. Orders 68, down 26.9%. As of 3:30 pm.\n")
        let all = try await widgetdeck(["gallery", "--states", "all", "--format", "describe"] + now)
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.count == 7 * 7, "\(all.stdout)")
        for family in ["small", "medium", "large", "extraLarge", "circular", "rectangular", "inline"] {
            for (state, phrase) in [
                ("live", "As of 3:30 pm."), ("placeholder", "Loading figures."), ("snapshot", "As of 3:30 pm."),
                ("empty", "No metrics selected."),
                ("stale", "Stale: as of 1:30 pm."), ("error", "Showing the last figures, as of 2:50 pm."), ("deprecated", "retired."),
            ] {
                #expect(lines.contains { $0.hasPrefix("\(state) · \(family): ") && $0.contains(phrase) }, "\(state) \(family)")
            }
        }
    }

    @Test(
        "status --format tmux: the inline family with #[fg=…] styles, its figures rounded as the dashboard rounds them (▼ 32.5%); text and ansi too"
    )
    func status() async throws {
        let text = try await widgetdeck(["status"] + now)
        #expect(text.status == 0 && text.stdout == "Sales $7,765 ▼ 32.5% · Orders 68 ▼ 26.9%\n", "\(text.stdout)")
        let tmux = try await widgetdeck(["status", "--format", "tmux"] + now)
        #expect(
            tmux.stdout
                == "#[fg=#98989f]Sales #[default]#[fg=#f2f2f7,bold]$7,765 #[default]#[fg=#ff453a]▼ 32.5% #[default]#[fg=#98989f]· Orders #[default]#[fg=#f2f2f7,bold]68 #[default]#[fg=#ff453a]▼ 26.9%#[default]\n"
        )
        let ansi = try await widgetdeck(["status", "--format", "ansi", "--metrics", "sessions"] + now)
        #expect(ansi.stdout.contains("\u{1B}[") && ansi.stdout.contains("Sessions"))
        let wrong = try await widgetdeck(["status", "--format", "html"])
        #expect(wrong.status == 64)
    }

    @Test("many panes, one query a minute: a second status within the minute is answered by the shared cache")
    func statusSharesTheCache() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["HOME": home]
        // A store of its own (the demo shop goes on taking orders as time passes, and says so).
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let csv = home + "/orders.csv", store = home + "/store.sqlite"
        try """
        Name,Email,Currency,Shipping,Taxes,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price
        #1,a@x.com,USD,5.00,1.00,0.00,2026-11-30 09:00:00 -0500,3,Mug,20.00
        """.write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(try await widgetdeck(["import", "orders", csv, "--store", store], environment: environment).status == 0)
        let first = try await widgetdeck(
            ["status", "--source", "store:" + store, "--now", "2026-11-30T12:00:00-05:00"], environment: environment)
        #expect(first.status == 0 && first.stdout.contains("Sales $66"), "\(first.stdout)\(first.stderr)")
        let cache = home + "/.cache/widgetdeck/metrics"
        // Each cached answer's file number and bytes: an answer written again is a new file
        // renamed over the old (an atomic replace) holding the moment it was fetched, so both
        // change however soon after — no waiting for a clock's next second.
        func stamps() throws -> [String: String] {
            try Dictionary(
                uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: cache).map { name in
                    let path = cache + "/" + name
                    let number = (try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as! NSNumber).intValue
                    return (name, "\(number) " + (try String(contentsOfFile: path, encoding: .utf8)))
                })
        }
        let before = try stamps()
        #expect(before.count == 1, "one answer cached: \(before.keys)")
        for _ in 0..<3 {
            _ = try await widgetdeck(
                ["status", "--format", "tmux", "--source", "store:" + store, "--now", "2026-11-30T12:00:00-05:00"], environment: environment
            )
        }
        #expect(try stamps() == before, "a pane within the minute asked the source again")
        // Figures in the cache need no store: it is opened at its first question. With the store
        // unreadable, a pane within the minute still answers from the cache…
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: store))
        let cached = try await widgetdeck(
            ["status", "--source", "store:" + store, "--now", "2026-11-30T12:00:00-05:00"], environment: environment)
        #expect(cached.status == 0 && cached.stdout.contains("Sales $66"), "\(cached.stdout)\(cached.stderr)")
        // …and one asking for a moment the cache does not hold opens it, says what is wrong, and
        // shows the last good figures marked stale.
        let uncached = try await widgetdeck(
            ["status", "--source", "store:" + store, "--now", "2026-11-29T12:00:00-05:00"], environment: environment)
        #expect(
            uncached.stderr.contains("store.sqlite: file is not a database (showing the last good data"),
            "\(uncached.status): \(uncached.stderr)")
    }

    @Test("query: ShopifyQL over the demo store agrees with the widgets; a query outside the subset exits 65 with its column")
    func query() async throws {
        let json = try await widgetdeck(
            ["query", "FROM sales SHOW total_sales, orders SINCE today COMPARE TO previous_period", "--format", "json"] + now)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(
            json.stdout.contains(
                #""rows":[{"total_sales":"7765.15","comparison_total_sales__previous_period":"11508.19","orders":68,"comparison_orders__previous_period":93}]"#
            ), "\(json.stdout)")
        let widget = try await widgetdeck(["render", "--family", "small", "--format", "describe"] + now)
        #expect(widget.stdout.contains("Total sales $7,765, down 32.5% from $11,508 yesterday. Orders 68"), "the widget says the same")
        let table = try await widgetdeck(["query", "FROM sales SHOW orders GROUP BY day SINCE -2d UNTIL today"] + now)
        #expect(table.stdout.hasPrefix("Day         Orders\n") && table.stdout.contains("2026-11-30      68"), "\(table.stdout)")
        let wrong = try await widgetdeck(["query", "FROM sales SHOW profit"] + now)
        #expect(wrong.status == 65 && wrong.stderr.contains("ShopifyQL, at column 17: FROM sales has the metrics"))
        let snapshot = try await widgetdeck(["query", "FROM sales SHOW orders", "--source", "snapshot:/tmp/none.json"])
        #expect(snapshot.status == 64 && snapshot.stderr.contains("runs on the store"))
    }

    @Test("devices lists the presets; --device draws at their sizes and refuses a family the device lacks")
    func devices() async throws {
        let list = try await widgetdeck(["devices"])
        #expect(
            list.status == 0 && list.stdout.contains("iphone-se — 375×667 pt")
                && list.stdout.contains("  small                 148×148 pt        17×9 cells"))
        let small = try await widgetdeck(["render", "--family", "small", "--device", "iphone-se"] + now)
        let rows = small.stdout.split(separator: "\n")
        #expect(rows.count == 9 && rows.allSatisfy { $0.count <= 17 }, "\(small.stdout)")
        let xl = try await widgetdeck(["render", "--family", "xl", "--device", "iphone"] + now)
        #expect(xl.status == 64 && xl.stderr.contains("iphone has no extraLarge widget"))
        let both = try await widgetdeck(["render", "--family", "small", "--device", "iphone", "--size", "10x5"])
        #expect(both.status == 64)
    }

    @Test("timeline limits: validate refuses a file past the cap with the numbers (65), warns about entries under 5 minutes apart")
    func timelineLimits() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ count: Int, spacing: Int, series: Int = 0) throws -> String {
            let start = Date(timeIntervalSince1970: 1_764_460_800)
            let entries = (0..<count).map { i in
                "{\"date\": \"\(ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(i * spacing))))\", \"metrics\": {\"orders\": {\"value\": \(i), \"series\": [\(Array(repeating: "1", count: series).joined(separator: ","))]}}}"
            }
            let file = dir.appendingPathComponent("t\(count)-\(spacing)-\(series).json").path
            try "{\"schemaVersion\": 1, \"entries\": [\(entries.joined(separator: ","))]}".write(
                toFile: file, atomically: true, encoding: .utf8)
            return file
        }
        let close = try await widgetdeck(["validate", try write(8, spacing: 60)])
        #expect(
            close.status == 0 && close.stderr.contains("entries[1].date: 60 s after the entry before it")
                && close.stderr.contains("7 entries in all"))
        let many = try await widgetdeck(["validate", try write(2017, spacing: 300)])
        #expect(many.status == 65 && many.stderr.contains("has 2017 entries; a timeline may have at most 2016"), "\(many.stderr)")
        let big = try write(50_000, spacing: 300, series: 24)
        let refused = try await widgetdeck(["render", "--family", "small", "--timeline", big])
        #expect(refused.status == 65 && refused.stderr.contains("a timeline file may be at most 2.0 MB"), "\(refused.stderr)")
    }
}
