import Platform

/// A real-world reward the child asked for, paid for at the request and waiting for a parent.
public struct RewardRequest: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case pending, approved, denied
    }

    /// 1, 2, 3… per account, in the order asked.
    public let id: Int
    /// What the child asked for, in its own words ("cinema").
    public let reward: String
    public let points: Int
    public let requestedAt: Instant
    public internal(set) var status: Status = .pending
    /// The parent who answered, once answered.
    public internal(set) var decidedBy: ParentID?
    public internal(set) var decidedAt: Instant?
}
