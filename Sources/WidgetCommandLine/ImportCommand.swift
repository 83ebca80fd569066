#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetCore
import WidgetFormats
import WidgetStore
import WidgetSystem
import WidgetTerminal

/// `widgetdeck import orders|sessions FILE.csv [--store PATH] [--shop NAME] [--time-zone ZONE] [--skip-bad-rows]`.
func runImport(_ arguments: [String], platform: Platform) throws -> ExitStatus {
    guard let kind = arguments.first, kind == "orders" || kind == "sessions" else {
        let guess =
            arguments.first.flatMap { Suggestion.nearest(to: $0, in: ["orders", "sessions"]) }.map { " (did you mean import \($0)?)" } ?? ""
        let what =
            arguments.first.map { "\"\(TerminalText.truncated(TerminalText.sanitized($0), toWidth: 40))\" cannot be imported\(guess); " }
            ?? "say what to import: "
        throw UsageError(message: "import: \(what)widgetdeck import orders FILE.csv, or widgetdeck import sessions FILE.csv")
    }
    let parsed = try Arguments(
        Array(arguments.dropFirst()), for: kind == "orders" ? .importOrders : .importSessions, environment: platform.environment)
    guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
        throw UsageError(message: "import \(kind): give one CSV file, e.g. widgetdeck import \(kind) export.csv")
    }
    let zone = try parsed[.timeZone]
    guard FileIO.exists(file) else { throw CommandError(message: "\(file): No such file or directory", status: .noInput) }
    let path = try parsed[.store] ?? Store.defaultPath(environment: platform.environment)
    let name = try parsed[.shopName] ?? "My shop"
    let id = Shop.id(forName: name)
    let store: Store
    // A store this import makes is removed again if the import fails: a disk that filled must
    // not keep a store, its WAL or its index filling it.
    let fresh = !FileIO.exists(path)
    func removeFresh() {
        guard fresh else { return }
        for suffix in ["", "-wal", "-shm", ".lock", "-journal"] { unlink(path + suffix) }
    }
    do {
        store = try Store(path: path)
    } catch {
        removeFresh()
        throw CommandError(message: "\(error)", status: !FileIO.exists(path) || error.isWriteFailure ? .cantCreate : .dataError)
    }
    // The shop's days are counted in its own zone: the one named, else the one it was given
    // before, else this machine's. Written with the orders, in their transaction.
    let existing = try? store.shops().first { $0.id == id }
    if let existing, existing.name != name {
        throw UsageError(
            message:
                "--shop: \"\(name)\" would be stored as \"\(id)\", which is the shop \"\(existing.name)\" already in \(path); give the same name to add to it, or a name that differs by letters or digits"
        )
    }
    var shop =
        existing ?? Shop(id: id, name: name, currencyCode: "USD", timeZone: SystemZones.processZoneName(environment: platform.environment))
    if let zone { shop.timeZone = zone }
    // Which zone the shop's days are counted in, and why: said with the result, never silent.
    let zoneSource =
        zone != nil ? "" : existing != nil ? ", as before" : ", this machine's zone; give --time-zone for your shop's"
    let zoneText = "days counted in \(TerminalText.sanitized(shop.timeZone))\(zoneSource)"
    let progress = ImportProgressLine(enabled: isatty(STDERR_FILENO) == 1)
    do {
        if kind == "orders" {
            let report = try OrdersImport.run(
                path: file, into: store, shop: shop, zone: SystemZones.named(shop.timeZone, environment: platform.environment),
                skipBadRows: parsed.has(.skipBadRows), progress: progress.show)
            progress.done()
            for issue in report.skipped { complain("skipped: \(issue)") }
            write(
                "\(TerminalText.sanitized(file)): imported \(report.orders) order\(report.orders == 1 ? "" : "s") (\(report.lineItems) line items, \(report.rows) rows) into \(TerminalText.sanitized(path)), shop \"\(TerminalText.sanitized(shop.id))\" (\(zoneText))\(report.skipped.isEmpty ? "" : "; skipped \(report.skipped.count) (listed above)")\n"
            )
            if let mismatch = report.zoneMismatch {
                complain(
                    "warning: \(mismatch.orders) order\(mismatch.orders == 1 ? " was" : "s were") written at \(utcOffsetText(mismatch.fileOffset)) (the first, \(TerminalText.sanitized(mismatch.firstOrder))), but \(TerminalText.sanitized(shop.timeZone)) was at \(utcOffsetText(mismatch.zoneOffset)) then: the shop's \"today\" would begin at another hour than its orders' days. Import again with --time-zone and the zone of your shop (Shopify admin › Settings › General)"
                )
            }
        } else {
            let count = try SessionsImport.run(path: file, into: store, shop: shop, updateShop: zone != nil)
            write(
                "\(TerminalText.sanitized(file)): imported \(count) session count\(count == 1 ? "" : "s") into \(TerminalText.sanitized(path)), shop \"\(TerminalText.sanitized(shop.id))\" (\(zoneText))\n"
            )
        }
    } catch let issue as ImportIssue {
        progress.done()
        withExtendedLifetime(store) {}
        removeFresh()
        throw CommandError(message: "\(issue); nothing from this file was kept", status: .dataError)
    } catch let error as FileError {
        progress.done()
        removeFresh()
        throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
    } catch {
        progress.done()
        removeFresh()
        let cannotWrite = (error as? StoreError)?.isWriteFailure ?? false
        throw CommandError(message: "\(error); nothing from this file was kept", status: cannotWrite ? .cantCreate : .dataError)
    }
    if let warning = FiguresChanged.announce(
        source: "store:\(FileIO.absolute(path))", metrics: FiguresChanged.metrics(importing: kind), environment: platform.environment,
        at: platform.clock.now)
    {
        complain(warning)
    }
    let shops = (try? store.shops().count) ?? 1
    write("see it: \(showCommand(store: path, shop: shop.id, onlyShop: shops == 1, environment: platform.environment))\n")
    return .ok
}

