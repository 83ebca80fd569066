extension SourceSpec {
    /// The source this spec names, opened: the demo shop's store, a store, a snapshot file or an
    /// HTTP endpoint.
    ///
    /// - Throws: ``SetupError`` (`.usage`) naming the source and what is wrong with it.
    public func makeSource(environment: [String: String], locale: DisplayLocale) throws(SetupError) -> any MetricsSource {
        switch self {
        case .demo:
            do {
                return try StoreSource(path: DemoShop.defaultPath(environment: environment), demo: true, locale: locale)
            } catch {
                throw SetupError(.badData, "--source demo: the demo store cannot be opened: \(error); delete it to start afresh: \(DemoShop.defaultPath(environment: environment))")
            }
        case .snapshot(let path):
            return SnapshotFileSource(path: path)
        case .store(let path):
            guard FileIO.exists(path) else {
                throw SetupError(.usage, "--source store:\(path): no store there; create one with: widgetdeck import orders FILE.csv --store \(path)")
            }
            do {
                return try StoreSource(path: path, demo: false, locale: locale)
            } catch {
                // The file is there but is not a store widgetdeck can read: unusable data.
                throw SetupError(.badData, "--source store:\(path): \(error)")
            }
        case .http(let url):
            do {
                return try HTTPSource(url: url, environment: environment)
            } catch {
                throw SetupError(.usage, "--source \(url): \(error)")
            }
        }
    }
}

extension MetricsCache {
    /// The cache every widgetdeck process shares, in `XDG_CACHE_HOME/widgetdeck/metrics`.
    public static func shared(environment: [String: String]) -> MetricsCache {
        MetricsCache(storage: CacheDirectory(path: FileIO.userDirectory(.cache, environment: environment) + "/metrics"))
    }
}
