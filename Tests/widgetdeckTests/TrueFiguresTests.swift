import Foundation
import Testing
import WidgetTestSupport

/// The moment both sides of each comparison are drawn at.
private let moment = ["--now", "2026-11-30T15:30:00-05:00"]

@Suite("every figure on screen is true right now (the command line)")
struct TrueFiguresTests {
    @Test(
        "screen without --source draws the dashboard's default source, the demo shop: the same figures as render and the dashboard, not invented ones"
    )
    func screenDefaultSource() async throws {
        let screen = try await widgetdeck(["screen", "--size", "120x40"] + moment)
        #expect(screen.status == 0, "\(screen.stderr)")
        // The store's status and the orders waiting, as the demo store has them.
        let status = try await widgetdeck(["render", "--family", "small", "--kind", "store-status"] + moment)
        let fulfill = try await widgetdeck(["render", "--family", "medium", "--kind", "orders-to-fulfill"] + moment)
        let open = status.stdout.contains("Open")
        #expect(screen.stdout.contains(open ? "Open" : "Paused") && !screen.stdout.contains(open ? "Paused" : "Open  "), "\(screen.stdout)")
        let waiting = try #require(
            fulfill.stdout.split(separator: "\n").dropFirst(3).first.map { $0.filter(\.isNumber) }, "\(fulfill.stdout)")
        #expect(!waiting.isEmpty && screen.stdout.contains(" \(waiting) "), "render says \(waiting) to fulfill; screen:\n\(screen.stdout)")
        let large = try await widgetdeck(["render", "--family", "large"] + moment)
        for figure in ["$7,765", "vs $11,508"] {
            #expect(large.stdout.contains(figure) && screen.stdout.contains(figure), "\(figure)")
        }
        #expect(screen.stdout.contains(" demo "), "the status line names the source")
    }

    @Test("the README's render example is what the binary draws for that command today")
    func readmeExample() async throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let prefix = "TZ=America/Toronto LANG=en_US.UTF-8 widgetdeck "
        let command = try #require(lines.firstIndex { $0.hasPrefix(prefix + "render") }, "the README shows a render command")
        // The command's block closes, and the next block is its output.
        let open = try #require(lines[(command + 1)...].firstIndex { $0 == "```" }.map { $0 + 1 })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        let shown = lines[(open + 1)..<close].joined(separator: "\n") + "\n"
        let arguments = lines[command].dropFirst(prefix.count).split(separator: " ").map(String.init)
        let drawn = try await widgetdeck(arguments, environment: ["TZ": "America/Toronto", "LANG": "en_US.UTF-8"])
        #expect(drawn.status == 0 && drawn.stdout == shown, "README:\n\(shown)\nbinary:\n\(drawn.stdout)")
    }

    @Test(
        "screen --page gallery draws the source's figures in its live band, as home and the dashboard's gallery do, under any TZ"
    )
    func galleryShowsTheSource() async throws {
        let home = try newHome("gallery-source")
        defer { removeHome(home) }
        let rows = [
            "Name,Created at,Lineitem quantity,Lineitem price", "#1,2026-11-30 10:00:00 -0500,1,120.00",
            "#2,2026-11-30 11:00:00 -0500,2,40.00", "#3,2026-11-29 11:00:00 -0500,1,50.00",
        ]
        try (rows.joined(separator: "\n") + "\n").write(toFile: home + "/orders.csv", atomically: true, encoding: .utf8)
        let store = home + "/store.sqlite"
        let imported = try await widgetdeck(["import", "orders", home + "/orders.csv", "--store", store, "--time-zone", "America/Toronto"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let homePage = try await widgetdeck(["screen", "--size", "120x40", "--source", "store:" + store] + moment)
        #expect(homePage.stdout.contains("$200"), "today's sales, $120 + 2 × $40: \(homePage.stdout)")
        for zone in ["UTC", "Asia/Tokyo"] {
            let gallery = try await widgetdeck(
                ["screen", "--page", "gallery", "--size", "120x60", "--source", "store:" + store] + moment, environment: ["TZ": zone])
            #expect(gallery.status == 0, "\(gallery.stderr)")
            let live = gallery.stdout.components(separatedBy: "state: placeholder").first ?? ""
            #expect(live.contains("state: live") && live.contains("$200") && live.contains("▲ 300.0%"), "TZ=\(zone): \(live)")
            #expect(!gallery.stdout.contains("Maple & Moss"), "the demo shop's name, not the store's: \(gallery.stdout)")
        }
    }

    @Test(
        "an export covering only the last ten days: 7 days are compared with nothing ('new', no pace), not '>999%' against the one day of the week before that is in the file; today, whose yesterday is covered, keeps its comparison and pace"
    )
    func paceFromEnoughHistory() async throws {
        let home = try newHome("short-history")
        defer { removeHome(home) }
        var rows = ["Name,Created at,Lineitem quantity,Lineitem price"]
        for day in 21...30 {
            for hour in [10, 11, 17] {
                rows.append("#\(day)\(hour),2026-11-\(day) \(hour):00:00 -0500,1,\(day + hour).00")
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: home + "/orders.csv", atomically: true, encoding: .utf8)
        let store = home + "/store.sqlite"
        let imported = try await widgetdeck(["import", "orders", home + "/orders.csv", "--store", store, "--time-zone", "America/Toronto"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let week = try await widgetdeck(["render", "--family", "large", "--range", "7d", "--source", "store:" + store] + moment)
        #expect(week.status == 0, "\(week.stderr)")
        #expect(!week.stdout.contains(">999%") && !week.stdout.contains("on pace"), "\(week.stdout)")
        #expect(week.stdout.contains("new"), "\(week.stdout)")
        let said = try await widgetdeck(
            ["render", "--family", "small", "--range", "7d", "--format", "describe", "--source", "store:" + store] + moment)
        #expect(said.stdout.contains("new: nothing the 7 days before"), "\(said.stdout)")
        let today = try await widgetdeck(["render", "--family", "large", "--source", "store:" + store] + moment)
        #expect(today.stdout.contains("on pace for") && (today.stdout.contains("▲") || today.stdout.contains("▼")), "\(today.stdout)")
    }

    @Test(
        "a snapshot of today's figures asked for 30 days says so in the widget, naming both ranges, instead of drawing today's total under 30 days; publish refuses it too; the dashboard's range control shows the range the widget's figures are for"
    )
    func rangeIsTheRangeShown() async throws {
        let home = try newHome("range-shown")
        defer { removeHome(home) }
        let document = home + "/today.json"
        let published = try await widgetdeck(["publish", "--out", document] + moment, environment: ["HOME": home])
        #expect(published.status == 0, "\(published.stderr)")
        let today = try await widgetdeck(["render", "--family", "medium", "--snapshot", document] + moment, environment: ["HOME": home])
        #expect(today.status == 0 && today.stdout.contains("$7,765"), "\(today.stdout)\(today.stderr)")
        let month = try await widgetdeck(
            ["render", "--family", "medium", "--range", "30d", "--snapshot", document, "--format", "describe"] + moment,
            environment: ["HOME": home])
        #expect(!month.stdout.contains("7,765"), "today's total drawn under 30 days: \(month.stdout)")
        #expect(month.stderr.contains("has today's figures, not the last 30 days'"), "\(month.stdout)\(month.stderr)")
        #expect(month.status == 65, "no good copy of 30 days: \(month.status)")
        let republished = try await widgetdeck(
            ["publish", "--out", home + "/month.json", "--range", "30d", "--source", "snapshot:" + document] + moment,
            environment: ["HOME": home])
        #expect(republished.status == 65 && republished.stderr.contains("not the last 30 days'"), "\(republished.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home + "/month.json"))
    }

    @Test("query's table is for people (money grouped with its cents, rates as percents, counts grouped); json and csv stay exact")
    func queryTableForPeople() async throws {
        let table = try await widgetdeck(
            ["query", "FROM sessions SHOW sessions, conversion_rate GROUP BY day SINCE -2d UNTIL today"] + moment)
        #expect(table.status == 0, "\(table.stderr)")
        let rows = table.stdout.split(separator: "\n").dropFirst(2)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.firstMatch(of: /\d+\.\d{2}%$/) != nil }, "rates are not percents:\n\(table.stdout)")
        #expect(rows.allSatisfy { $0.firstMatch(of: /\d,\d{3}\s/) != nil }, "sessions are not grouped:\n\(table.stdout)")
        let sales = try await widgetdeck(["query", "FROM sales SHOW total_sales GROUP BY day SINCE -2d UNTIL today"] + moment)
        #expect(
            sales.stdout.split(separator: "\n").dropFirst(2).allSatisfy { $0.firstMatch(of: /\d{1,3}(,\d{3})*\.\d{2}$/) != nil },
            "\(sales.stdout)")
        let csv = try await widgetdeck(
            ["query", "FROM sessions SHOW sessions, conversion_rate GROUP BY day SINCE -2d UNTIL today", "--format", "csv"] + moment)
        #expect(csv.stdout.contains("0.0") && !csv.stdout.contains("%"), "csv is not exact: \(csv.stdout)")
    }
}

@Suite("one request across cold processes, on an HTTP source too")
struct HTTPSingleFlightTests {
    /// The demo shop's snapshot document at `moment`, as publish writes it, served over
    /// loopback by the fixture server, which logs each request to the returned file and serves
    /// until `input` closes (keep it until the test ends).
    static func serveDemoSnapshot(in home: String) async throws -> (port: Int, log: String, server: Process, input: Pipe) {
        let document = home + "/snapshot.json"
        let published = try await widgetdeck(["publish", "--out", document] + moment, environment: ["HOME": home])
        #expect(published.status == 0, "\(published.stderr)")
        let log = home + "/requests.log"
        _ = FileManager.default.createFile(atPath: log, contents: Data())
        let process = Process(), input = Pipe()
        let port = try startLoopbackTool("http_fixture_server.py", [document, log], process: process, input: input)
        return (port, log, process, input)
    }

    @Test(
        "ten status processes started together on an HTTP source make one GET; after the cache's minute, the next asks again (conditionally)"
    )
    func tenColdProcesses() async throws {
        let home = try newHome("http-single-flight")
        defer { removeHome(home) }
        let (port, log, process, input) = try await Self.serveDemoSnapshot(in: home)
        defer { withExtendedLifetime(input) { process.terminate() } }
        let environment = ["HOME": home, "WIDGETDECK_CACHE_TTL": "60"]
        let source = "http://127.0.0.1:\(port)/ok"
        try await withThrowingTaskGroup(of: (Int32, String).self) { group in
            for _ in 0..<10 {
                group.addTask {
                    let r = try await widgetdeck(["status", "--source", source] + moment, environment: environment)
                    return (r.status, r.stdout + r.stderr)
                }
            }
            for try await (status, output) in group { #expect(status == 0 && output.contains("Sales $7,765"), "\(output)") }
        }
        let gets = (try String(contentsOfFile: log, encoding: .utf8)).split(separator: "\n").filter { $0.hasPrefix("GET /ok") }
        #expect(gets.count == 1, "ten cold processes made \(gets.count) requests: \(gets)")
        // Past the minute (a TTL of 0 here): the next process asks, with the ETag it kept.
        let later = try await widgetdeck(
            ["status", "--source", source] + moment, environment: ["HOME": home, "WIDGETDECK_CACHE_TTL": "0"])
        #expect(later.status == 0)
        let all = (try String(contentsOfFile: log, encoding: .utf8)).split(separator: "\n").filter { $0.hasPrefix("GET /ok") }
        #expect(all.count == 2 && all.last?.contains("inm=yes") == true, "\(all)")
    }

    @Test(
        "a process that holds the URL's lock and never lets go (stopped with Ctrl-Z while it asked) keeps no other waiting past the request's timeout: the waiter asks for itself"
    )
    func stoppedHolder() async throws {
        let home = try newHome("http-stopped-holder")
        defer { removeHome(home) }
        let (port, log, process, input) = try await Self.serveDemoSnapshot(in: home)
        defer { withExtendedLifetime(input) { process.terminate() } }
        let environment = ["HOME": home, "WIDGETDECK_CACHE_TTL": "0"]
        let source = "http://127.0.0.1:\(port)/ok"
        let first = try await widgetdeck(["status", "--source", source] + moment, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        // The URL's lock, held here from now on as a stopped process would hold it.
        let folder = home + "/.cache/widgetdeck/http"
        let locks = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lock") }
        try #require(locks.count == 1, "\(locks)")
        let held = open(folder + "/" + locks[0], O_RDWR)
        try #require(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        defer { close(held) }
        let waiter = try await widgetdeck(["status", "--source", source] + moment, environment: environment)
        #expect(waiter.status == 0 && waiter.stdout.contains("Sales $7,765"), "\(waiter.stdout)\(waiter.stderr)")
        let gets = (try String(contentsOfFile: log, encoding: .utf8)).split(separator: "\n").filter { $0.hasPrefix("GET /ok") }
        #expect(gets.count == 2, "\(gets)")
    }
}

@Suite("widgetdeck budget: a dashboard file's day on the manual clock")
struct BudgetCommandTests {
    @Test(
        "on the default dashboard: a row per widget, reloads within the budget, none deferred and no minute stale in view, the lock page spread over the day; a tighter budget plans fewer reloads; bad input named"
    )
    func table() async throws {
        let result = try await widgetdeck(["budget"] + moment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("budget: 70 reloads a day per widget") == true, "\(result.stdout)")
        for id in [
            "sales-large", "orders-small", "traffic-small", "month-medium", "fulfill-medium", "status-small", "sales-circular",
            "orders-rectangular", "sales-inline",
        ] {
            let row = try #require(lines.first { $0.hasPrefix(id + " ") }, "no row for \(id):\n\(result.stdout)")
            let words = row.split(separator: " ").map(String.init)
            let numbers = words.compactMap { Int($0) }
            #expect(numbers.count >= 3, "\(row)")
            let (reloads, deferred) = (numbers[0], numbers[1])
            if words.contains("yes") {
                // In view all day: within the day's 70, none deferred, not a minute shown stale.
                #expect(reloads >= 1 && reloads <= 71 && deferred == 0 && numbers[3] == 0, "\(row)")
            } else {
                // The lock page, never on screen: its 17 spread over the day (one every 85 min),
                // never out of budget, so the figures it would show are never older than that.
                #expect(words.contains("no") && reloads >= 12 && reloads <= 18, "\(row)")
                let oldest = try #require(Int(words[words.count - 2]), "\(row)")
                #expect(oldest <= 90, "\(row)")
            }
        }
        #expect(result.stdout.contains("out of view, a widget reloads at most every 85 min"), "\(result.stdout)")
        let home = try newHome("budget")
        defer { removeHome(home) }
        try #"{"budget": {"dailyReloads": 12}, "widgets": [{"id": "sales", "family": "large"}]}"#.write(
            toFile: home + "/tight.json", atomically: true, encoding: .utf8)
        let tight = try await widgetdeck(["budget", home + "/tight.json", "--hours", "24"] + moment)
        #expect(tight.status == 0 && tight.stdout.contains("planned every 120 min for today"), "\(tight.stdout)\(tight.stderr)")
        let sales = try #require(tight.stdout.split(separator: "\n").first { $0.hasPrefix("sales ") })
        let reloads = try #require(sales.split(separator: " ").compactMap { Int($0) }.first)
        #expect(reloads >= 12 && reloads <= 13, "\(sales)")
        #expect(try await widgetdeck(["budget", home + "/none.json"]).status == 66)
        try "{".write(toFile: home + "/bad.json", atomically: true, encoding: .utf8)
        #expect(try await widgetdeck(["budget", home + "/bad.json"]).status == 65)
        #expect(try await widgetdeck(["budget", "--hours", "0"]).status == 64)
    }

    @Test(
        "a family that must shorten a figure (the iPhone SE's small widget: $7.8K) still says the exact one to a screen reader ($7,765), and a family with room draws it whole"
    )
    func shortenedFigureIsSaid() async throws {
        let se = try await widgetdeck(["render", "--family", "small", "--device", "iphone-se"] + moment)
        #expect(se.status == 0 && se.stdout.contains("$7.8K") && !se.stdout.contains("$7,765"), "\(se.stdout)")
        let said = try await widgetdeck(["render", "--family", "small", "--device", "iphone-se", "--format", "describe"] + moment)
        #expect(said.stdout.contains("Total sales $7,765"), "\(said.stdout)")
        let max = try await widgetdeck(["render", "--family", "small", "--device", "iphone-max"] + moment)
        #expect(max.stdout.contains("$7,765"), "\(max.stdout)")
    }

    @Test(
        "a Smart Stack of two identical widgets: the one behind never comes to the front on figures older than their planned reload, so neither shows ⚠ in view; the same file and --now give the same table, byte for byte, however busy the machine"
    )
    func stackOfTwins() async throws {
        let home = try newHome("budget-twins")
        defer { removeHome(home) }
        let file = home + "/twins.json"
        try #"""
        {"source": "demo", "widgets": [
          {"id": "front", "family": "small", "metrics": ["total_sales"], "stack": "s"},
          {"id": "behind", "family": "small", "metrics": ["total_sales"], "stack": "s"}
        ]}
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        let start = ["--now", "2026-11-30T00:00:00-05:00"]
        let first = try await widgetdeck(["budget", file] + start, environment: ["HOME": home])
        #expect(first.status == 0, "\(first.stderr)")
        let rows = first.stdout.split(separator: "\n").filter { $0.hasPrefix("front ") || $0.hasPrefix("behind ") }
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        try #require(rows.count == 2, "\(first.stdout)")
        // widget kind family range in-view reloads deferred batched ⚠-minutes (unseen) oldest
        for row in rows { #expect(row[8] == "0", "\(row[0]) showed ⚠ in view:\n\(first.stdout)") }
        #expect(rows[0][4] != "no" && rows[1][4] != "yes", "\(first.stdout)")
        for _ in 0..<2 {
            let again = try await widgetdeck(["budget", file] + start, environment: ["HOME": home])
            #expect(again.stdout == first.stdout, "another run, another day:\n\(again.stdout)\nfirst:\n\(first.stdout)")
        }
    }
}
