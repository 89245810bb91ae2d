/// What one minute of reward-app use was paid with.
public enum RewardMinuteOutcome: Hashable, Sendable {
    /// A minute of redemption `redemptionID` paid for it; `minutesRemaining` are left on it.
    case consumed(redemptionID: Int, minutesRemaining: Int)
    /// Nothing paid for it: the child was looking at the shield.
    case unpaid
}
