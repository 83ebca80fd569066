/// A task executor with a thread of its own, outside both the shared pool of cooperative
/// threads and Dispatch's worker pool: the timeline driver runs on it so that its wake-ups stay
/// on time even while other work keeps every shared thread busy (a 2-core machine has two of
/// each). It also keeps its own timers, so a wake-up never waits on Dispatch's timer queue
/// either. The thread lives as long as the executor is referenced by a running driver.
public final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
    // Guarded by `mutex`; `condition` signals new jobs and timers.
    private var jobs: [UnownedJob] = []
    private var timers: [(at: Double, token: Int, action: @Sendable () -> Void)] = []
    private var nextToken = 0
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    public init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
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
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Runs `action` on this executor's thread at `seconds` since 1970 (wall clock), unless
    /// cancelled first. Returns a token for ``cancel(_:)``.
    @discardableResult
    public func schedule(atWallSeconds seconds: Double, _ action: @escaping @Sendable () -> Void) -> Int {
        pthread_mutex_lock(&mutex)
        nextToken += 1
        let token = nextToken
        timers.append((seconds, token, action))
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
        return token
    }

    /// Cancels a timer that has not fired.
    public func cancel(_ token: Int) {
        pthread_mutex_lock(&mutex)
        timers.removeAll { $0.token == token }
        pthread_mutex_unlock(&mutex)
    }

    private static func wallNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private func serve() {
        let executor = asUnownedTaskExecutor()
        while true {
            pthread_mutex_lock(&mutex)
            var due: [@Sendable () -> Void] = []
            while jobs.isEmpty && due.isEmpty {
                let now = Self.wallNow()
                due = timers.filter { $0.at <= now }.map(\.action)
                timers.removeAll { $0.at <= now }
                if !due.isEmpty { break }
                if let next = timers.map(\.at).min() {
                    var deadline = timespec(tv_sec: Int(next.rounded(.down)), tv_nsec: Int((next - next.rounded(.down)) * 1e9))
                    pthread_cond_timedwait(&condition, &mutex, &deadline)
                } else {
                    pthread_cond_wait(&condition, &mutex)
                }
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            pthread_mutex_unlock(&mutex)
            due.forEach { $0() }
            for job in batch { job.runSynchronously(on: executor) }
        }
    }
}
