import WidgetSystem

/// The dashboard file, edited while the dashboard runs: widgets removed are taken off, new and
/// changed ones placed (a changed one keeps its refresh budget), unchanged ones left alone; the
/// lifecycle log hears of it at once. A file that no longer reads leaves the dashboard as it was
/// and says why in the status line.
extension DashboardApp {
    func applyEditedDashboard() {
        guard let reload = configuration.reload else { return }
        let name = configuration.watchedFile.map { String($0.split(separator: "/").last ?? "") } ?? "dashboard"
        let dashboard: Dashboard
        let placements: [TimelineRunner.Placement]
        do {
            (dashboard, placements) = try reload()
        } catch {
            // The file's name, not its whole path: the status line is one row.
            let reason = configuration.watchedFile.map { "\(error)".replacing($0 + ": ", with: "") } ?? "\(error)"
            activity.finish("dashboard", message: WidgetMessage("\(name) not applied, the last good one stays: \(reason)", isError: true), at: clock.now)
            return
        }
        let before = Dictionary(configuration.dashboard.widgets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Set(dashboard.widgets.map(\.id))
        let removed = configuration.dashboard.widgets.map(\.id).filter { !after.contains($0) }
        let changed = dashboard.widgets.filter { before[$0.id] != $0 }.map(\.id)
        let toPlace = placements.filter { changed.contains($0.context.instanceID) }
        let runner = self.runner, budget = dashboard.budget, lifecycle = configuration.lifecycle, now = clock.now
        lifecycle?.setDerivedIDs(Set(dashboard.widgets.filter { !$0.hasStableID }.map(\.id)))
        blocking {
            await runner.remove(removed)
            await runner.place(toPlace, budget: budget)
            lifecycle?.observe(await runner.currentConfigurations(), at: now)
        }
        let added = changed.filter { before[$0] == nil }.count
        var summary = "\(name) applied: \(added) added, \(removed.count) removed, \(changed.count - added) changed"
        // The source is built once; a new one is read at the next start.
        if dashboard.source != configuration.dashboard.source { summary += "; the new source applies on restart" }
        let runningSource = configuration.dashboard.source
        configuration.dashboard = dashboard
        configuration.dashboard.source = runningSource
        configuration.placements = placements
        // Focus stays in range on every page.
        for (page, index) in focus {
            let count = placements.filter { self.page(of: $0) == (page == .lock ? .lock : .home) }.count
            focus[page] = count == 0 ? nil : min(index, count - 1)
        }
        activity.finish("dashboard", message: WidgetMessage(summary), at: now)
    }
}
