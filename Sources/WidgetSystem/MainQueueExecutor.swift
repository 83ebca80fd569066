import Dispatch

/// A task executor that runs every job on the main queue — the main thread, which an async
/// `main` spends draining that queue.
///
/// A one-shot command (`render`, `status`, `query`…) does its async work under this preference
/// (`withTaskExecutorPreference`): its nonisolated functions and its default actors (the metrics
/// cache) then run where `main` runs, one after another, and Dispatch starts none of its worker
/// threads — four of them, and the hand-offs between them, cost a one-shot render 0.3 ms of
/// its 4 (see DECISIONS.md, "Start-up"). Actors with an executor of their own (the store's
/// ``DedicatedExecutor``) keep it.
///
/// Never for the dashboard: its loop blocks the main thread while the session works.
public final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
    public static let shared = MainQueueExecutor()

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}
