/// One part of a device's (or the service's) state, as a digest: the unit the trace hash takes
/// at each checkpoint and `diff` compares, so a divergence is named by the part that differs.
public struct StateDigest: Hashable, Sendable {
    /// A fixed word such as `ledger`, `settings`, `validator`, `pending` or `cache`.
    public let part: String
    public let value: UInt64

    public init(part: String, value: UInt64) {
        self.part = part
        self.value = value
    }
}
