/// Min-queue ordered by (time, sequence); sequence is assigned at push, strictly increasing,
/// so simultaneous events pop first-in first-out. Allocation-free on the hot path apart from
/// amortised growth of the node pool (reserve capacity up front).
///
/// Time is monotonic, as in any discrete-event simulation: a push may not precede the time of
/// the last popped event. That restriction lets the queue use a timing wheel (see
/// `TimingWheel`), whose cost per event does not grow with the number of pending events.
///
/// A value: copies are independent (the wheel is copied on the first change after a copy).
/// `EventLoop` owns its wheel directly and skips that check.
public struct EventQueue<Payload> {
    @usableFromInline var wheel: TimingWheel<Payload>

    /// `reservingCapacity` is the number of pending events the queue can hold without
    /// allocating.
    @inlinable
    public init(reservingCapacity: Int = 1024) {
        precondition(reservingCapacity >= 0, "capacity must not be negative")
        wheel = TimingWheel(reservingCapacity: reservingCapacity)
    }

    @inlinable
    public var count: Int { wheel.count }

    @inlinable
    public var isEmpty: Bool { wheel.count == 0 }

    /// The time of the event `popMin()` would return next.
    @inlinable
    public var minTime: Int64? { wheel.minTime }

    /// The earliest time `push` accepts: the time of the last popped event (`Int64.min` before
    /// the first pop), or up to the limit of the last `popMin(notAfter:)` that found nothing.
    @inlinable
    public var earliestPushTime: Int64 { wheel.cursorTime }

    @inlinable
    public mutating func push(_ payload: Payload, at time: Int64) {
        precondition(time >= wheel.cursorTime, "cannot push an event before the last popped event")
        makeWheelUnique()
        wheel.insert(payload, at: time)
    }

    @inlinable
    public mutating func popMin() -> ScheduledEvent<Payload>? {
        popMin(notAfter: .max)
    }

    /// Pops the earliest event only if its time is at most `limit`: one lookup instead of a
    /// `minTime` check followed by `popMin()`. May raise `earliestPushTime`, never beyond `limit`.
    @inlinable
    public mutating func popMin(notAfter limit: Int64) -> ScheduledEvent<Payload>? {
        makeWheelUnique()
        return wheel.popMin(notAfter: limit)
    }

    @inlinable
    mutating func makeWheelUnique() {
        if !isKnownUniquelyReferenced(&wheel) {
            wheel = wheel.copy()
        }
    }
}

extension EventQueue: Sendable where Payload: Sendable {}
