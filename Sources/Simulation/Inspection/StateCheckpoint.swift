/// Every probe's digests at one moment of a run, kept when the run records checkpoints (for
/// `diff`): where two runs' states part, even when their events still line up.
public struct StateCheckpoint: Hashable, Sendable {
    public let timeMs: Int64
    /// Events executed before the checkpoint was taken.
    public let eventIndex: UInt64
    public let subject: String
    public let digests: [StateDigest]
}
