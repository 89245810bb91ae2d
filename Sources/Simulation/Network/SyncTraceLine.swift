import Platform

/// One line of the sync trace (`--trace`): what a device sent or received, what the server
/// decided and what the app's sync engine did, at a moment of virtual time. Two runs of the same
/// seed write the same lines, so two traces can be compared line by line.
public struct SyncTraceLine: Hashable, Sendable {
    public let timeMs: Int64
    public let device: DeviceID?
    public let event: String
    public let records: [String]
    public let tags: [String]
    public let decision: String

    public init(timeMs: Int64, device: DeviceID?, event: String, records: [String], tags: [String], decision: String) {
        self.timeMs = timeMs
        self.device = device
        self.event = event
        self.records = records
        self.tags = tags
        self.decision = decision
    }
}
