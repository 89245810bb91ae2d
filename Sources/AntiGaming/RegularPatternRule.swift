/// When repetition across days looks like a bot rather than a child.
public struct RegularPatternRule: Hashable, Sendable {
    /// Previous days that must each hold a session of the same app starting at the same minute
    /// of day, all of the same length.
    public let previousDaysMin: Int
    /// How far start minutes and lengths may differ and still count as "the same".
    public let toleranceMinutes: Int
    /// nil: any second of the start minute. Otherwise the starts must also fall this close to
    /// the same second of their minutes: a child starts at whatever second it happens to, a
    /// timer at the same one every day (a dropped first callback moves it a whole minute).
    public let secondToleranceMs: Int64?

    public init(previousDaysMin: Int, toleranceMinutes: Int, secondToleranceMs: Int64? = nil) {
        precondition(previousDaysMin >= 1, "a pattern needs at least one earlier day")
        precondition(toleranceMinutes >= 0, "a tolerance cannot be negative")
        precondition(secondToleranceMs.map { $0 >= 0 } ?? true, "a tolerance cannot be negative")
        self.previousDaysMin = previousDaysMin
        self.toleranceMinutes = toleranceMinutes
        self.secondToleranceMs = secondToleranceMs
    }

    /// Whether two starts, as milliseconds of their days, fall at the same second of their
    /// minutes: 16:01:00.200 and 16:02:59.900 do within 1 s (0.3 s apart across the minute).
    public func isSameSecond(_ lhsMsOfDay: Int64, _ rhsMsOfDay: Int64) -> Bool {
        guard let secondToleranceMs else { return true }
        let minuteMs: Int64 = 60_000
        let apart = abs(lhsMsOfDay % minuteMs - rhsMsOfDay % minuteMs)
        return min(apart, minuteMs - apart) <= secondToleranceMs
    }
}
