/// One queued event: its payload plus the (time, sequence) key that fixes its place in the run.
public struct ScheduledEvent<Payload> {
    /// Virtual time in milliseconds.
    public let time: Int64
    /// Assigned at push and strictly increasing, so it breaks ties between simultaneous events
    /// in first-in first-out order.
    public let sequence: UInt64
    public let payload: Payload

    @inlinable
    init(time: Int64, sequence: UInt64, payload: Payload) {
        self.time = time
        self.sequence = sequence
        self.payload = payload
    }
}

extension ScheduledEvent: Sendable where Payload: Sendable {}
extension ScheduledEvent: Equatable where Payload: Equatable {}
