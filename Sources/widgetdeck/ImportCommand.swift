/// `widgetdeck import orders|sessions FILE.csv [--store PATH] [--shop NAME] [--time-zone ZONE] [--skip-bad-rows]`.
func runImport(_ arguments: [String], platform: Platform) throws -> ExitStatus {
    guard let kind = arguments.first, kind == "orders" || kind == "sessions" else {
        let guess = arguments.first.flatMap { Suggestion.nearest(to: $0, in: ["orders", "sessions"]) }.map { " (did you mean import \($0)?)" } ?? ""
        let what = arguments.first.map { "\"\($0)\" cannot be imported\(guess); " } ?? "say what to import: "
        throw UsageError(message: "import: \(what)widgetdeck import orders FILE.csv, or widgetdeck import sessions FILE.csv")
    }
    let parsed = try Arguments(Array(arguments.dropFirst()), for: kind == "orders" ? .importOrders : .importSessions)
    guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
        throw UsageError(message: "import \(kind): give one CSV file, e.g. widgetdeck import \(kind) export.csv")
    }
    if let zone = parsed["time-zone"], SystemZones.named(zone, environment: platform.environment) == nil {
        throw UsageError(message: "--time-zone: \"\(zone)\" is not a time zone this machine knows; use a name like America/Toronto or Europe/Paris")
    }
    let bytes: [UInt8]
    do {
        bytes = try FileIO.read(file)
    } catch {
        throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
    }
    let path = parsed["store"] ?? Store.defaultPath(environment: platform.environment)
    let name = parsed["shop"] ?? "My shop"
    let id = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    let store: Store
    do {
        store = try Store(path: path)
    } catch {
        throw CommandError(message: "\(error)", status: .cantCreate)
    }
    // The shop's days are counted in its own zone: the one named, else the one it was given
    // before, else this machine's.
    var shop = (try? store.shops().first { $0.id == id })
        ?? Shop(id: id, name: name, currencyCode: "USD", timeZone: SystemZones.processZoneName(environment: platform.environment))
    if let zone = parsed["time-zone"], zone != shop.timeZone {
        shop.timeZone = zone
        do { try store.upsertShop(shop) } catch { throw CommandError(message: "\(error)", status: .cantCreate) }
    }
    do {
        if kind == "orders" {
            let report = try OrdersImport.run(bytes, file: file, into: store, shop: shop, skipBadRows: parsed.has("skip-bad-rows"))
            for issue in report.skipped { complain("skipped: \(issue)") }
            write("\(file): imported \(report.orders) order\(report.orders == 1 ? "" : "s") (\(report.lineItems) line items) into \(path), shop \"\(shop.id)\"\(report.skipped.isEmpty ? "" : "; skipped \(report.skipped.count)")\n")
        } else {
            let count = try SessionsImport.run(bytes, file: file, into: store, shop: shop)
            write("\(file): imported \(count) session count\(count == 1 ? "" : "s") into \(path), shop \"\(shop.id)\"\n")
        }
    } catch let issue as ImportIssue {
        throw CommandError(message: "\(issue); nothing from this file was kept", status: .dataError)
    } catch {
        throw CommandError(message: "\(error)", status: .dataError)
    }
    return .ok
}
