/// The process's environment, read once from the C library's `environ`: the one place the
/// program asks for it. Everything else takes the dictionary as a parameter, so tests pass
/// their own.
public enum ProcessEnvironment {
    /// The variables this process started with (later `setenv` calls are not seen).
    public static let current: [String: String] = {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }()
}

extension DisplayLocale {
    /// The viewer's locale from `environment` (`LC_ALL`, `LC_TIME`, `LANG`) on the viewer's
    /// time zone (`TZ`, else the system's).
    public static func viewer(environment: [String: String]) -> DisplayLocale {
        .from(environment: environment, timeZone: SystemZones.viewer(environment: environment))
    }
}
