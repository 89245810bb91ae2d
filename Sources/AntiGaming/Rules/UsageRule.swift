/// One anti-gaming rule as a unit: its values at each strictness level live beside its logic,
/// and its description — the name parents and the manual use, what it reads, what it cannot
/// see — lives beside both, so that the reference page is rendered from the rule itself and
/// cannot drift from it.
///
/// A rule's state per device and its hooks are the rule's own type; the validator calls them
/// directly, in the order of ``UsageRules/all``. The protocol holds only what every rule
/// shares, so that a rule is found, read and documented the same way without any dispatch
/// through it on the hot path.
public protocol UsageRule {
    /// The rule's values at one strictness level, before the parents' choices.
    associatedtype Parameters: Hashable, Sendable

    /// Its values at `strictness`; nil where the level does not have the rule.
    static func parameters(for strictness: ValidationStrictness) -> Parameters?

    /// The rule's values at `strictness`, as the reference page shows them.
    static func valuesText(for strictness: ValidationStrictness) -> String

    static var description: UsageRuleDescription { get }
}

/// What the reference page says of one rule.
public struct UsageRuleDescription: Hashable, Sendable {
    /// The one name the manual, the parents' screens and the code's doc comments use.
    public let name: String
    /// The reason the rule drops, withholds or flags a minute with; nil for a rule that only
    /// holds minutes back (what it holds and then drops carries no reason).
    public let reason: ValidationReason?
    /// What it does, in a sentence.
    public let summary: String
    /// What the rule reads: the signals and the state it keeps.
    public let reads: String
    /// What the parents can choose about it beyond the level.
    public let parentChoice: String
    /// What it cannot see: the gaming it lets through, or the honest use it punishes.
    public let blindSpots: String
    /// The rule's source file and its tests, relative to the package root.
    public let sourceFile: String
    public let tests: String

    public init(
        name: String, reason: ValidationReason?, summary: String, reads: String, parentChoice: String,
        blindSpots: String, sourceFile: String, tests: String
    ) {
        self.name = name
        self.reason = reason
        self.summary = summary
        self.reads = reads
        self.parentChoice = parentChoice
        self.blindSpots = blindSpots
        self.sourceFile = sourceFile
        self.tests = tests
    }
}
