/// A serial executor with a thread of its own, outside both the shared pool of cooperative
/// threads and Dispatch's worker pool, running its jobs one at a time in order.
///
/// An actor that blocks in C (the SQLite store) runs on it, so its blocking never holds one of
/// the shared pool's threads (a 2-core machine has two), where a timer's wake-up or another
/// widget's drawing would wait behind it.
///
/// The thread starts with the first job and lives as long as the executor is referenced.
public final class DedicatedExecutor: SerialExecutor, @unchecked Sendable {
    // Guarded by `mutex`; `condition` signals new jobs.
    private var jobs: [UnownedJob] = []
    // On the heap, allocated once: a pthread mutex or condition must never move, and `&property`
    // of a Swift stored property may hand C a temporary copy (see DECISIONS.md, "C structs never
    // in Swift globals").
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    // Guarded by `mutex`: whether the thread was started (at the first job).
    private var started = false

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(mutex)
        jobs.append(job)
        if !started {
            // The thread comes with the first job: an executor nobody sends work to (a store
            // whose figures were all cached) costs no thread.
            started = true
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            pthread_create(&thread, nil, { context in
                let executor = Unmanaged<DedicatedExecutor>.fromOpaque(context!).takeRetainedValue()
                executor.serve()
                return nil
            }, context)
            pthread_detach(thread)
        }
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    private func serve() {
        let serial = asUnownedSerialExecutor()
        while true {
            pthread_mutex_lock(mutex)
            while jobs.isEmpty { pthread_cond_wait(condition, mutex) }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            pthread_mutex_unlock(mutex)
            for job in batch { job.runSynchronously(on: serial) }
        }
    }
}
