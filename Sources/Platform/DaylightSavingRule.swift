/// A zone's yearly daylight-saving period: the clock goes forward by `savingSeconds` at
/// `start` and back at `end`. South of the equator the period spans the new year (`start`
/// in October, `end` in April).
public struct DaylightSavingRule: Hashable, Sendable {
    public let start: ZoneTransitionRule
    public let end: ZoneTransitionRule
    public let savingSeconds: Int

    /// The EU since 1996: last Sunday of March to last Sunday of October, both at 01:00 UTC.
    public static let europeanUnion = DaylightSavingRule(
        start: ZoneTransitionRule(month: 3, sunday: .last, clock: .utc, msOfDay: Instant.millisecondsPerHour),
        end: ZoneTransitionRule(month: 10, sunday: .last, clock: .utc, msOfDay: Instant.millisecondsPerHour),
        savingSeconds: 3_600
    )
    /// The US since 2007: second Sunday of March at 02:00 standard time to the first Sunday
    /// of November at 02:00 daylight time (01:00 standard).
    public static let unitedStates = DaylightSavingRule(
        start: ZoneTransitionRule(
            month: 3, sunday: .nth(2), clock: .localStandard, msOfDay: 2 * Instant.millisecondsPerHour),
        end: ZoneTransitionRule(
            month: 11, sunday: .nth(1), clock: .localStandard, msOfDay: Instant.millisecondsPerHour),
        savingSeconds: 3_600
    )
    /// New South Wales since 2008: first Sunday of October at 02:00 standard time to the
    /// first Sunday of April at 03:00 daylight time (02:00 standard).
    public static let newSouthWales = DaylightSavingRule(
        start: ZoneTransitionRule(
            month: 10, sunday: .nth(1), clock: .localStandard, msOfDay: 2 * Instant.millisecondsPerHour),
        end: ZoneTransitionRule(
            month: 4, sunday: .nth(1), clock: .localStandard, msOfDay: 2 * Instant.millisecondsPerHour),
        savingSeconds: 3_600
    )

    public init(start: ZoneTransitionRule, end: ZoneTransitionRule, savingSeconds: Int) {
        precondition(savingSeconds > 0, "daylight saving moves the clock forward")
        precondition(start.month != end.month, "a period starts and ends in different months")
        self.start = start
        self.end = end
        self.savingSeconds = savingSeconds
    }

    /// Whether daylight time is in force at `instant` in a zone `standardOffsetSeconds` from UTC.
    public func isInForce(at instant: Instant, standardOffsetSeconds: Int) -> Bool {
        let year = Self.utcYear(of: instant)
        let starts = start.instant(in: year, standardOffsetSeconds: standardOffsetSeconds)
        let ends = end.instant(in: year, standardOffsetSeconds: standardOffsetSeconds)
        return starts < ends ? (starts <= instant && instant < ends) : (instant < ends || starts <= instant)
    }

    /// The first transition strictly after `instant`.
    public func nextTransition(after instant: Instant, standardOffsetSeconds: Int) -> Instant {
        let year = Self.utcYear(of: instant)
        let candidates = [year, year + 1].flatMap { year in
            [start, end].map { $0.instant(in: year, standardOffsetSeconds: standardOffsetSeconds) }
        }
        // Every year has a start and an end after the new year's first moments, so one of
        // next year's two is always later than any instant of this year.
        return candidates.filter { $0 > instant }.min()!
    }

    static func utcYear(of instant: Instant) -> Int {
        LocalTimestamp(instant: instant, utcOffsetSeconds: 0).date.components.year
    }
}
