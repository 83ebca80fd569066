/// `widgetdeck query "FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d UNTIL today"
/// [--source …] [--shop ID] [--now T] [--format table|json|csv]`: ShopifyQL over the store —
/// the demo shop's or one imported (`store:PATH`) — answered in the Admin API's own shape.
func runQuery(_ arguments: [String], platform: Platform) async throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .query)
    guard parsed.positionals.count == 1, let text = parsed.positionals.first else {
        throw UsageError(message: "query: give one ShopifyQL query in quotes, e.g. widgetdeck query \"FROM sales SHOW total_sales, orders GROUP BY day SINCE -7d\"")
    }
    let format = try choice(parsed["format"], option: "format", allowed: ["table", "json", "csv"], default: "table") { ["table", "json", "csv"].contains($0) ? $0 : nil }
    let data = try DataOptions(parsed)
    let locale = DisplayLocale.viewer(environment: platform.environment)
    var now = Date()
    if let text = parsed["now"] { now = try parseNow(text, zone: locale.timeZone) }
    let query: ShopifyQLQuery
    do {
        query = try ShopifyQLQuery.parse(text)
    } catch {
        throw CommandError(message: error.description, status: .dataError)
    }
    guard let store = try data.source.makeSource(environment: platform.environment, locale: locale) as? StoreSource else {
        throw UsageError(message: "query: runs on the store (--source demo or store:PATH); \(data.source) holds published figures, not orders")
    }
    let table: ShopifyQLTable
    do {
        table = try await store.run(query, shop: try shopOption(parsed), now: now)
    } catch let error as ShopifyQLError {
        throw CommandError(message: error.description, status: .dataError)
    } catch let error as SourceError {
        throw CommandError(message: error.message, status: error.reason == .missing ? .noInput : .dataError)
    }
    switch format {
    case "json": write(table.json.serialized + "\n")
    case "csv": write(table.csv)  // every cell is a number, a decimal or a date the store made
    default: write(table.text)
    }
    return .ok
}
