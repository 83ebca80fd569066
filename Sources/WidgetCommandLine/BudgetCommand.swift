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
import WidgetStore
import WidgetSystem
import WidgetTerminal

/// `widgetdeck budget [FILE] [--hours N] [--now TIME]`: a dashboard file (the standard one
/// without FILE) run for a day on the manual clock against a fresh demo shop; a table of what
/// each widget's refresh budget did (``BudgetSimulation``).
func runBudget(_ arguments: [String], platform: Platform) throws -> ExitStatus {
    let parsed = try Arguments(arguments, for: .budget, environment: platform.environment)
    guard parsed.positionals.count <= 1 else {
        throw UsageError(message: "budget: give at most one dashboard file; see widgetdeck budget --help")
    }
    var file = DashboardFile.standard
    if let path = parsed.positionals.first {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch {
            throw CommandError(message: "\(error)", status: error.isMissing ? .noInput : .dataError)
        }
        do {
            let (dashboard, warnings) = try DashboardFile.parse(
                bytes, file: path, defaultStore: Store.defaultPath(environment: platform.environment), now: platform.clock.now)
            warnings.forEach { complain("warning: \(path): \($0)") }
            file = dashboard
        } catch {
            throw CommandError(message: error.description, status: .dataError)
        }
    }
    let hours = try parsed[.hours] ?? 24
    let locale = DisplayLocale.viewer(environment: platform.environment)
    let start = try parsed[.runStart] ?? platform.clock.now
    // A demo shop of the run's own: the day's orders it makes as the clock moves go nowhere.
    let folder: String
    do { folder = try FileIO.temporaryDirectory(prefix: "widgetdeck-budget", environment: platform.environment) } catch {
        throw CommandError(message: "budget: no folder for the run's demo shop: \(error)", status: .cantCreate)
    }
    defer { FileIO.removeFolder(folder) }
    let source: StoreSource
    do { source = try StoreSource(path: folder + "/demo.sqlite", demo: true, locale: locale) } catch {
        throw CommandError(message: "budget: the demo shop for the run cannot be made: \(error)", status: .cantCreate)
    }
    let simulation = BudgetSimulation(file: file)
    let rows = try oneShot { [hours] in
        await simulation.run(
            source: OpenedSource(metrics: source, actions: source, shopifyQL: source), start: start, hours: hours, locale: locale)
    }
    write(simulation.table(rows, hours: hours))
    return .ok
}
