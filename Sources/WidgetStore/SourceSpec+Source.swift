#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

extension SourceSpec {
    /// The source this spec names, opened: the demo shop's store, a store, a snapshot file or an
    /// HTTP endpoint.
    ///
    /// - Parameter openingStores: whether a store is opened now, so a store that cannot be read
    ///   is refused here (the dashboard, which should not start on one); `false` opens it at its
    ///   first question instead — a one-shot render whose figures are in the shared cache then
    ///   never opens SQLite, and a bad store is the render's error (exit 65) when it is asked.
    /// - Throws: ``SetupError`` (`.usage`) naming the source and what is wrong with it.
    package func makeSource(
        environment: [String: String], locale: DisplayLocale, clock: any TimelineClock, openingStores: Bool = true
    ) throws(SetupError) -> any MetricsSource {
        try open(environment: environment, locale: locale, clock: clock, openingStores: openingStores).metrics
    }

    /// The source this spec names, opened, with what it can do besides answering queries: a
    /// store's actions and ShopifyQL, Shopify's ShopifyQL, a snapshot's or endpoint's figures
    /// alone (see ``makeSource(environment:locale:openingStores:)`` for `openingStores`).
    ///
    /// `clock` is when remote answers are kept and how old a kept one is.
    package func open(
        environment: [String: String], locale: DisplayLocale, clock: any TimelineClock, openingStores: Bool = true
    ) throws(SetupError) -> OpenedSource {
        switch self {
        case .demo:
            do {
                let store = try StoreSource(
                    path: DemoShop.defaultPath(environment: environment), demo: true, locale: locale, openNow: openingStores)
                return OpenedSource(metrics: store, actions: store, shopifyQL: store)
            } catch {
                throw SetupError(
                    .badData,
                    "--source demo: the demo store cannot be opened: \(error); delete it to start afresh: \(DemoShop.defaultPath(environment: environment))"
                )
            }
        case .snapshot(let path):
            return OpenedSource(metrics: SnapshotFileSource(path: path))
        case .store(let path):
            guard FileIO.exists(path) else {
                throw SetupError(
                    .usage, "--source store:\(path): no store there; create one with: widgetdeck import orders FILE.csv --store \(path)")
            }
            do {
                let store = try StoreSource(path: path, demo: false, locale: locale, openNow: openingStores)
                return OpenedSource(metrics: store, actions: store, shopifyQL: store)
            } catch {
                // The file is there but is not a store widgetdeck can read: unusable data.
                throw SetupError(.badData, "--source store:\(path): \(error)")
            }
        case .http(let url):
            do {
                return OpenedSource(metrics: try HTTPSource(url: url, environment: environment, clock: clock))
            } catch {
                throw SetupError(.usage, "--source \(url): \(error)")
            }
        case .shopify(let spec):
            do {
                let shopify = try ShopifySource(
                    spec: spec.shop, apiVersion: spec.apiVersion, tokenFile: spec.tokenFile, environment: environment, locale: locale,
                    clock: clock)
                return OpenedSource(metrics: shopify, shopifyQL: shopify)
            } catch {
                throw SetupError(.usage, "--source shopify:\(TerminalText.sanitized(spec.shop)): \(error)")
            }
        }
    }
}

extension MetricsCache {
    /// The cache every widgetdeck process shares, in `XDG_CACHE_HOME/widgetdeck/metrics`.
    /// `WIDGETDECK_CACHE_TTL=SECONDS` sets how long an answer stays fresh (default 60; 0 asks
    /// the source every time, conditionally where it can).
    package static func shared(environment: [String: String], clock: any TimelineClock) -> MetricsCache {
        MetricsCache(
            ttl: CacheDirectory.freshness(environment: environment), storage: sharedStorage(environment: environment), clock: clock)
    }

    static func sharedStorage(environment: [String: String]) -> CacheDirectory {
        CacheDirectory(path: FileIO.userDirectory(.cache, environment: environment) + "/metrics")
    }
}

/// Tells every widgetdeck process that figures changed — after an import into a store, or a
/// publish of a snapshot: the shared cache forgets the metrics, and each running dashboard
/// reading that source reloads the widgets showing them at once (``ChangeNotices``).
package enum FiguresChanged {
    /// The metrics an import of `kind` (`orders` or `sessions`) changes.
    package static func metrics(importing kind: String) -> Set<String> {
        kind == "sessions" ? [MetricID.sessions.rawValue, MetricID.conversionRate.rawValue] : Set(MetricID.allCases.map(\.rawValue))
    }

    /// Announces that `metrics` of the source called `source` changed; returns a warning when
    /// the notice could not be written (the change itself stands: dashboards then see it at
    /// their next reload).
    package static func announce(source: String, metrics: Set<String>, environment: [String: String], at: Date) -> String? {
        MetricsCache.forgetStored(metrics: metrics, source: source, in: MetricsCache.sharedStorage(environment: environment))
        let notices = ChangeNotices(path: ChangeNotices.defaultPath(environment: environment))
        do {
            try notices.announce(source: source, metrics: metrics, at: at)
            return nil
        } catch {
            return "warning: running dashboards were not told of the change (\(error)); they show it at their next reload"
        }
    }
}
