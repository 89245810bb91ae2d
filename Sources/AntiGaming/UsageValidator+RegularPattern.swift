import Platform

extension UsageValidator {
    /// Whether a session of `app` starting at `start` repeats a pattern set on previous days:
    /// at least ``RegularPatternRule/previousDaysMin`` earlier dates each hold a session of the
    /// app starting at the same minute of day whose lengths agree, all within the tolerance.
    ///
    /// Decided when the session starts, because a live app cannot take back minutes it has
    /// credited: the pattern predicts the run. Moderate (3 days, ±1 min): sessions at 16:00 of
    /// 30, 30 and 31 min on days 1–3 make day 4's 16:00 session withheld whole; 30, 30, 32 do not.
    /// Strict (2 days, ±1 min): 16:00 for 30 min and 16:01 for 31 min make day 3's withheld.
    func isRegularPattern(app: AppID, startingAt start: LocalTimestamp) -> Bool {
        guard let rule = policy.regularPattern else { return false }
        let startMinute = Self.minuteOfDay(start)
        let alike = sessions.filter {
            $0.app == app && $0.category == .learning && $0.minutes > 0 && $0.startedAt.date < start.date
                && abs(Self.minuteOfDay($0.startedAt) - startMinute) <= rule.toleranceMinutes
        }
        return alike.contains { reference in
            let days = Set(
                alike.filter { abs($0.minutes - reference.minutes) <= rule.toleranceMinutes }
                    .map(\.startedAt.date)
            )
            return days.count >= rule.previousDaysMin
        }
    }

    private static func minuteOfDay(_ timestamp: LocalTimestamp) -> Int {
        Int(timestamp.millisecondOfDay / Instant.millisecondsPerMinute)
    }
}
