import Platform

/// How a child's points become rewards: the architecture's strategy pattern. The account asks
/// its family's strategy before it grants reward time or takes a request for a real-world
/// reward, so a family's choice changes what points buy without touching how they are earned.
public protocol RewardStrategy: Sendable {
    /// Why no reward time may be granted on `date` now, or nil when the usual rules decide.
    func timeRedemptionRefusal(in account: ChildRewardAccount, on date: CivilDate) -> RedemptionRejectionReason?
    /// Whether the child may ask a parent for a real-world reward paid in points.
    var takesRealWorldRequests: Bool { get }
}
