import AntiGaming

/// Real minutes not credited, by the rule that held each back, for honest and for gaming
/// minutes: what each rule costs honest children beside what it takes from gamers.
///
/// A minute is put down to the first reason the validator gave it when it judged it: a filter
/// (a real minute taken for a duplicate or an early firing), or the first suspicion. A minute
/// judged with no reason and never credited was held as a session's first minutes and then
/// withheld (the tail of a switching storm): `held`. A real minute a credited artefact stood in
/// for (see ``AntiGamingScorer/judged(_:truths:credited:reasons:policy:)``) was not lost and is
/// counted under no rule, so that the honest side adds up to the honest minutes withheld.
public struct WithheldByRule: Hashable, Sendable {
    /// The rules, as results.json names them: every reason in its order, then `held`.
    public static let ruleNames = ValidationReason.allCases.map(\.rawValue) + ["held"]

    /// By rule, in `ruleNames` order. Most sessions withhold nothing: they share one buffer of
    /// zeros (copied on the first count), rather than two arrays of their own each.
    public private(set) var honest = zeros
    public private(set) var gaming = zeros

    private static let zeros = [Int](repeating: 0, count: ruleNames.count)

    public init() {}

    public init(honest: [Int], gaming: [Int]) {
        precondition(
            honest.count == Self.ruleNames.count && gaming.count == Self.ruleNames.count,
            "one count per rule")
        self.honest = honest
        self.gaming = gaming
    }

    mutating func count(_ reasons: [ValidationReason], isGaming: Bool) {
        let rule = reasons.first.flatMap { ValidationReason.allCases.firstIndex(of: $0) } ?? Self.ruleNames.count - 1
        if isGaming { gaming[rule] += 1 } else { honest[rule] += 1 }
    }

    mutating func add(_ other: WithheldByRule) {
        honest = zip(honest, other.honest).map { $0 + $1 }
        gaming = zip(gaming, other.gaming).map { $0 + $1 }
    }
}
