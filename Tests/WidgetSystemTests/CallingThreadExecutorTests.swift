#if canImport(Glibc)
import Glibc
#endif
import Testing
import WidgetSystem
import WidgetTestSupport

/// An actor on a thread of its own, as the store is.
private actor OwnThread {
    let executor = DedicatedExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    func thread() -> pthread_t { pthread_self() }
}

private struct Refused: Error, Equatable {}

/// How one-shot commands run their async work (`widgetdeck render`, `status`…).
@Suite("One-shot work on the calling thread")
struct CallingThreadExecutorTests {
    @Test(
        "the work runs on the calling thread; a hop to an actor with a thread of its own comes back to it; the result and a thrown error reach the caller"
    )
    func runsOnTheCallingThread() throws {
        let caller = pthread_self()
        let store = OwnThread()
        let threads = try CallingThreadExecutor.run { () async throws -> [pthread_t] in
            let before = pthread_self()
            let elsewhere = await store.thread()
            let after = pthread_self()
            // Child tasks inherit the preference: they run here too.
            async let child = pthread_self()
            return [before, elsewhere, after, await child]
        }
        #expect(pthread_equal(threads[0], caller) != 0, "the work did not start on the calling thread")
        #expect(pthread_equal(threads[1], caller) == 0, "the actor's own thread was not used")
        #expect(pthread_equal(threads[2], caller) != 0, "the work did not come back to the calling thread")
        #expect(pthread_equal(threads[3], caller) != 0, "a child task ran elsewhere")
        #expect(throws: Refused()) { try CallingThreadExecutor.run { () async throws -> Int in throw Refused() } }
    }
}
