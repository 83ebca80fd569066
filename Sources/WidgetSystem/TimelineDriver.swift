/// Runs a ``TimelineRunner`` against the real clock: sleeps until the runner's next wake — one
/// deadline for the whole dashboard — or until a reload finishing moves it, then ticks. Nothing
/// polls: with nothing due it sleeps indefinitely.
public final class TimelineDriver: Sendable {
    public let runner: TimelineRunner
    private let signals: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation
    private let executor = DedicatedExecutor()

    public init(runner: TimelineRunner) {
        self.runner = runner
        (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Wakes the loop to re-plan (the runner calls this when a reload finishes; a host calls it
    /// after asking for a reload).
    public func nudge() {
        signal.yield()
    }

    /// Loops until cancelled, calling `changed` with the ids whose picture changed after each
    /// tick (an empty list after a reload finished: redraw what the runner now shows).
    ///
    /// Every wake-up comes through one stream: the timer for the next wake date, a reload
    /// finishing, a nudge. A new plan cancels the old timer, so there is one timer at a time.
    ///
    /// - Parameter woke: called on the driver's thread the moment a timer wakes it, with the
    ///   moment it was set for (tests measure lateness with it).
    public func run(woke: (@Sendable (Date) -> Void)? = nil, _ changed: @escaping @Sendable ([String]) async -> Void) async {
        // On a thread of its own: busy cooperative threads must not make a wake-up late.
        await withTaskExecutorPreference(executor) {
            await loop(woke: woke, changed)
        }
    }

    private func loop(woke: (@Sendable (Date) -> Void)?, _ changed: @escaping @Sendable ([String]) async -> Void) async {
        let signal = self.signal
        let executor = self.executor
        await runner.setOnChange { _ in signal.yield() }
        var timer: Int?
        signal.yield()
        for await _ in signals {
            var ids: [String] = []
            while let wake = await runner.nextWake, wake <= runner.clock.now {
                ids += await runner.tick()
            }
            await changed(ids)
            if let timer { executor.cancel(timer) }
            timer = nil
            if let wake = await runner.nextWake {
                // Real time: the wake date is on the runner's clock, which for the driver is
                // the system's.
                let delay = max(0, wake.timeIntervalSince(runner.clock.now))
                timer = executor.schedule(atWallSeconds: Date().timeIntervalSince1970 + delay) {
                    woke?(wake)
                    signal.yield()
                }
            }
        }
        if let timer { executor.cancel(timer) }
        await runner.setOnChange(nil)
    }
}
