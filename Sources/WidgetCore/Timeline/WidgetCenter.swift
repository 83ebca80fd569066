/// WidgetKit's `WidgetCenter`, over the runner: targeted reloads and the placed widgets.
package struct WidgetCenter: Sendable {
    package let runner: any TimelineReloading

    package init(runner: any TimelineReloading) {
        self.runner = runner
    }

    /// Asks every widget of `kind` — and only those — for a new timeline, budget permitting.
    package func reloadTimelines(ofKind kind: String) async {
        await runner.reloadTimelines(ofKind: kind)
    }

    /// Asks every widget for a new timeline, budget permitting.
    package func reloadAllTimelines() async {
        await runner.reloadAllTimelines()
    }

    /// What is placed: instance id, kind, family and configuration of each widget.
    package func currentConfigurations() async -> [TimelineContext] {
        await runner.currentConfigurations()
    }
}
