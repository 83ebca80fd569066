#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a one-shot command's async work to its end on the thread that asks, and returns what
/// it returned: a task executor whose jobs that thread runs, one after another, until the work
/// is done.
///
/// A one-shot command (`render`, `status`, `query`…) then starts no thread of its own: its
/// nonisolated functions and its default actors (the metrics cache) run on the calling thread,
/// and `main` stays synchronous — an async `main` parks the main thread in `dispatch_main` and
/// hands every job to a Dispatch worker, a thread and two hand-offs a one-shot render paid for
/// (see DECISIONS.md, "Start-up"). Actors with an executor of their own (the store's
/// ``DedicatedExecutor``) keep it; what they resume comes back here through ``enqueue(_:)``.
///
/// Nothing may wait for the main actor meanwhile: the main queue is not drained.
package final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = JobQueue()

    private init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        _ = queue.append(UnownedJob(job))
    }

    /// Runs `work` on the calling thread and returns its result, or throws its error.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let executor = CallingThreadExecutor()
        let outcome = Outcome<T>()
        Task(executorPreference: executor) {
            do {
                outcome.result = .success(try await work())
            } catch {
                outcome.result = .failure(error)
            }
            executor.queue.close()
        }
        // Jobs as they come, until the work's task has stored its outcome and closed the queue.
        let unowned = executor.asUnownedTaskExecutor()
        while case let batch = executor.queue.next(), !batch.isEmpty {
            for job in batch { job.runSynchronously(on: unowned) }
        }
        return try outcome.result!.get()
    }

    /// The work's result, written by its task before the queue closes and read after.
    private final class Outcome<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
