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
public final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// Guards `jobs` and `done`; the C structs live on the heap at their full size (see
    /// DECISIONS.md, "C structs never in Swift globals").
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var done = false

    private init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(mutex)
        jobs.append(job)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs `work` on the calling thread and returns its result, or throws its error.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let executor = CallingThreadExecutor()
        let outcome = Outcome<T>()
        Task(executorPreference: executor) {
            do {
                outcome.result = .success(try await work())
            } catch {
                outcome.result = .failure(error)
            }
            executor.finish()
        }
        executor.drain()
        // `finish` ran after the result was stored, and `drain` saw it under the lock.
        return try outcome.result!.get()
    }

    /// Runs jobs as they come until ``finish()``.
    private func drain() {
        let executor = asUnownedTaskExecutor()
        pthread_mutex_lock(mutex)
        while true {
            if jobs.isEmpty {
                if done { break }
                pthread_cond_wait(condition, mutex)
                continue
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            pthread_mutex_unlock(mutex)
            for job in batch { job.runSynchronously(on: executor) }
            pthread_mutex_lock(mutex)
        }
        pthread_mutex_unlock(mutex)
    }

    private func finish() {
        pthread_mutex_lock(mutex)
        done = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// The work's result, written by its task before `finish` and read after `drain`.
    private final class Outcome<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
