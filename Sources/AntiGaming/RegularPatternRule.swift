/// When repetition across days looks like a bot rather than a child.
public struct RegularPatternRule: Hashable, Sendable {
    /// Previous days that must each hold a session of the same app starting at the same minute
    /// of day, all of the same length.
    public let previousDaysMin: Int
    /// How far start minutes and lengths may differ and still count as "the same".
    public let toleranceMinutes: Int

    public init(previousDaysMin: Int, toleranceMinutes: Int) {
        precondition(previousDaysMin >= 1, "a pattern needs at least one earlier day")
        precondition(toleranceMinutes >= 0, "a tolerance cannot be negative")
        self.previousDaysMin = previousDaysMin
        self.toleranceMinutes = toleranceMinutes
    }
}
