@testable import WidgetFormats
import Foundation
import Testing
@testable import WidgetCore
@testable import WidgetSystem
import WidgetTestSupport

@Suite("Shop time zones")
struct ZoneRulesTests {
    /// Zones with every kind of rule: northern and southern daylight time, half- and
    /// quarter-hour offsets, negative daylight saving (Dublin), abolished daylight saving, a
    /// zone that skipped a whole day (Apia) and one with two-hour daylight saving (Troll).
    static let zones = [
        "America/Toronto", "Europe/London", "Europe/Dublin", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kolkata",
        "Asia/Tehran", "America/Sao_Paulo", "Pacific/Chatham", "Pacific/Apia", "America/St_Johns", "Antarctica/Troll",
        "Africa/Casablanca", "America/Santiago", "Asia/Tokyo", "UTC",
    ]

    @Test("offsets and wall-clock times agree with Python's zoneinfo at thousands of moments, 1901 to 2099")
    func agreesWithOracle() async throws {
        // Spread over two centuries, plus every hour around this year's autumn change.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var moments: [Int] = (0..<3000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return -2_145_916_800 + Int(state >> 11) % (4_102_444_800 + 2_145_916_800)
        }
        moments += stride(from: 1_793_000_000, to: 1_793_600_000, by: 1800)
        // Wall times that a clock change repeats or skips, and ordinary ones.
        let walls: [[Int]] = [
            [2026, 11, 1, 1, 30, 0], [2026, 3, 8, 2, 30, 0], [2026, 3, 29, 1, 30, 0], [2026, 10, 25, 1, 30, 0],
            [2026, 4, 5, 2, 30, 0], [2026, 10, 4, 2, 30, 0], [2011, 12, 30, 12, 0, 0], [2026, 11, 30, 15, 30, 0],
            [2050, 7, 1, 0, 0, 0], [1975, 1, 1, 0, 0, 0],
        ]
        let request: JSONValue = .object([
            ("zones", .array(Self.zones.map { .string($0) })),
            ("moments", .array(moments.map { .number(Double($0)) })),
            ("walls", .array(walls.map { .array($0.map { .number(Double($0)) }) })),
        ])
        let script = repositoryRoot.appendingPathComponent("Tests/Tools/zone_oracle.py").path
        let input = Data(request.serialized.utf8)
        let result = try await offMainPool { try runProcess("python3", [script], input: input) }
        try #require(result.status == 0, "the zone oracle failed: \(result.stderr)")
        let answer = try JSONValue.parse(result.stdout)
        for name in Self.zones {
            let zone = try #require(SystemZones.named(name), "no zone file for \(name)")
            guard case .array(let expected)? = answer["offsets"]?[name], case .array(let expectedWalls)? = answer["wall"]?[name] else {
                Issue.record("the oracle has no \(name)")
                continue
            }
            var wrong: [String] = []
            for (moment, offset) in zip(moments, expected) where .number(Double(zone.offset(at: moment))) != offset {
                wrong.append("\(moment): \(zone.offset(at: moment)) vs \(offset)")
            }
            #expect(wrong.isEmpty, "\(name): \(wrong.count) offsets differ, e.g. \(wrong.prefix(3))")
            for (wall, utc) in zip(walls, expectedWalls) {
                let date = zone.date(year: wall[0], month: wall[1], day: wall[2], hour: wall[3], minute: wall[4], second: wall[5])
                #expect(JSONValue.number(date.timeIntervalSince1970) == utc, "\(name) \(wall)")
            }
        }
    }

    @Test("a wall time read back from a moment names the same moment")
    func roundTrip() throws {
        let zone = try #require(SystemZones.named("America/Toronto"))
        let moment = Date(timeIntervalSince1970: 1_796_070_600)  // 2026-11-30 15:30 EST
        let wall = zone.wallTime(moment)
        let parts: [Int] = [wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.weekday, wall.utcOffset]
        let expected: [Int] = [2026, 11, 30, 15, 30, 1, -18_000]
        #expect(parts == expected)
        #expect(zone.date(year: 2026, month: 11, day: 30, hour: 15, minute: 30, second: 0) == moment)
    }

    @Test(
        "POSIX rules from zone-file footers",
        arguments: [
            ("EST5EDT,M3.2.0,M11.1.0", 1_783_000_000, -14_400),
            ("EST5EDT,M3.2.0,M11.1.0", 1_796_070_600, -18_000),
            ("<+0530>-5:30", 1_796_070_600, 19_800),
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_796_070_600, 39_600),
            ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_783_000_000, 36_000),
            ("IST-1GMT0,M10.5.0,M3.5.0/1", 1_796_070_600, 0),
            ("<-03>3", 0, -10_800),
        ])
    func posixRules(text: String, moment: Int, offset: Int) throws {
        let rule = try #require(PosixZoneRule(text))
        #expect(rule.offset(at: moment) == offset)
    }

    @Test(
        "a rule of overlong numbers is refused, not an overflow (a fuzzer's finding: TZ=zzzzzzzzzz3333…)",
        arguments: [
            "zzzzzzzzzz" + String(repeating: "3", count: 53) + "zz{zzzz\n", "EST99999999999999999999",
            "EST5EDT,M3.2.0/99999999999999999999,M11.1.0",
            "EST168", "EST5:60",
        ])
    func overlongRules(text: String) {
        #expect(ZoneRules(posix: text) == nil)
        #expect(SystemZones.viewer(environment: ["TZ": text]).offset(at: 0) == 0, "an unreadable TZ is UTC, as glibc reads it")
    }

    @Test("names that are not zones, or leave the zone directory, are refused")
    func refusesBadNames() {
        #expect(SystemZones.named("Mars/Olympus_Mons")?.name == nil)
        #expect(SystemZones.named("../../etc/passwd")?.name == nil)
        #expect(SystemZones.named("/etc/localtime")?.name == nil)
        #expect(SystemZones.named("")?.name == nil)
        #expect(SystemZones.named("UTC")?.offset(at: 0) == 0)
    }
}

@Suite("The viewer's zone")
struct ViewerZoneTests {
    @Test(
        "TZ as a zone name, a path, a POSIX rule, or unknown (UTC, as glibc reads it)",
        arguments: [
            ("America/Toronto", -18_000), (":America/Toronto", -18_000), ("/usr/share/zoneinfo/Asia/Kolkata", 19_800),
            ("EST5EDT,M3.2.0,M11.1.0", -18_000), ("UTC0", 0), ("<+0530>-5:30", 19_800), ("Nowhere/Land", 0),
        ])
    func viewer(tz: String, offset: Int) {
        #expect(SystemZones.viewer(environment: ["TZ": tz]).offset(at: 1_796_070_600) == offset, "TZ=\(tz)")
    }

    @Test("\"as of\" is read on the viewer's zone, not the process's TZ")
    func asOfFollowsTheViewer() {
        let moment = Date(timeIntervalSince1970: 1_796_070_600)  // 20:30 UTC
        let kolkata = DisplayLocale(identifier: "en_US", timeZone: SystemZones.named("Asia/Kolkata")!)
        #expect(Timestamp.asOf(moment, now: moment, locale: kolkata) == "as of 2:00am")
        #expect(Timestamp.asOf(moment, now: moment, locale: torontoUS) == "as of 3:30pm")
    }
}
