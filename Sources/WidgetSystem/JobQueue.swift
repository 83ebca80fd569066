#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Jobs handed to an executor from any thread, taken in order by the one thread that runs them
/// (``DedicatedExecutor``'s own, or the caller of ``CallingThreadExecutor/run(_:)``).
final class JobQueue: @unchecked Sendable {
    // On the heap, allocated once: a pthread mutex or condition must never move, and `&property`
    // of a Swift stored property may hand C a temporary copy (see DECISIONS.md, "C structs never
    // in Swift globals").
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var jobs: [UnownedJob] = []
    private var everUsed = false
    private var closed = false

    init() {
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

    /// Adds `job`; `true` the first time anything is added (the caller may start its thread).
    func append(_ job: UnownedJob) -> Bool {
        pthread_mutex_lock(mutex)
        jobs.append(job)
        let first = !everUsed
        everUsed = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        return first
    }

    /// The jobs added since the last call, in order, waiting for one if there are none; empty
    /// only once ``close()`` was called and nothing is left.
    func next() -> [UnownedJob] {
        pthread_mutex_lock(mutex)
        while jobs.isEmpty && !closed { pthread_cond_wait(condition, mutex) }
        let batch = jobs
        jobs.removeAll(keepingCapacity: true)
        pthread_mutex_unlock(mutex)
        return batch
    }

    /// Lets ``next()`` return empty once the jobs run out.
    func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
}
