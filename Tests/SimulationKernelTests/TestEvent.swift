import SimulationKernel

/// A payload for loop tests: an id for the log, and optionally a follow-up to schedule.
struct TestEvent: TraceRecordable, Equatable {
    let id: UInt64
    var followUpDelayMs: Int64?

    init(_ id: UInt64, followUpDelayMs: Int64? = nil) {
        self.id = id
        self.followUpDelayMs = followUpDelayMs
    }

    var traceWord: UInt64 { id }
}

/// Records (now, id) for every handled event; schedules a follow-up with id + 100 if asked.
final class RecordingHandler: EventHandler {
    private(set) var log: [(time: Int64, id: UInt64)] = []

    var loggedIDs: [UInt64] { log.map(\.id) }
    var loggedTimes: [Int64] { log.map(\.time) }

    func handle(_ payload: TestEvent, loop: EventLoop<TestEvent>) {
        log.append((loop.now, payload.id))
        if let delayMs = payload.followUpDelayMs {
            loop.schedule(TestEvent(payload.id + 100), after: delayMs)
        }
    }
}

/// Reschedules every event after a fixed delay, for ever: a runaway schedule.
final class EndlessHandler: EventHandler {
    let periodMs: Int64

    init(periodMs: Int64) {
        self.periodMs = periodMs
    }

    func handle(_ payload: TestEvent, loop: EventLoop<TestEvent>) {
        loop.schedule(payload, after: periodMs)
    }
}
