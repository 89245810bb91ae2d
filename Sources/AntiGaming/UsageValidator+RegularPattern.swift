import Platform

extension UsageValidator {
    /// Whether a new learning session repeats a pattern: it starts one (see
    /// ``regularRunMinutes(app:startingAt:)``), or it goes on with a run that started one today
    /// and was split by a gap — a dropped or late callback — before reaching its usual length.
    /// Worked numbers, moderate, days 1–3 at 16:00 for 30 min: day 4's run 16:01–16:06, then a
    /// gap, then minutes 9–30 from 16:09 — both parts withheld; minute 31 at 18:00 is not.
    mutating func isRegularPattern(_ tick: UsageTick, on slot: Int) -> Bool {
        if let minutes = regularRunMinutes(app: tick.app, startingAt: tick.at) {
            watches[slot].regularRun = RegularRun(app: tick.app, date: tick.at.date, minutesMax: minutes)
            return true
        }
        guard let run = watches[slot].regularRun else { return false }
        return run.app == tick.app && run.date == tick.at.date && tick.minute <= run.minutesMax
    }

    /// The longest a session of `app` starting at `start` is expected to run, in the app's
    /// minutes of the day, if it repeats a pattern set on previous days: at least
    /// ``RegularPatternRule/previousDaysMin`` earlier dates each hold a session of the app
    /// starting at the same minute of day whose lengths agree, all within the tolerance.
    ///
    /// Decided when the session starts, because a live app cannot take back minutes it has
    /// credited: the pattern predicts the run. Moderate (2 days, start ±2 min, same length):
    /// sessions of 30 min at 16:00 and 16:01 on days 1–2 make day 3's 16:02 session withheld
    /// whole; 30 and 31 min do not. Strict (2 days, start ±5 min, length ±1 min):
    /// 16:00 for 30 min and 16:03 for 31 min make day 3's withheld.
    ///
    /// Every earlier session is looked at, so the cheap tests of a start come before the app's
    /// name, and only the date and length of an alike session are kept.
    private func regularRunMinutes(app: AppID, startingAt start: LocalTimestamp) -> Int? {
        guard let rule = policy.regularPattern else { return nil }
        let startMinute = Self.minuteOfDay(start)
        var alike: [(date: CivilDate, minutes: Int)] = []
        for index in sessions.indices {
            let startedAt = sessions[index].startedAt
            guard sessions[index].minutes > 0,
                  abs(Self.minuteOfDay(startedAt) - startMinute) <= rule.startToleranceMinutes,
                  startedAt.date < start.date, sessions[index].category == .learning,
                  sessions[index].app == app
            else { continue }
            alike.append((startedAt.date, sessions[index].minutes))
        }
        let agreeing = alike.map { reference in
            alike.filter { abs($0.minutes - reference.minutes) <= rule.lengthToleranceMinutes }
        }.filter { Set($0.map(\.date)).count >= rule.previousDaysMin }
        let longest = agreeing.flatMap { $0 }.map(\.minutes).max()
        return longest.map { $0 + rule.lengthToleranceMinutes }
    }

    private static func minuteOfDay(_ timestamp: LocalTimestamp) -> Int {
        Int(timestamp.millisecondOfDay / Instant.millisecondsPerMinute)
    }
}
