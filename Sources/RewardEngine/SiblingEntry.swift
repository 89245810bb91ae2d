import Platform

/// Which device of the child made an entry, and its sequence there: each device keeps its own
/// ledger, and a copy names its original so that it is copied once.
public struct SiblingEntry: Hashable, Sendable {
    public let device: DeviceID
    public let sequence: Int

    public init(device: DeviceID, sequence: Int) {
        precondition(sequence >= 1, "sequences start at 1")
        self.device = device
        self.sequence = sequence
    }
}
