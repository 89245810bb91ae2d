/// How the parents want one rule that can punish an honest pattern applied, whatever the
/// strictness level says: the level's own response, withheld, flagged for their review only,
/// or not at all. A choice changes the response, never the rule's thresholds, and a rule the
/// level does not have (lenient's odd hours) stays off.
public enum RuleChoice: String, Hashable, Sendable, CaseIterable {
    case level, withhold, review, off

    /// The response under this choice, given the level's (nil: the rule is off).
    func response(levelSays: SuspicionResponse?) -> SuspicionResponse? {
        guard let levelSays else { return nil }
        switch self {
        case .level: return levelSays
        case .withhold: return .withhold
        case .review: return .flag
        case .off: return nil
        }
    }
}
