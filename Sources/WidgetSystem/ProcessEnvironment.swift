#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetFormats

/// The process's environment, read once from the C library's `environ`: the one place the
/// program asks for it. Everything else takes the dictionary as a parameter, so tests pass
/// their own.
package enum ProcessEnvironment {
    /// The variables this process started with (later `setenv` calls are not seen).
    package static let current: [String: String] = {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            // Split at the first "=" byte: searching a String by Character would segment
            // every entry into grapheme clusters, a twentieth of a one-shot render.
            if let equals = strchr(entry, 0x3D) {
                let key = String(decoding: UnsafeRawBufferPointer(start: entry, count: equals - entry), as: UTF8.self)
                result[key] = String(cString: equals + 1)
            }
            pointer += 1
        }
        return result
    }()
}

extension DisplayLocale {
    /// The viewer's locale from `environment` (`LC_ALL`, `LC_TIME`, `LANG`) on the viewer's
    /// time zone (`TZ`, else the system's).
    package static func viewer(environment: [String: String]) -> DisplayLocale {
        .from(environment: environment, timeZone: SystemZones.viewer(environment: environment))
    }
}
