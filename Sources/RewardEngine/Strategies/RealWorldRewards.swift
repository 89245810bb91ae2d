import Platform

/// Time rewards as usual, plus real-world rewards (an outing, a toy) a child asks for and a
/// parent approves or denies: the points are held at the request so that an approval can
/// never find them spent, and given back on a denial (`ChildRewardAccount.requestReward`).
public struct RealWorldRewards: RewardStrategy {
    public init() {}

    public var takesRealWorldRequests: Bool { true }

    public func timeRedemptionRefusal(in account: ChildRewardAccount, on date: CivilDate) -> RedemptionRejectionReason?
    {
        nil
    }
}
