import Synchronization

/// Hands the reloads a widget extension's code asks for (`WidgetCenter.shared.reloadTimelines`)
/// to the runner, where they spend the refresh budget like any other — the runner attached
/// once it exists. `"*"` reloads every widget.
package final class ReloadForwarder: Sendable {
    private let runner = Mutex<(any TimelineReloading)?>(nil)
    /// The requests forwarded, in order (tests and the event log read them).
    private let forwarded = Mutex<[String]>([])

    package init() {}

    /// From now on, requests go to `runner`.
    package func attach(_ runner: any TimelineReloading) {
        self.runner.withLock { $0 = runner }
    }

    /// Asks the runner to reload `kinds`, budget permitting.
    package func forward(_ kinds: [String]) {
        guard let runner = runner.withLock({ $0 }) else { return }
        forwarded.withLock { $0 += kinds }
        Task {
            let center = WidgetCenter(runner: runner)
            for kind in kinds {
                if kind == "*" { await center.reloadAllTimelines() } else { await center.reloadTimelines(ofKind: kind) }
            }
        }
    }

    /// What was forwarded so far.
    package var requests: [String] { forwarded.withLock { $0 } }
}
