/// When, each year, a daylight-saving rule moves the clock: a Sunday of a month at a time of
/// day. "The last Sunday of March at 01:00 UTC" is `month: 3, sunday: .last, at: .utc(1 h)`.
public struct ZoneTransitionRule: Hashable, Sendable {
    /// Which Sunday of the month.
    public enum Sunday: Hashable, Sendable {
        /// The first (1) to fourth (4) Sunday.
        case nth(Int)
        case last
    }

    /// The clock the transition's time of day is read on.
    public enum Clock: Hashable, Sendable {
        /// Universal time: the EU moves every zone at the same instant.
        case utc
        /// The zone's standard time, whatever is in force: the US's end of daylight saving at
        /// 02:00 daylight time is 01:00 standard time.
        case localStandard
    }

    public let month: Int
    public let sunday: Sunday
    public let clock: Clock
    public let msOfDay: Int64

    public init(month: Int, sunday: Sunday, clock: Clock, msOfDay: Int64) {
        precondition((1...12).contains(month), "month out of range")
        if case .nth(let ordinal) = sunday { precondition((1...4).contains(ordinal), "a month has four whole weeks") }
        precondition((0..<Instant.millisecondsPerDay).contains(msOfDay), "a time of day")
        self.month = month
        self.sunday = sunday
        self.clock = clock
        self.msOfDay = msOfDay
    }

    /// The Sunday this rule names in `year`.
    public func date(in year: Int) -> CivilDate {
        switch sunday {
        case .nth(let ordinal):
            let first = CivilDate(year: year, month: month, day: 1)
            let toSunday = Int64((7 - first.isoWeekday) % 7)
            return first.adding(days: toSunday + Int64(ordinal - 1) * 7)
        case .last:
            let nextMonth =
                month == 12
                ? CivilDate(year: year + 1, month: 1, day: 1) : CivilDate(year: year, month: month + 1, day: 1)
            let last = nextMonth.adding(days: -1)
            return last.adding(days: -Int64(last.isoWeekday % 7))
        }
    }

    /// The instant of the transition in `year`, for a zone `standardOffsetSeconds` from UTC.
    public func instant(in year: Int, standardOffsetSeconds: Int) -> Instant {
        let midnightUtcMs = date(in: year).daysSinceEpoch * Instant.millisecondsPerDay
        let shiftMs = clock == .utc ? 0 : Int64(standardOffsetSeconds) * Instant.millisecondsPerSecond
        return Instant(millisecondsSinceEpoch: midnightUtcMs + msOfDay - shiftMs)
    }
}
