#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats

/// The system's time zones: compiled zone files under `TZDIR` or `/usr/share/zoneinfo`, and
/// the zone this process's user lives in (`TZ`, `/etc/timezone`, `/etc/localtime`) — the only
/// place that reads them. The core computes with the ``ZoneRules`` values these return.
package enum SystemZones {
    /// The zone called `name`, or `nil` when the system has no such zone file (or the name
    /// tries to leave the zone directory).
    package static func named(_ name: String, environment: [String: String] = [:]) -> ZoneRules? {
        let name = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if name == "UTC" || name == "Etc/UTC" || name == "GMT" { return .utc }
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        let directory = environment["TZDIR"] ?? "/usr/share/zoneinfo"
        guard let bytes = try? FileIO.read(directory + "/" + name, limit: 1 << 20) else { return nil }
        return ZoneRules(tzif: bytes, name: name)
    }

    /// The name of the zone this process runs in: `TZ` when it names a zone, else the system's
    /// (`/etc/timezone`, or where `/etc/localtime` points), else `UTC`.
    package static func processZoneName(environment: [String: String]) -> String {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            tz = afterZoneinfo(tz) ?? tz
            if named(tz, environment: environment) != nil { return tz }
        }
        if let text = try? FileIO.readText("/etc/timezone") {
            let name = String(text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? "")
            if named(name, environment: environment) != nil { return name }
        }
        if let name = localtimeLink().flatMap(afterZoneinfo), named(name, environment: environment) != nil { return name }
        return "UTC"
    }

    /// The viewer's zone — the clock "as of 3:30pm" is read on — as the C library would take it:
    /// `TZ` as a zone name (`America/Toronto`, `:Europe/Paris`, a path under `zoneinfo`) or as
    /// a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`, `UTC0`); without `TZ`, the system's zone
    /// (`/etc/localtime`, `/etc/timezone`); UTC when nothing says otherwise.
    package static func viewer(environment: [String: String]) -> ZoneRules {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.hasPrefix("/"), let bytes = try? FileIO.read(tz, limit: 1 << 20),
                let zone = ZoneRules(tzif: bytes, name: afterZoneinfo(tz) ?? tz)
            {
                return zone
            }
            if let zone = named(afterZoneinfo(tz) ?? tz, environment: environment) { return zone }
            if let zone = ZoneRules(posix: tz) { return zone }
            // glibc reads an unknown TZ as UTC.
            return .utc
        }
        if let bytes = try? FileIO.read("/etc/localtime", limit: 1 << 20),
            let zone = ZoneRules(tzif: bytes, name: localtimeLink().flatMap(afterZoneinfo) ?? "localtime")
        {
            return zone
        }
        return named(processZoneName(environment: environment), environment: environment) ?? .utc
    }

    /// Where `/etc/localtime` points, if it is a link.
    private static func localtimeLink() -> String? {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink("/etc/localtime", &target, target.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `America/Toronto` from `/usr/share/zoneinfo/America/Toronto`.
    private static func afterZoneinfo(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(of: "zoneinfo"), index + 1 < parts.count else { return nil }
        return parts[(index + 1)...].joined(separator: "/")
    }
}
