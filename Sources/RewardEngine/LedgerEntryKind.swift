/// Why the balance moved. The sign of an entry's amount follows from its kind, which
/// lets the consistency check catch an entry booked under the wrong kind.
public enum LedgerEntryKind: String, Hashable, Sendable, CaseIterable {
    /// Learning time turned into points: always positive.
    case earned
    /// Points spent on reward minutes: always negative.
    case redeemed
    /// A parent's correction: either sign, never zero.
    case adjusted
    /// Reward minutes that lapsed unused. The points left the balance when they were
    /// redeemed, so the amount is zero; the entry exists for the audit trail.
    case expired
    /// Points paid for a real-world reward the child asked a parent for: always negative.
    case requested
    /// A denied request's points given back: always positive.
    case refunded

    /// Whether `amount` has the sign this kind allows.
    public func allows(amount: Int) -> Bool {
        switch self {
        case .earned: amount > 0
        case .redeemed: amount < 0
        case .adjusted: amount != 0
        case .expired: amount <= 0
        case .requested: amount < 0
        case .refunded: amount > 0
        }
    }
}
