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
import WidgetFormats
import Synchronization

/// A Shopify shop read through the GraphQL Admin API (`--source shopify:SHOP`): each widget's
/// metrics become ShopifyQL queries (``ShopifyMetricsPlan``), sent as `shopifyqlQuery`.
///
/// - Where: `shopify:maple-and-moss` or `shopify:maple-and-moss.myshopify.com` →
///   `POST https://maple-and-moss.myshopify.com/admin/api/VERSION/graphql.json`; a full URL
///   (`shopify:http://127.0.0.1:8080/admin/api/2026-10/graphql.json`) for local proxies and
///   tests — plain `http://` only to a loopback address.
/// - The token: `SHOPIFY_ACCESS_TOKEN`, or the first line of a file private to its owner
///   (`--token-file`), sent as `X-Shopify-Access-Token`. It is never logged, shown or cached.
/// - One request per distinct query per minute, across widgets and processes: each answer is
///   kept in the shared cache (`$XDG_CACHE_HOME/widgetdeck/shopify`, named by a hash of the
///   endpoint and query) for `WIDGETDECK_CACHE_TTL` seconds (60), and a process about to ask
///   takes a lock on that query first, so a second process waits for the first one's answer
///   rather than asking again.
/// - Throttling: a `THROTTLED` answer says how empty the cost bucket is; the source waits the
///   time the restore rate implies and asks again, within its deadline (10 s), else reports it.
///   401/403/402/423 are named; 5xx and timeouts fail so the cache shows the last figures, stale.
package final class ShopifySource: MetricsSource, ShopifyQLAnswering {
    package let endpoint: String
    /// How the source is named in the status line, the log and the cache: never the token.
    package let name: String
    package let timeout: TimeInterval
    private let token: String
    private let caFile: String?
    private let ttl: TimeInterval
    private let answers: CacheDirectory
    /// The Admin API version asked.
    private let version: String
    private let locale: DisplayLocale
    /// When answers are kept and how old a kept one is.
    private let clock: any TimelineClock
    /// Requests under way in this process, by key: a second asker awaits the first.
    private let inFlight = Mutex<[String: Task<ShopifyAdmin.Answer, any Error>]>([:])

    /// Opens the source `spec` names (what follows `shopify:`).
    ///
    /// - Throws: ``SourceError`` for a shop name or URL that cannot be one, an API version
    ///   that is not `YYYY-MM`, a missing token or an unsafe token file.
    package init(
        spec: String, apiVersion: String? = nil, tokenFile: String? = nil, environment: [String: String], locale: DisplayLocale = .enUS,
        clock: any TimelineClock, timeout: TimeInterval = 10
    ) throws(SourceError) {
        self.clock = clock
        let version = apiVersion ?? ShopifyAdmin.defaultAPIVersion
        guard Self.isAPIVersion(version) else {
            throw SourceError(
                .unavailable,
                "--api-version \(TerminalText.sanitized(version)): an API version is YYYY-MM (\(ShopifyAdmin.firstAPIVersion) or later) or unstable"
            )
        }
        if spec.hasPrefix("http://") || spec.hasPrefix("https://") {
            guard HTTPTransport.accepts(spec) else {
                throw SourceError(.unavailable, "shopify:\(TerminalText.sanitized(spec)) is not a URL this client can fetch")
            }
            let url: SourceURL
            do { url = try SourceURL(spec) } catch { throw error }
            guard url.scheme == "https" || url.isLoopback else {
                throw SourceError(
                    .unavailable,
                    "shopify:\(TerminalText.sanitized(spec)): plain http:// is allowed only to a loopback address (127.0.0.1, ::1, localhost); use https://"
                )
            }
            endpoint = spec
            name = "shopify:" + spec
            // The version the URL names decides the fields asked for (`…/admin/api/2026-10/graphql.json`).
            if let named = spec.split(separator: "/").drop(while: { $0 != "api" }).dropFirst().first.map(String.init),
                Self.isAPIVersion(named)
            {
                self.version = named
            } else {
                self.version = version
            }
        } else {
            var shop = spec.lowercased()
            if shop.hasSuffix(".myshopify.com") { shop = String(shop.dropLast(14)) }
            guard !shop.isEmpty, shop.count <= 60, shop.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }),
                shop.first != "-"
            else {
                throw SourceError(
                    .unavailable,
                    "shopify:\(TerminalText.sanitized(spec)) is not a shop; give its myshopify name (shopify:maple-and-moss or shopify:maple-and-moss.myshopify.com)"
                )
            }
            endpoint = "https://\(shop).myshopify.com/admin/api/\(version)/graphql.json"
            name = "shopify:\(shop)"
            self.version = version
        }
        if let token = environment["SHOPIFY_ACCESS_TOKEN"], !token.isEmpty, tokenFile == nil {
            guard HTTPTransport.isSafeHeaderValue(token) else {
                throw SourceError(
                    .forbidden, "SHOPIFY_ACCESS_TOKEN holds a line break or control character; a token is one line of printable text")
            }
            // The environment is read as UTF-8 with bad bytes replaced (U+FFFD): a token with
            // one would be sent changed.
            guard !token.unicodeScalars.contains("\u{FFFD}") else {
                throw SourceError(
                    .forbidden, "SHOPIFY_ACCESS_TOKEN holds bytes that are not UTF-8 text; a token is one line of printable text")
            }
            self.token = token
        } else if let tokenFile, let token = try TokenFile.read(tokenFile) {
            self.token = token
        } else {
            throw SourceError(
                .forbidden,
                "no Admin API access token: set SHOPIFY_ACCESS_TOKEN or give --token-file FILE (a custom app's token with read_reports and read_orders; widgetdeck help shopifyql says how to make one)"
            )
        }
        caFile = environment["WIDGETDECK_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        ttl = CacheDirectory.freshness(environment: environment)
        answers = CacheDirectory(path: FileIO.userDirectory(.cache, environment: environment) + "/shopify")
        self.locale = locale
        self.timeout = timeout
    }

    /// `2025-10`, `2026-01`, …, or `unstable`.
    static func isAPIVersion(_ text: String) -> Bool {
        if text == "unstable" { return true }
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]) else {
            return false
        }
        return year >= 2025 && (1...12).contains(month) && (year, month) >= (2025, 10)
    }

    /// Whether `url`'s host is this machine (``SourceURL/isLoopback``); a URL that cannot be
    /// read as a source URL is not.
    static func isLoopback(_ url: String) -> Bool {
        (try? SourceURL(url))?.isLoopback ?? false
    }

    /// Controls that write (fulfil, pause) act on a local store only: a Shopify shop is never
    /// written to.
    package var writesRefusal: String { "acts on a local store only" }

    package func fetch(_ query: MetricsQuery) async throws -> MetricsResponse {
        var answers: [ShopifyMetricsPlan.Request: ShopifyAdmin.Answer] = [:]
        for request in ShopifyMetricsPlan.requests(for: query) {
            answers[request] = try await answer(request, limits: .widget)
        }
        guard let shop = answers.values.first?.shop else {
            throw SourceError(.unavailable, "\(name): no metric of this widget can be read from Shopify")
        }
        let zone = SystemZones.named(shop.timeZone) ?? SystemZones.viewer(environment: [:])
        guard
            let response = ShopifyMetricsPlan.response(
                for: query, answers: answers, now: query.end, wall: zone.wallTime(query.end), locale: locale)
        else {
            throw SourceError(.unavailable, "\(name): Shopify's answer holds no figures")
        }
        return response
    }

    /// The table the Admin API answers for ShopifyQL `text`, and the shop it is of (the shop
    /// is the one the token opens; `shop` and `now` are Shopify's to know).
    package func answer(shopifyQL text: String, shop: String, now: Date) async throws -> (ShopifyQLTable, Shop) {
        let answer = try await answer(.shopifyQL(text), limits: .query)
        guard let table = answer.table else { throw SourceError(.unreadable, "\(name): Shopify's answer holds no table") }
        return (table, answer.shop)
    }

    /// The answer to `request`: from the shared cache when an answer younger than the TTL is
    /// there, otherwise asked — once per process and, through the lock, once across processes.
    func answer(_ request: ShopifyMetricsPlan.Request, limits: ShopifyAdmin.Limits) async throws -> ShopifyAdmin.Answer {
        let key = fnv1a(endpoint + "\n" + request.text + "\n\(limits.rows)")
        let task = inFlight.withLock { tasks -> Task<ShopifyAdmin.Answer, any Error> in
            if let running = tasks[key] { return running }
            let task = Task { try await self.cachedOrAsked(request, key: key, limits: limits) }
            tasks[key] = task
            return task
        }
        defer { inFlight.withLock { _ = $0.removeValue(forKey: key) } }
        return try await task.value
    }

    private func cachedOrAsked(
        _ request: ShopifyMetricsPlan.Request, key: String, limits: ShopifyAdmin.Limits
    ) async throws -> ShopifyAdmin.Answer {
        if let kept = kept(request, key: key, limits: limits) { return kept }
        // Across processes: whoever holds the lock asks; the others then find its answer.
        try? FileIO.createDirectory(answers.path)
        let lock = await FileLock.waiting(path: answers.path + "/" + key + ".lock", atMost: timeout)
        defer { lock?.release() }
        if let kept = kept(request, key: key, limits: limits) { return kept }
        let (answer, body) = try await ask(request, limits: limits)
        let header = JSONValue.object([
            ("endpoint", .string(endpoint)), ("query", .string(request.text)), ("fetchedAt", .number(clock.now.timeIntervalSince1970)),
        ])
        answers.write(Array((header.serialized + "\n").utf8) + body, to: key + ".json")
        return answer
    }

    /// A kept answer to `request` younger than the TTL.
    private func kept(_ request: ShopifyMetricsPlan.Request, key: String, limits: ShopifyAdmin.Limits) -> ShopifyAdmin.Answer? {
        guard ttl > 0, let bytes = answers.read(key + ".json"), let newline = bytes.firstIndex(of: 0x0A),
            let header = try? JSONValue.parse(Array(bytes[..<newline])),
            header["endpoint"] == .string(endpoint), header["query"] == .string(request.text),
            case .number(let fetchedAt)? = header["fetchedAt"]
        else { return nil }
        let age = clock.now.timeIntervalSince1970 - fetchedAt
        guard age >= 0, age < ttl else { return nil }
        if case .success(let answer) = ShopifyAdmin.read(
            status: 200, body: Array(bytes[(newline + 1)...]), retryAfter: nil, text: request.text, isCount: request == .ordersToFulfill,
            limits: limits)
        {
            return answer
        }
        return nil
    }

    /// Asks Shopify, waiting out throttling within the deadline. Returns the answer and the
    /// body it came in (to keep).
    private func ask(_ request: ShopifyMetricsPlan.Request, limits: ShopifyAdmin.Limits) async throws -> (ShopifyAdmin.Answer, [UInt8]) {
        let isCount = request == .ordersToFulfill
        let body = ShopifyAdmin.body(
            document: isCount ? ShopifyAdmin.ordersCountDocument : ShopifyAdmin.shopifyQLDocument(version: version), text: request.text)
        let headers = [
            ("Content-Type", "application/json"), ("Accept", "application/json"), ("User-Agent", WidgetDeck.userAgent),
            ("X-Shopify-Access-Token", token),
        ]
        let deadline = monotonicSeconds() + timeout
        var attempt = 0
        while true {
            attempt += 1
            let left = deadline - monotonicSeconds()
            guard left > 0 else { throw SourceError(.unavailable, "\(name): no answer within \(Int(timeout)) s") }
            let response: HTTPResponse
            do {
                response = try await HTTPTransport.post(
                    endpoint, headers: headers, body: body, timeout: left, maxBody: 16 << 20, caFile: caFile)
            } catch {
                // The transport names the URL, never a header: the token cannot be in this.
                throw SourceError(error.reason, "\(name): \(error.message.replacingEndpoint(endpoint))")
            }
            switch ShopifyAdmin.read(
                status: response.status, body: response.body, retryAfter: response.headers["retry-after"], text: request.text,
                isCount: isCount, limits: limits)
            {
            case .success(let answer):
                return (answer, response.body)
            case .failure(.throttled(let asked, let detail)):
                let wait = Self.backoff(asked: asked, attempt: attempt)
                guard attempt < Self.maxAttempts else {
                    throw SourceError(
                        .unavailable, "\(name): throttled by Shopify (\(detail)) \(attempt) times in a row; giving up until the next reload"
                    )
                }
                guard monotonicSeconds() + wait < deadline else {
                    throw SourceError(
                        .unavailable,
                        "\(name): throttled by Shopify (\(detail)); the bucket refills in \(Int(wait.rounded(.up))) s, past this request's \(Int(timeout)) s deadline"
                    )
                }
                try await Task.sleep(nanoseconds: UInt64(wait * 1e9))
            case .failure(.failed(let error)):
                throw SourceError(error.reason, "\(name): \(error.message)")
            }
        }
    }

    /// The most requests one ask makes while throttled (the first and four retries).
    static let maxAttempts = 5

    /// How long to wait before attempt `attempt + 1` after a throttle that asked for `asked`
    /// seconds: never less than a floor that doubles with each attempt (0.5, 1, 2, 4 s), so a
    /// `Retry-After: 0` cannot make a storm, and never more than 60 s.
    static func backoff(asked: Double, attempt: Int) -> Double {
        let floor = 0.5 * Double(1 << min(max(attempt - 1, 0), 10))
        return min(max(asked.isFinite ? asked : 60, floor), 60)
    }

}

extension String {
    /// A transport message without the endpoint repeated (the source's name already says it).
    func replacingEndpoint(_ endpoint: String) -> String {
        hasPrefix(endpoint + ": ") ? String(dropFirst(endpoint.count + 2)) : self
    }
}
