#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetFormats
import WidgetDrawing

/// Where figures come from.
package enum SourceSpec: Hashable, Sendable, CustomStringConvertible {
    /// The built-in demo shop.
    case demo
    /// A SQLite store at a path.
    case store(String)
    /// A snapshot file another process publishes.
    case snapshot(String)
    /// An HTTP(S) endpoint serving the snapshot document.
    case http(String)
    /// A Shopify shop through the GraphQL Admin API: its name (or a full endpoint URL), with
    /// the API version and token file the command line gave.
    case shopify(ShopifySpec)

    /// Parses `demo`, `store` (the default store, `defaultStore`: nil where there is none),
    /// `store:PATH`, `snapshot:PATH`, `shopify:SHOP` or an `http://` / `https://` URL.
    package init?(_ text: String, defaultStore: String? = nil) {
        if text == "store", let defaultStore {
            self = .store(defaultStore)
        } else if text.hasPrefix("shopify:"), text.count > 8 {
            self = .shopify(ShopifySpec(shop: String(text.dropFirst(8))))
        } else if text == "demo" {
            self = .demo
        } else if text.hasPrefix("store:"), text.count > 6 {
            self = .store(String(text.dropFirst(6)))
        } else if text.hasPrefix("snapshot:"), text.count > 9 {
            self = .snapshot(String(text.dropFirst(9)))
        } else if (text.hasPrefix("http://") && text.count > 7) || (text.hasPrefix("https://") && text.count > 8) {
            self = .http(text)
        } else {
            return nil
        }
    }

    /// The forms a source may take, for messages.
    package static let allowed =
        "demo, store (the one import writes), store:PATH, snapshot:FILE, shopify:SHOP, http://HOST/PATH or https://HOST/PATH"

    package var description: String {
        switch self {
        case .demo: "demo"
        case .store(let path): "store:\(path)"
        case .snapshot(let path): "snapshot:\(path)"
        case .http(let url): url
        case .shopify(let spec): "shopify:\(spec.shop)"
        }
    }
}

/// Where a `shopify:` source reads: the shop (`maple-and-moss`, `maple-and-moss.myshopify.com`
/// or a full endpoint URL), and what `--api-version` and `--token-file` said.
package struct ShopifySpec: Hashable, Sendable {
    package var shop: String
    package var apiVersion: String?
    package var tokenFile: String?

    package init(shop: String, apiVersion: String? = nil, tokenFile: String? = nil) {
        self.shop = shop
        self.apiVersion = apiVersion
        self.tokenFile = tokenFile
    }
}

/// The refresh budget every placed widget gets (see the timeline runner).
package struct BudgetSettings: Hashable, Sendable {
    /// Reloads allowed per rolling 24 hours.
    package var dailyReloads: Int = 70
    /// The least time between two reloads of one widget.
    package var minimumSpacing: TimeInterval = 300
    /// No limits at all, for development.
    package var debug: Bool = false
    /// The least time between two policy reloads of a widget not in view (another page,
    /// scrolled off): what nobody sees reloads less, and reloads at once when it comes into view.
    package var hiddenSpacing: TimeInterval = 3600
    /// Reloads due within this after one that runs start with it: widgets loaded at different
    /// moments come back together, and one screen shows one "as of".
    package var batchWindow: TimeInterval = 60

    /// Reloads a day of a widget never in view. A widget's allowance grows from this to
    /// ``dailyReloads`` with the share of the last 24 hours it was in view, as WidgetKit gives
    /// the widgets a person looks at more.
    package var hiddenReloads: Int { max(1, dailyReloads / 4) }

    /// The least time between two policy reloads of a widget out of view whose allowance is
    /// `allowance`: the hidden spacing, or longer so the allowance lasts the whole day (17 a day
    /// is one every 85 minutes) and the budget never runs dry while nobody looks.
    package func hiddenSpacing(allowance: Int) -> TimeInterval {
        max(hiddenSpacing, RefreshBudget.window / Double(max(1, allowance)))
    }

    /// The allowance of a widget in view for `seenShare` (0 to 1) of the window.
    package func allowance(seenShare: Double) -> Int {
        let share = seenShare.isFinite ? min(1, max(0, seenShare)) : 1
        return hiddenReloads + Int((Double(dailyReloads - hiddenReloads) * share).rounded())
    }

    package init(dailyReloads: Int = 70, minimumSpacing: TimeInterval = 300, debug: Bool = false) {
        self.dailyReloads = dailyReloads
        self.minimumSpacing = minimumSpacing
        self.debug = debug
    }
}

