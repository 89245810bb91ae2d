import Platform

extension ChildRewardAccount {
    /// Rule 6, adjustment: a parent adds (`points > 0`) or removes (`points < 0`) points.
    ///
    /// A removal is clamped so the balance stays at or above zero (an overdrawn balance
    /// gives nothing to remove), and the description
    /// then shows both figures: removing 10 from a balance of 5 applies -5 and reads
    /// "Adjustment by mum (requested -10, applied -5): screen time on a school night".
    /// An adjustment that would apply nothing (0 requested, or a removal from an empty
    /// balance) appends nothing and returns `nil`. The entry's actor is the parent's id.
    @discardableResult
    public mutating func adjust(
        points: Int,
        by parent: ParentID,
        reason: String,
        at time: LocalTimestamp
    ) -> LedgerEntry? {
        let applied = points > 0 ? points : max(points, -max(ledger.balance, 0))
        guard applied != 0 else { return nil }
        let figures =
            applied == points
            ? Self.signed(applied)
            : "requested \(Self.signed(points)), applied \(Self.signed(applied))"
        return ledger.append(
            kind: .adjusted,
            amount: applied,
            at: time,
            description: "Adjustment by \(parent) (\(figures)): \(reason)",
            actor: parent.rawValue
        )
    }

    /// "+5", "-5".
    private static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : "\(value)"
    }
}
