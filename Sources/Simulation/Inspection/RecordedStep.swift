/// One entry of a recorded run, for `diff`: an event the loop ran, or a decision a handler took,
/// with the trace hash once it was mixed in.
public struct RecordedStep: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case event, decision, sync
    }

    public let timeMs: Int64
    public let kind: Kind
    /// The device's name, or empty for none.
    public let device: String
    /// What happened: the event (`autoLock(device: 0, generation: 3)`), the decision and its
    /// detail (`shieldUp minecraft`), or the sync trace's event and digest.
    public let detail: String
    /// The trace hash after this entry.
    public let hash: UInt64

    public init(timeMs: Int64, kind: Kind, device: String, detail: String, hash: UInt64) {
        self.timeMs = timeMs
        self.kind = kind
        self.device = device
        self.detail = detail
        self.hash = hash
    }
}