/// One widget placed on the dashboard. Its `id` is stable across edits, so a change of its
/// configuration is seen as such, not as a removal and an addition.
package struct PlacedWidget: Hashable, Sendable {
    package var id: String
    package var kind: String
    package var family: WidgetFamily
    package var configuration: WidgetConfiguration
    package var page: DashboardPage
    /// Whether `id` came from the file; a widget without one is known by its derived identity
    /// (``PlacedWidgetRecord/identity(kind:family:configuration:)``).
    package var hasStableID: Bool
    /// The Smart Stack it is in: widgets of one family on the home page with the same stack
    /// name take one place, the most relevant of them showing (``StackRotation``).
    package var stack: String?
    /// Drawn at this size instead of its family's (a Live Activity's sheet in `preview --live`).
    package var size: Size?

    package init(
        id: String, kind: String = WidgetKind.metrics.id, family: WidgetFamily, configuration: WidgetConfiguration,
        page: DashboardPage? = nil,
        hasStableID: Bool = true, stack: String? = nil, size: Size? = nil
    ) {
        self.id = id
        self.hasStableID = hasStableID
        self.stack = stack
        self.size = size
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.page = page ?? (family.isAccessory ? .lock : .home)
    }
}

/// The dashboard file: the source, the theme, the refresh budget and the placed widgets.
/// Format: `docs/dashboard.md`.
package struct DashboardFile: Hashable, Sendable {
    package var source: SourceSpec
    package var theme: String
    package var budget: BudgetSettings
    package var widgets: [PlacedWidget]

    package init(source: SourceSpec = .demo, theme: String = "dark", budget: BudgetSettings = BudgetSettings(), widgets: [PlacedWidget]) {
        self.source = source
        self.theme = theme
        self.budget = budget
        self.widgets = widgets
    }

    /// What `widgetdeck` shows with no dashboard file: a large sales widget, two smalls and a
    /// medium on the home screen; circular, rectangular and inline on the lock screen — the two
    /// showing sales private, so a locked screen shows them redacted.
    package static let standard = DashboardFile(widgets: [
        PlacedWidget(id: "sales-large", family: .large, configuration: WidgetConfiguration(metrics: WidgetConfiguration.defaultMetrics)),
        PlacedWidget(id: "orders-small", family: .small, configuration: WidgetConfiguration(metrics: ["orders", "orders_to_fulfill"])),
        PlacedWidget(
            id: "traffic-small", family: .small,
            configuration: WidgetConfiguration(metrics: ["sessions", "conversion_rate"], range: .last7Days)),
        PlacedWidget(
            id: "month-medium", family: .medium,
            configuration: WidgetConfiguration(
                metrics: ["total_sales", "net_sales", "average_order_value", "returning_customer_rate"], range: .last30Days)),
        PlacedWidget(
            id: "fulfill-medium", kind: WidgetKind.ordersToFulfill.id, family: .medium, configuration: WidgetConfiguration(metrics: [])),
        PlacedWidget(id: "status-small", kind: WidgetKind.storeStatus.id, family: .small, configuration: WidgetConfiguration(metrics: [])),
        PlacedWidget(
            id: "sales-circular", family: .accessoryCircular, configuration: WidgetConfiguration(metrics: ["total_sales"], isPrivate: true)),
        PlacedWidget(id: "orders-rectangular", family: .accessoryRectangular, configuration: WidgetConfiguration(metrics: ["orders"])),
        PlacedWidget(
            id: "sales-inline", family: .accessoryInline, configuration: WidgetConfiguration(metrics: ["total_sales"], isPrivate: true)),
    ])
}