/// `-05:00`, `+05:30`, `+00:00`: an offset east of UTC in seconds, as ISO 8601 writes it.
func utcOffsetText(_ seconds: Int) -> String {
    let magnitude = abs(seconds) / 60
    let (hours, minutes) = (magnitude / 60, magnitude % 60)
    return (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
}

/// The command that shows what an import wrote: the dashboard on the store when the shop is
/// its only one (`--source store` for the default store), else the screen of that shop.
func showCommand(store path: String, shop: String, onlyShop: Bool, environment: [String: String]) -> String {
    let isDefault = FileIO.absolute(path) == FileIO.absolute(Store.defaultPath(environment: environment))
    let source = "--source " + (isDefault ? "store" : shellQuoted("store:" + FileIO.absolute(path)))
    return onlyShop ? "widgetdeck \(source)" : "widgetdeck screen \(source) --shop \(shellQuoted(shop))"
}

/// `text` as one word for a POSIX shell: as it is when it holds only safe characters, else in
/// single quotes.
func shellQuoted(_ text: String) -> String {
    let safe = text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./:=@%+,".unicodeScalars.contains($0))
    }
    return safe && !text.isEmpty
        ? TerminalText.sanitized(text)
        : "'" + TerminalText.sanitized(text).split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}

/// A line of progress on standard error, at most once a second, when it is a terminal: rows
/// read, orders, the rate and how much of the file.
final class ImportProgressLine {
    let enabled: Bool
    private var started = 0.0
    private var last = 0.0
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled
        started = Self.now()
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func show(_ progress: ImportProgress) {
        guard enabled else { return }
        let now = Self.now()
        guard now - last >= 1 else { return }
        last = now
        let rate = Int(Double(progress.rows) / max(0.001, now - started))
        let percent = progress.totalBytes > 0 ? " \(progress.bytesRead * 100 / progress.totalBytes)%" : ""
        writeAll("\r\u{1B}[K  reading:\(percent) \(progress.rows) rows, \(progress.orders) orders, \(rate) rows/s", to: 2)
        shown = true
    }

    func done() {
        if shown { writeAll("\r\u{1B}[K", to: 2) }
        shown = false
    }
}
