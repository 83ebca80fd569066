#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A serial executor with a thread of its own, outside both the shared pool of cooperative
/// threads and Dispatch's worker pool, running its jobs one at a time in order.
///
/// An actor that blocks in C (the SQLite store) runs on it, so its blocking never holds one of
/// the shared pool's threads (a 2-core machine has two), where a timer's wake-up or another
/// widget's drawing would wait behind it.
///
/// The thread starts with the first job and lives as long as the executor is referenced.
package final class DedicatedExecutor: SerialExecutor, @unchecked Sendable {
    private let queue = JobQueue()

    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        // The thread comes with the first job: an executor nobody sends work to (a store whose
        // figures were all cached) costs no thread.
        guard queue.append(UnownedJob(job)) else { return }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(
            &thread, nil,
            { context in
                let executor = Unmanaged<DedicatedExecutor>.fromOpaque(context!).takeRetainedValue()
                executor.serve()
                return nil
            }, context)
        pthread_detach(thread)
    }

    private func serve() {
        let serial = asUnownedSerialExecutor()
        while true {
            for job in queue.next() { job.runSynchronously(on: serial) }
        }
    }
}