extension DashboardFile {
    static let topKeys = ["source", "theme", "budget", "widgets"]
    /// The most widgets a dashboard file places: far more than any screen shows, and few enough
    /// that placing, diffing and drawing them stays instant.
    package static let maximumWidgets = 1000
    static let widgetKeys = ["id", "kind", "family", "shop", "metrics", "range", "page", "private", "title", "query", "unit", "stack"]
    static let budgetKeys = ["dailyReloads", "minimumSpacingSeconds", "debug"]

    /// Reads and checks a dashboard document.
    ///
    /// Every problem is reported with its JSON path, what was found and what is allowed (an
    /// unknown metric lists the known ids). Unknown keys, repeated metrics, lists longer than
    /// the family holds and unknown kinds are warnings: the file still loads.
    ///
    /// - Returns: the dashboard and the warnings.
    /// - Throws: ``DocumentError`` with every error found.
    /// - Parameters:
    ///   - defaultStore: the path `"source": "store"` means (the store `import` writes).
    ///   - now: the moment a query widget's period is measured from, to hold it to its bounds.
    package static func parse(
        _ bytes: [UInt8], file: String, defaultStore: String? = nil, now: Date
    ) throws(DocumentError) -> (DashboardFile, warnings: [DocumentIssue]) {
        let document = try DocumentError.parseJSON(bytes, file: file)
        var reader = JSONReader()
        var dashboard = DashboardFile(widgets: [])
        guard let members = reader.object(document, at: "", expected: "an object with \"widgets\"") else {
            throw DocumentError(file: file, issues: reader.errors)
        }
        reader.warnUnknownKeys(members, at: "", known: topKeys)
        if let text = reader.string(document["source"], at: "source", required: false) {
            if let source = SourceSpec(text, defaultStore: defaultStore) {
                dashboard.source = source
            } else {
                reader.error("source", "\"\(text)\" is not a source; allowed: \(SourceSpec.allowed)")
            }
        }
        if let theme = reader.string(document["theme"], at: "theme", required: false) {
            if Theme.builtIn(theme) == nil && !theme.contains("/") && !theme.hasSuffix(".json") {
                reader.error(
                    "theme", "\"\(theme)\" is not a theme; built in: \(Theme.builtInNames.joined(separator: ", ")), or a theme file's path")
            }
            dashboard.theme = theme
        }
        if let budget = document["budget"], let fields = reader.object(budget, at: "budget") {
            reader.warnUnknownKeys(fields, at: "budget", known: budgetKeys)
            if let n = reader.number(budget["dailyReloads"], at: "budget.dailyReloads", required: false, integer: true, range: 1...10_000) {
                dashboard.budget.dailyReloads = Int(n)
            }
            if let n = reader.number(
                budget["minimumSpacingSeconds"], at: "budget.minimumSpacingSeconds", required: false, range: 0...86_400)
            {
                dashboard.budget.minimumSpacing = n
            }
            if let b = reader.bool(budget["debug"], at: "budget.debug") { dashboard.budget.debug = b }
        }
        guard let widgetsValue = document["widgets"] else {
            reader.error("widgets", "missing; a dashboard places at least one widget")
            throw DocumentError(file: file, issues: reader.errors)
        }
        guard case .array(let widgets) = widgetsValue else {
            reader.error("widgets", "expected an array of widgets, found \(widgetsValue.shortDescription)")
            throw DocumentError(file: file, issues: reader.errors)
        }
        guard widgets.count <= maximumWidgets else {
            reader.error("widgets", "has \(widgets.count) widgets; a dashboard places at most \(maximumWidgets)")
            throw DocumentError(file: file, issues: reader.errors)
        }
        var ids = Set<String>()
        // Each stack's first widget: its family and where it was given.
        var stacks: [String: (family: WidgetFamily, path: String)] = [:]
        for (index, value) in widgets.enumerated() {
            let path = "widgets[\(index)]"
            guard let fields = reader.object(value, at: path, expected: "a widget object") else { continue }
            reader.warnUnknownKeys(fields, at: path, known: widgetKeys)
            let id = reader.string(value["id"], at: "\(path).id", required: false)
            if let id {
                if id.isEmpty { reader.error("\(path).id", "must not be empty") }
                if !ids.insert(id).inserted { reader.error("\(path).id", "\"\(id)\" is already the id of another widget; ids are unique") }
            }
            var kind = reader.string(value["kind"], at: "\(path).kind", required: false) ?? WidgetKind.metrics.id
            if let current = WidgetKind.aliases[kind] {
                reader.warning(
                    "\(path).kind", "\"\(kind)\" is an older spelling of \"\(current)\"; it still works, but write \"\(current)\"")
                kind = current
            }
            if WidgetKind.named(kind) == nil {
                reader.warning(
                    "\(path).kind",
                    "\"\(kind)\" is not a widget kind; it will show a notice. Kinds: \(WidgetKind.all.filter { !$0.isDeprecated }.map(\.id).joined(separator: ", "))"
                )
            } else if let replacement = WidgetKind.named(kind)?.replacement {
                reader.warning("\(path).kind", "\"\(kind)\" is retired; use \"\(replacement)\"")
            }
            var family: WidgetFamily?
            if let name = reader.string(value["family"], at: "\(path).family") {
                family = WidgetFamily(name: name)
                if family == nil {
                    reader.error(
                        "\(path).family",
                        "\"\(name)\" is not a family; allowed: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))")
                }
            }
            let shop = reader.string(value["shop"], at: "\(path).shop", required: false) ?? "default"
            var range = DateRange.today
            if let text = reader.string(value["range"], at: "\(path).range", required: false) {
                if let r = DateRange(token: text) {
                    range = r
                } else {
                    reader.error("\(path).range", "\"\(text)\" is not a range; allowed: today, last7Days, last30Days (or 7d, 30d)")
                }
            }
            var page: DashboardPage?
            if let text = reader.string(value["page"], at: "\(path).page", required: false) {
                page = DashboardPage(rawValue: text).flatMap { $0.holdsWidgets ? $0 : nil }
                if page == nil { reader.error("\(path).page", "\"\(text)\" is not a page; allowed: home, lock") }
            }
            var stack: String?
            if let name = reader.string(value["stack"], at: "\(path).stack", required: false) {
                stack = name
                if name.allSatisfy(\.isWhitespace) {
                    reader.error("\(path).stack", "must not be empty or only spaces; name the stack, or leave the key out")
                } else if name.count > 64 {
                    reader.error("\(path).stack", "is \(name.count) characters; a stack's name is at most 64")
                }
                if let family, family.isAccessory || page == .lock {
                    reader.error(
                        "\(path).stack",
                        "stacks are on the home page, of small, medium, large or extra large widgets; this one is \(family.rawValue) on the \(page?.rawValue ?? "lock") page"
                    )
                } else if let family, !name.allSatisfy(\.isWhitespace) {
                    if let first = stacks[name], first.family != family {
                        reader.error(
                            "\(path).stack",
                            "\"\(name)\" holds \(first.family.rawValue) widgets (\(first.path)); this one is \(family.rawValue) — a stack's widgets share one size"
                        )
                    } else if stacks[name] == nil {
                        stacks[name] = (family, path)
                    }
                }
            }
            var metrics = parseMetrics(value["metrics"], at: "\(path).metrics", family: family, reader: &reader)
            let isPrivate = reader.bool(value["private"], at: "\(path).private") ?? false
            var query: QueryMetric?
            if kind == WidgetKind.query.id {
                query = parseQuery(value, at: path, now: now, reader: &reader)
                metrics = []
            } else if value["query"] != nil || value["title"] != nil || value["unit"] != nil {
                reader.warning(path, "title, query and unit are for a widget of kind \"query\"; this one is \"\(kind)\" and ignores them")
            }
            if let family, let metrics {
                let configuration = WidgetConfiguration(shop: shop, metrics: metrics, range: range, isPrivate: isPrivate, query: query)
                // Without an id, a widget is known by what it shows (the seed's derived identity);
                // two identical ones are told apart by their order.
                let widgetID =
                    id
                    ?? {
                        let base = PlacedWidgetRecord.identity(kind: kind, family: family, configuration: configuration)
                        var derived = base, n = 2
                        while ids.contains(derived) {
                            derived = "\(base)-\(n)"
                            n += 1
                        }
                        ids.insert(derived)
                        return derived
                    }()
                dashboard.widgets.append(
                    PlacedWidget(
                        id: widgetID, kind: kind, family: family, configuration: configuration, page: page, hasStableID: id != nil,
                        stack: stack.flatMap { $0.isEmpty ? nil : $0 }))
            }
        }
        if widgets.isEmpty { reader.error("widgets", "is empty; a dashboard places at least one widget") }

        guard reader.errors.isEmpty else { throw DocumentError(file: file, issues: reader.errors) }
        return (dashboard, reader.warnings)
    }

