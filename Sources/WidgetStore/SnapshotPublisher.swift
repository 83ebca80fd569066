#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetCore
import WidgetFormats
import WidgetSystem

/// `widgetdeck publish`: a source's figures written as the snapshot document, atomically (a
/// whole file renamed over the old), and every running dashboard reading that file told at
/// once — once, or again and again (``run(every:wait:report:)``) until stopped. Time comes from
/// its clock and the waits between publishes from the caller, so a test runs a day of
/// publishing on a manual clock without sleeping.
///
/// ```swift
/// let publisher = SnapshotPublisher(source: demo, out: "/srv/shop.json", metrics: ["total_sales"], range: .today,
///                                   clock: clock, environment: environment)
/// try await publisher.publish()
/// ```
package struct SnapshotPublisher: Sendable {
    package var source: any MetricsSource
    /// Where the document is written.
    package var out: String
    /// The shop asked for (`default`: the source's only one).
    package var shop: String
    package var metrics: [String]
    package var range: DateRange
    package var clock: any TimelineClock
    /// Where the shared cache and the change notices are (`XDG_CACHE_HOME`, `HOME`).
    package var environment: [String: String]

    package init(
        source: any MetricsSource, out: String, shop: String = "default", metrics: [String], range: DateRange, clock: any TimelineClock,
        environment: [String: String]
    ) {
        self.source = source
        self.out = out
        self.shop = shop
        self.metrics = metrics
        self.range = range
        self.clock = clock
        self.environment = environment
    }

    /// Why a publish did not happen: the source failed (its reason says missing or bad data),
    /// or the file could not be written.
    package enum Failure: Error, CustomStringConvertible, Sendable {
        case source(SourceError)
        case write(String)

        package var description: String {
            switch self {
            case .source(let error): error.message
            case .write(let message): message
            }
        }
    }

    /// What one publish wrote.
    package struct Published: Sendable {
        package var response: MetricsResponse
        /// When running dashboards could not be told (the file stands; they see it at their
        /// next reload).
        package var warning: String?
    }

    /// Asks the source for the figures of ``clock``'s now and writes them; the file already
    /// there is replaced whole or not at all.
    package func publish() async throws(Failure) -> Published {
        let query = MetricsQuery(shop: shop, metrics: metrics, range: range, end: clock.now)
        let response: MetricsResponse
        do {
            response = try await source.fetch(query).answering(query, from: source.name)
        } catch let error as SourceError {
            throw .source(error)
        } catch {
            throw .source(SourceError(.unavailable, "\(error)"))
        }
        do {
            try FileIO.writeAtomically(SnapshotDocument.encode(response), to: out)
        } catch {
            throw .write("cannot write \(error)")
        }
        let warning = FiguresChanged.announce(
            source: SnapshotFileSource(path: out).name, metrics: Set(response.readings.keys), environment: environment,
            at: clock.now)
        return Published(response: response, warning: warning)
    }

    /// Publishes now and then every `interval` seconds, until `wait` throws (a cancelled task,
    /// a test that has seen enough). A source that fails is said (`report`) and asked again
    /// next time — the last good file stays where it is, for readers to go on reading; a file
    /// that cannot be written ends it.
    ///
    /// - Parameter wait: returns at the moment it is given (the program sleeps until then; a
    ///   test moves its manual clock there).
    package func run(every interval: TimeInterval, wait: (Date) async throws -> Void, report: (String) -> Void) async throws {
        while true {
            let started = clock.now
            do {
                let published = try await publish()
                if let warning = published.warning { report(warning) }
                report("published \(out) (\(published.response.readings.count) metrics, \(ISO8601.string(started)))")
            } catch .source(let error) {
                report("\(error.message); \(out) keeps its last figures")
            }
            try await wait(started.addingTimeInterval(interval))
        }
    }
}
