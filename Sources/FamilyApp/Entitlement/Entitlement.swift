/// What the family may do now, and what a lapsed family keeps. Graceful degradation: nothing a
/// child has is taken away — points, earning, redemptions, limits and the rules in force
/// stay — and only new reward rules (a settings change) are locked, for every child when the
/// family has lapsed and for the children beyond the tier's `childrenMax` while it pays.
public struct Entitlement: Hashable, Sendable {
    public let phase: EntitlementPhase
    /// The tier whose features the family has; nil once it has lapsed.
    public let tier: SubscriptionTier?

    /// Children, in the family's order, whose rules the parents may change.
    public var childrenCovered: Int { phase == .lapsed ? 0 : tier?.childrenMax ?? 0 }

    /// Whether a parent may change the reward rules of the child at `index` in the family's order.
    public func allowsRuleChanges(forChildAt index: Int) -> Bool {
        precondition(index >= 0, "a child's place in the family")
        return index < childrenCovered
    }

    /// Why a rule change for the child at `index` is refused, as the parent reads it.
    public func lockReason(forChildAt index: Int) -> String? {
        guard !allowsRuleChanges(forChildAt: index) else { return nil }
        guard let tier, phase != .lapsed else {
            return "the family's subscription has lapsed: reward rules are locked until it is renewed"
        }
        return "the \(tier.rawValue) tier covers \(tier.childrenMax) child(ren); this child's rules are locked"
    }
}
