#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore

/// A cache's shared storage as files in one directory (`$XDG_CACHE_HOME/widgetdeck/metrics`):
/// each blob written to a temporary file and renamed over the old one, mode 0600, so another
/// process reads a whole answer or none.
package struct CacheDirectory: CacheStorage {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package func read(_ name: String) -> [UInt8]? {
        try? FileIO.read(path + "/" + name, limit: 64 << 20)
    }

    package func names() -> [String] {
        FileIO.names(in: path).filter { $0.hasSuffix(".json") }
    }

    package func remove(_ name: String) {
        _ = unlink(path + "/" + name)
    }

    package func write(_ bytes: [UInt8], to name: String) {
        // A cache that cannot be written is only slower: the answer is still served.
        try? FileIO.createDirectory(path)
        try? FileIO.writeAtomically(bytes, to: path + "/" + name, mode: 0o600)
    }
}

extension CacheDirectory {
    /// How long an answer in the shared cache stays fresh: `WIDGETDECK_CACHE_TTL=SECONDS`
    /// (0–86400; 0 asks the source every time), 60 by default.
    package static func freshness(environment: [String: String]) -> TimeInterval {
        environment["WIDGETDECK_CACHE_TTL"].flatMap(Double.init).flatMap { $0 >= 0 && $0 <= 86_400 ? $0 : nil } ?? 60
    }
}
