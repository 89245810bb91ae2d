/// The shield rule: a child who meets a reward app's shield looks at it for a moment; one who
/// stays ``Parameters/minutesMin`` minutes on it, unpaid by any redemption, is sitting on it —
/// flagged (reason `shieldSitting`). Reward minutes earn nothing, so nothing is withheld. A
/// minute delivered late in a burst is judged against the redemption as it stands at delivery,
/// which may have run out since: it does not count towards sitting. A minute at the edge of a
/// redemption is not sitting either.
///
/// Worked numbers, every level (3): a reward session's unpaid minutes 1 and 2 are looks, the
/// third and every one after it are flagged; a late burst's unpaid minutes count none.
///
/// It keeps no state of its own: the session counts its unpaid minutes.
public enum ShieldSittingRule {
    public struct Parameters: Hashable, Sendable {
        /// Unpaid minutes in one reward session from which the child is sitting on the shield.
        public var minutesMin: Int

        public init(minutesMin: Int) {
            precondition(minutesMin >= 1, "sitting takes at least a minute")
            self.minutesMin = minutesMin
        }
    }

    /// Whether a reward minute sits on the shield: `isUnpaid`, no redemption paid for it (and
    /// it came live), in a session with `unpaidMinutes` unpaid, this one counted.
    static func judge(isUnpaid: Bool, unpaidMinutes: Int, parameters: Parameters) -> Bool {
        isUnpaid && unpaidMinutes >= parameters.minutesMin
    }
}

extension ShieldSittingRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        Parameters(minutesMin: 3)
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        parameters(for: strictness).map { "from \($0.minutesMin) unpaid min in a session, flag" } ?? "off"
    }

    public static let description = UsageRuleDescription(
        name: "the shield rule", reason: .shieldSitting,
        summary: "A reward session with three or more minutes on the shield unpaid by a redemption is flagged.",
        reads: "each reward minute's paid mark and the session's unpaid minutes so far",
        parentChoice: "none",
        blindSpots: "Only flags; a late burst's reward minutes never count towards sitting.",
        sourceFile: "Sources/AntiGaming/Rules/ShieldSittingRule.swift",
        tests: "Tests/AntiGamingTests/ShieldSittingTests.swift"
    )
}
