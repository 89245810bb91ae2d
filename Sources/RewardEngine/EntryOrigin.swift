import Platform

/// Which of the child's devices made an entry, and its sequence there. Each device keeps its
/// own ledger, numbered from 1, so the pair names an entry across the child's devices: it is
/// the entry's record name in the cloud, and a copy names its original by it so that it is
/// copied once.
public struct EntryOrigin: Hashable, Sendable {
    public let device: DeviceID
    public let sequence: Int

    public init(device: DeviceID, sequence: Int) {
        precondition(sequence >= 1, "sequences start at 1")
        self.device = device
        self.sequence = sequence
    }
}
