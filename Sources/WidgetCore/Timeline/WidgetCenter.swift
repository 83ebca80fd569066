/// WidgetKit's `WidgetCenter`, over the runner: targeted reloads and the placed widgets.
public struct WidgetCenter: Sendable {
    public let runner: any TimelineReloading

    public init(runner: any TimelineReloading) {
        self.runner = runner
    }

    /// Asks every widget of `kind` — and only those — for a new timeline, budget permitting.
    public func reloadTimelines(ofKind kind: String) async {
        await runner.reloadTimelines(ofKind: kind)
    }

    /// Asks every widget for a new timeline, budget permitting.
    public func reloadAllTimelines() async {
        await runner.reloadAllTimelines()
    }

    /// What is placed: instance id, kind, family and configuration of each widget.
    public func currentConfigurations() async -> [TimelineContext] {
        await runner.currentConfigurations()
    }
}
