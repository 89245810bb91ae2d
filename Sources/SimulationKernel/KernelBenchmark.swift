/// The benchmark model used by `rewardsim bench kernel`: `timers` self-rescheduling
/// timers, each rescheduling itself after a pseudo-random delay of 1...1000 ms drawn from a
/// seeded stream, until `events` events have executed in total.
///
/// It exercises exactly the per-event work of a real simulation (pop, trace mixing, one draw,
/// push) with a trivial handler, so its rate is the kernel's ceiling.
public enum KernelBenchmark {
    public struct Result: Equatable, Sendable {
        public let events: UInt64
        public let finalTime: Int64
        public let traceHash: TraceHash
    }

    public static func run(timers: Int, events: UInt64, seed: UInt64) -> Result {
        precondition(timers > 0, "the benchmark needs at least one timer")
        let loop = EventLoop<TimerFired>(reservingCapacity: timers)
        let rescheduler = TimerRescheduler(random: SeededRandom(seed: seed))
        for index in 0..<timers {
            loop.schedule(TimerFired(timerIndex: UInt64(index)), at: rescheduler.drawDelayMs())
        }
        loop.run(until: .max, handler: rescheduler, eventBudget: events)
        return Result(events: loop.executedEventCount, finalTime: loop.now, traceHash: loop.traceHash)
    }
}

private struct TimerFired: TraceRecordable {
    let timerIndex: UInt64
    var traceWord: UInt64 { timerIndex }
}

private final class TimerRescheduler: EventHandler {
    private var random: SeededRandom

    init(random: SeededRandom) {
        self.random = random
    }

    @inline(__always)
    func drawDelayMs() -> Int64 {
        random.int(in: 1...1000)
    }

    @inline(__always)
    func handle(_ payload: TimerFired, loop: EventLoop<TimerFired>) {
        loop.schedule(payload, after: drawDelayMs())
    }
}
