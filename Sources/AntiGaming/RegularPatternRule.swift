/// When repetition across days looks like a bot rather than a child: a session that starts at
/// about the same time as on earlier days *and* runs exactly as long. A child kept to a
/// timetable starts at the same minute but stops when the work is done; a timer — or a bot
/// that moves its start by a few minutes or seconds to hide — runs the same length every day.
public struct RegularPatternRule: Hashable, Sendable {
    /// Previous days that must each hold a session of the same app starting at about the same
    /// time of day, all of the same length.
    public let previousDaysMin: Int
    /// How far start minutes may differ and still count as "about the same time".
    public let startToleranceMinutes: Int
    /// How far lengths may differ and still count as "the same length".
    public let lengthToleranceMinutes: Int

    public init(previousDaysMin: Int, startToleranceMinutes: Int, lengthToleranceMinutes: Int) {
        precondition(previousDaysMin >= 1, "a pattern needs at least one earlier day")
        precondition(startToleranceMinutes >= 0 && lengthToleranceMinutes >= 0, "a tolerance cannot be negative")
        self.previousDaysMin = previousDaysMin
        self.startToleranceMinutes = startToleranceMinutes
        self.lengthToleranceMinutes = lengthToleranceMinutes
    }
}
