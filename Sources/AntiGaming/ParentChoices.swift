/// What the parents chose beyond the strictness level: a restriction they set on the child's
/// devices, and how each rule that can punish an honest pattern is applied.
public struct ParentChoices: Hashable, Sendable {
    /// ManagedSettings' `requireAutomaticDateAndTime`: nobody can set the zone by hand, so a
    /// change of zone is the device's location changing — a trip — and raises no suspicion.
    public var requiresAutomaticDateAndTime: Bool
    /// The level's odd-hours window (a late learner's evening, an early riser's morning).
    public var oddHours: RuleChoice
    /// The level's session-length limit (a long study session).
    public var sessionLength: RuleChoice
    /// The level's regular-pattern rule (a timetable).
    public var regularPattern: RuleChoice

    public init(
        requiresAutomaticDateAndTime: Bool = false, oddHours: RuleChoice = .level,
        sessionLength: RuleChoice = .level, regularPattern: RuleChoice = .level
    ) {
        self.requiresAutomaticDateAndTime = requiresAutomaticDateAndTime
        self.oddHours = oddHours
        self.sessionLength = sessionLength
        self.regularPattern = regularPattern
    }
}
