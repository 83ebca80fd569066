/// One at a time, in order of arrival: a widget's code runs with the process's wall clock
/// stopped at the moment asked about (``WidgetClock``), so two calls into it — the runner asks
/// every family's provider at once — must not overlap, or one would read the other's moment
/// (or the real time, after the other thawed the clock). WidgetKit, too, runs an extension's
/// providers one at a time.
package actor SerialGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    package init() {}

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }

    /// Runs `body` when no other body of this gate runs.
    package nonisolated func exclusive<T>(_ body: () async throws -> T) async rethrows -> T {
        await enter()
        do {
            let result = try await body()
            await leave()
            return result
        } catch {
            await leave()
            throw error
        }
    }

    /// Runs main-actor `body` when no other body of this gate runs.
    @MainActor
    package func exclusively<T>(_ body: @MainActor () async throws -> T) async rethrows -> T {
        await enter()
        do {
            let result = try await body()
            await leave()
            return result
        } catch {
            await leave()
            throw error
        }
    }
}
