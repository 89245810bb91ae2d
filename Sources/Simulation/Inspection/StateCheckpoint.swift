/// Every digest of one probe at one moment of a recorded run: where two runs' states part, even
/// when their events still line up.
public struct StateCheckpoint: Hashable, Sendable {
    public let timeMs: Int64
    /// Events executed before the checkpoint was taken.
    public let eventIndex: UInt64
    public let subject: String
    public let digests: [StateDigest]

    public init(timeMs: Int64, eventIndex: UInt64, subject: String, digests: [StateDigest]) {
        self.timeMs = timeMs
        self.eventIndex = eventIndex
        self.subject = subject
        self.digests = digests
    }
}
