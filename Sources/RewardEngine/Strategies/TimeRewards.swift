import Platform

/// Points buy reward-app minutes whenever the balance and the limits allow.
public struct TimeRewards: RewardStrategy {
    public init() {}

    public var takesRealWorldRequests: Bool { false }

    public func timeRedemptionRefusal(in account: ChildRewardAccount, on date: CivilDate) -> RedemptionRejectionReason?
    {
        nil
    }
}
