/// Single-threaded run loop. Not thread-safe by design; one loop = one simulation.
///
/// Deliberately not `Sendable`: a simulation lives on one thread, and parallelism belongs
/// between simulations, never inside one.
public final class EventLoop<Payload: TraceRecordable> {
    // Stored as internal properties behind read-only public accessors so that the inlinable
    // (and therefore specialisable) run loop may write them. Exclusivity checks are off: the
    // loop is confined to one thread and never holds an access across a handler call, and the
    // dynamic checks cost about a third of the time per event.
    /// Owned, never shared: the loop pushes and pops without `EventQueue`'s uniqueness check.
    @usableFromInline let wheel: TimingWheel<Payload>
    @usableFromInline @exclusivity(unchecked) var currentTime: Int64
    @usableFromInline @exclusivity(unchecked) var executedTotal: UInt64
    @usableFromInline @exclusivity(unchecked) var runningTraceHash: TraceHash

    public init(startTime: Int64 = 0, reservingCapacity: Int = 1024) {
        precondition(reservingCapacity >= 0, "capacity must not be negative")
        wheel = TimingWheel(reservingCapacity: reservingCapacity)
        currentTime = startTime
        executedTotal = 0
        runningTraceHash = TraceHash()
    }

    /// Virtual time in milliseconds: the time of the event being handled, or the last limit
    /// passed to `run`. Never decreases.
    @inlinable
    public var now: Int64 { currentTime }

    @inlinable
    public var executedEventCount: UInt64 { executedTotal }

    @inlinable
    public var traceHash: TraceHash { runningTraceHash }

    @inlinable
    public var pendingEventCount: Int { wheel.count }

    @inlinable
    public var nextEventTime: Int64? { wheel.minTime }

    @inlinable @inline(__always)
    public func schedule(_ payload: Payload, at time: Int64) {
        precondition(time >= currentTime, "cannot schedule an event in the past")
        wheel.insert(payload, at: time)
    }

    @inlinable @inline(__always)
    public func schedule(_ payload: Payload, after delayMs: Int64) {
        precondition(delayMs >= 0, "delay must not be negative")
        wheel.insert(payload, at: currentTime + delayMs)
    }

    /// Mixes a decision taken by a handler into the hash, so that two runs that executed the
    /// same events but decided differently still get different hashes.
    @inlinable
    public func recordTrace(_ word: UInt64) {
        runningTraceHash.mix(word)
    }

    /// Runs every event with time <= limit in (time, sequence) order, including ones scheduled
    /// while running; sets `now` to each event's time before calling the handler and mixes
    /// (time, payload.traceWord) into the trace hash; finally `now = max(now, limit)`.
    /// Stops early with .eventBudgetExhausted after `eventBudget` events (a runaway guard).
    @inlinable
    @discardableResult
    public func run<H: EventHandler>(
        until limit: Int64, handler: H, eventBudget: UInt64 = .max
    ) -> RunOutcome where H.Payload == Payload {
        var executedThisRun: UInt64 = 0
        while executedThisRun < eventBudget, let event = wheel.popMin(notAfter: limit) {
            currentTime = event.time
            runningTraceHash.mix(UInt64(bitPattern: event.time))
            runningTraceHash.mix(event.payload.traceWord)
            executedTotal &+= 1
            executedThisRun &+= 1
            handler.handle(event.payload, loop: self)
        }
        if let dueTime = wheel.minTime, dueTime <= limit {
            return .eventBudgetExhausted
        }
        currentTime = Swift.max(currentTime, limit)
        return .reachedLimit
    }
}
