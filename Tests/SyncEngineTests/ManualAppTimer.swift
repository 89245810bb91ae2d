import Platform

/// A device clock the test moves by hand.
final class ManualDeviceClock: DeviceClock {
    var uptimeMs: Int64 = 0
    var bootSession = 0
    let bootInstant = Instant(millisecondsSinceEpoch: 1_767_225_600_000)

    var now: LocalTimestamp {
        LocalTimestamp(instant: bootInstant + uptimeMs, utcOffsetSeconds: 0)
    }
}

/// Records every delay asked for; `fireNext` moves the clock to the earliest due timer and runs it.
final class ManualAppTimer: AppTimer {
    private struct Scheduled {
        let dueMs: Int64
        let sequence: Int
        let work: () -> Void
    }

    let clock: ManualDeviceClock
    private(set) var delaysMs: [Int64] = []
    private var scheduled: [Scheduled] = []
    private var sequenceLast = 0

    init(clock: ManualDeviceClock) {
        self.clock = clock
    }

    var armedCount: Int { scheduled.count }

    func schedule(afterMs delayMs: Int64, _ work: @escaping () -> Void) {
        precondition(delayMs >= 0, "a timer is not set in the past")
        delaysMs.append(delayMs)
        sequenceLast += 1
        scheduled.append(Scheduled(dueMs: clock.uptimeMs + delayMs, sequence: sequenceLast, work: work))
    }

    func fireNext() {
        let next = scheduled.min { ($0.dueMs, $0.sequence) < ($1.dueMs, $1.sequence) }
        guard let next else { return }
        scheduled.removeAll { $0.sequence == next.sequence }
        clock.uptimeMs = max(clock.uptimeMs, next.dueMs)
        next.work()
    }
}
