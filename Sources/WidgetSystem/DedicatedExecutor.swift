/// An executor with a thread of its own, outside both the shared pool of cooperative threads
/// and Dispatch's worker pool, running its jobs one at a time in order.
///
/// - As a task executor, the timeline driver runs on it so that its wake-ups stay on time even
///   while other work keeps every shared thread busy (a 2-core machine has two of each). It
///   keeps its own timers, so a wake-up never waits on Dispatch's timer queue either.
/// - As a serial executor, an actor that blocks in C (the SQLite store) runs on it, so its
///   blocking never holds a thread of the shared pool.
///
/// The thread lives as long as the executor is referenced.
public final class DedicatedExecutor: TaskExecutor, SerialExecutor, @unchecked Sendable {
    // Guarded by `mutex`; `condition` signals new jobs and timers.
    private var jobs: [UnownedJob] = []
    private var timers: [(at: Double, token: Int, action: @Sendable () -> Void)] = []
    private var nextToken = 0
    // On the heap, allocated once: a pthread mutex or condition must never move, and `&property`
    // of a Swift stored property may hand C a temporary copy (see DECISIONS.md, "C structs never
    // in Swift globals").
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&thread, nil, { context in
            let executor = Unmanaged<DedicatedExecutor>.fromOpaque(context!).takeRetainedValue()
            executor.serve()
            return nil
        }, context)
        pthread_detach(thread)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(mutex)
        jobs.append(job)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs `action` on this executor's thread at `seconds` since 1970 (wall clock), unless
    /// cancelled first. Returns a token for ``cancel(_:)``.
    @discardableResult
    public func schedule(atWallSeconds seconds: Double, _ action: @escaping @Sendable () -> Void) -> Int {
        pthread_mutex_lock(mutex)
        nextToken += 1
        let token = nextToken
        timers.append((seconds, token, action))
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        return token
    }

    /// Cancels a timer that has not fired.
    public func cancel(_ token: Int) {
        pthread_mutex_lock(mutex)
        timers.removeAll { $0.token == token }
        pthread_mutex_unlock(mutex)
    }

    private static func wallNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private func serve() {
        let executor = asUnownedTaskExecutor()
        let serial = asUnownedSerialExecutor()
        while true {
            pthread_mutex_lock(mutex)
            var due: [@Sendable () -> Void] = []
            while jobs.isEmpty && due.isEmpty {
                let now = Self.wallNow()
                due = timers.filter { $0.at <= now }.map(\.action)
                timers.removeAll { $0.at <= now }
                if !due.isEmpty { break }
                if let next = timers.map(\.at).min() {
                    var deadline = timespec(tv_sec: Int(next.rounded(.down)), tv_nsec: Int((next - next.rounded(.down)) * 1e9))
                    pthread_cond_timedwait(condition, mutex, &deadline)
                } else {
                    pthread_cond_wait(condition, mutex)
                }
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            pthread_mutex_unlock(mutex)
            due.forEach { $0() }
            for job in batch { job.runSynchronously(isolatedTo: serial, taskExecutor: executor) }
        }
    }
}