    /// A `query` widget's title, ShopifyQL and unit. A query outside the subset the store runs
    /// is a warning, not an error: a `shopify:` source runs all of ShopifyQL.
    private static func parseQuery(_ value: JSONValue, at path: String, now: Date, reader: inout JSONReader) -> QueryMetric? {
        let text = reader.string(value["query"], at: "\(path).query")
        let title = reader.string(value["title"], at: "\(path).title")
        var unit = MetricUnit.count
        if let name = reader.string(value["unit"], at: "\(path).unit", required: false) {
            if let parsed = MetricUnit(rawValue: name) {
                unit = parsed
            } else {
                reader.error("\(path).unit", "\"\(name)\" is not a unit; allowed: money, count, percent")
            }
        }
        guard let text, let title else { return nil }
        if text.isEmpty {
            reader.error(
                "\(path).query", "must not be empty; give a ShopifyQL query such as \"FROM sales SHOW total_sales SINCE -6d UNTIL today\"")
        }
        if title.isEmpty { reader.error("\(path).title", "must not be empty") }
        do {
            let query = try ShopifyQLQuery.parse(text)
            // The bounds every run holds it to, checked now rather than when it first runs: a
            // period of 99,999 days or a million hourly rows is refused here, naming the limit.
            do {
                _ = try ShopifyQLPeriod.of(query, today: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)), now: now)
            } catch let bound where bound.isLimit {
                reader.error("\(path).query", bound.message)
            } catch {}
        } catch {
            reader.warning("\(path).query", "the store cannot run this (\(error)); a shopify: source may")
        }
        return QueryMetric(title: TerminalText.sanitized(title), query: text, unit: unit)
    }

    private static func parseMetrics(_ value: JSONValue?, at path: String, family: WidgetFamily?, reader: inout JSONReader) -> [String?]? {
        guard let value else { return WidgetConfiguration.defaultMetrics }
        guard case .array(let items) = value else {
            reader.error(path, "expected an array of metric ids (null for None), found \(value.shortDescription)")
            return nil
        }
        if items.count > WidgetConfiguration.maximumSlots {
            reader.error(path, "has \(items.count) slots; a widget has at most \(WidgetConfiguration.maximumSlots)")
        }
        var ids: [String?] = []
        var seen = Set<String>()
        var valid = true
        for (i, item) in items.enumerated() {
            switch item {
            case .null:
                ids.append(nil)
            case .string(let id) where id == "none" || id == "None":
                ids.append(nil)
            case .string(let id):
                if Metric.named(id) == nil {
                    reader.error("\(path)[\(i)]", "\"\(id)\" is not a metric; known metrics: \(Metric.knownIDs) (or null for None)")
                    valid = false
                } else if !seen.insert(id).inserted {
                    reader.warning("\(path)[\(i)]", "\"\(id)\" repeats an earlier slot and becomes None")
                }
                ids.append(id)
            default:
                reader.error("\(path)[\(i)]", "expected a metric id or null, found \(item.shortDescription)")
                valid = false
            }
        }
        if let family, items.count > family.metricCapacity {
            reader.warning(path, "has \(items.count) slots; \(family.rawValue) holds \(family.metricCapacity), the rest are not shown")
        }
        return valid ? ids : nil
    }
}
