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
import WidgetTerminal

/// `widgetdeck query "FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d UNTIL today"
/// [--source …] [--shop ID] [--now T] [--format table|json|csv]`: ShopifyQL over the store —
/// the demo shop's or one imported (`store:PATH`) — or through Shopify's Admin API
/// (`shopify:SHOP`), answered in the Admin API's own shape either way.
func runQuery(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .query, environment: platform.environment)
    guard parsed.positionals.count == 1, let text = parsed.positionals.first else {
        throw UsageError(
            message:
                "query: give one ShopifyQL query in quotes, e.g. widgetdeck query \"FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d\""
        )
    }
    let format = try parsed[.queryFormat] ?? .table
    let data = try DataOptions(parsed, environment: platform.environment)
    let locale = DisplayLocale.viewer(environment: platform.environment)
    let now = try parsed[.now] ?? platform.clock.now
    let source = try data.source.open(environment: platform.environment, locale: locale, clock: platform.clock)
    let table: ShopifyQLTable
    do {
        // The store parses the subset it runs; the Admin API parses the text itself.
        guard let answering = source.shopifyQL else {
            throw UsageError(
                message:
                    "query: runs on the store (--source demo or store:PATH) or on Shopify (--source shopify:SHOP); \(data.source) holds published figures, not orders"
            )
        }
        table = try await answering.answer(shopifyQL: text, shop: try parsed[.shownShop] ?? "default", now: now).0
    } catch let error as ShopifyQLError {
        throw CommandError(message: error.description, status: .dataError)
    } catch let error as SourceError {
        throw CommandError(message: error.message, status: queryStatus(error))
    }
    switch format {
    case .json: write(table.json.serialized + "\n")
    case .csv: write(table.csv)  // RFC 4180 quoting; text from Shopify is sanitized when decoded
    case .table: write(table.text(locale: locale))
    }
    return .ok
}

/// The exit status for a source's failure: no data yet (66), the service unreachable or
/// refusing (69), or an answer that could not be used (65).
func queryStatus(_ error: SourceError) -> ExitStatus {
    switch error.reason {
    case .missing: .noInput
    case .unavailable, .forbidden: .unavailable
    case .unreadable, .newerSchema, .wrongRange: .dataError
    case .cannotWrite: .cantCreate
    }
}
