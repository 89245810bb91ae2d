/// Where a redemption is in its life: it starts `active` and ends exactly once, either
/// `used` (every minute consumed) or `expired` (its time ran out first).
public enum RedemptionStatus: String, Hashable, Sendable, CaseIterable {
    case active
    case used
    case expired
}
