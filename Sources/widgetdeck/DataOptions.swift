/// `--source` (and `--snapshot FILE`, its shorthand): where figures come from.
struct DataOptions {
    var source: SourceSpec = .demo

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
            do {
                return try StoreSource(path: DemoShop.defaultPath(environment: environment), demo: true, locale: locale)
            } catch {
                throw UsageError(message: "--source demo: the demo store cannot be opened: \(error)")
            }
        case .snapshot(let path):
            return SnapshotFileSource(path: path)
        case .store(let path):
            guard FileIO.exists(path) else {
                throw UsageError(message: "--source store:\(path): no store there; create one with: widgetdeck import orders FILE.csv --store \(path)")
            }
            do {
                return try StoreSource(path: path, demo: false, locale: locale)
            } catch {
                throw UsageError(message: "--source store:\(path): \(error)")
            }
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
        MetricsCache(storage: CacheDirectory(path: FileIO.userDirectory(.cache, environment: environment) + "/metrics"))
    }
}
