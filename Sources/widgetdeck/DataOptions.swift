import WidgetCore

/// `--source` (and `--snapshot FILE`, its shorthand): where figures come from.
struct DataOptions {
    var source: SourceSpec = .demo

    static let valued = ["source", "snapshot"]

    init(_ arguments: Arguments) throws(UsageError) {
        if let text = arguments["source"] {
            guard let spec = SourceSpec(text) else {
                throw UsageError(message: "--source: \"\(text)\" is not a source; use one of: \(SourceSpec.allowed)")
            }
            source = spec
        }
        if let file = arguments["snapshot"] {
            if arguments["source"] != nil { throw UsageError(message: "--snapshot FILE is short for --source snapshot:FILE; give one of them") }
            source = .snapshot(file)
        }
    }

    /// The source object for the spec.
    func makeSource(environment: [String: String], locale: DisplayLocale) throws(UsageError) -> any MetricsSource {
        switch source {
        case .demo:
            return SampleSource(locale: locale)
        case .snapshot(let path):
            return SnapshotFileSource(path: path)
        case .store(let path):
            throw UsageError(message: "--source store:\(path): the SQLite store is not part of this build yet; use demo, snapshot:FILE or an http(s) URL")
        case .http(let url):
            do {
                return try HTTPSource(url: url, environment: environment)
            } catch {
                throw UsageError(message: "--source \(url): \(error)")
            }
        }
    }

    /// The shared cache, in `XDG_CACHE_HOME/widgetdeck/metrics`.
    static func cache(environment: [String: String]) -> MetricsCache {
        MetricsCache(directory: FileIO.userDirectory(.cache, environment: environment) + "/metrics")
    }
}
