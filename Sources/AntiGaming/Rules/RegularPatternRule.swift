import Platform

/// The regular-pattern rule: a timer's or a script's timetable (reason `regularPattern`). A
/// timer or a script runs the same app at the same minute for the same length every day; a
/// child kept to a timetable starts at the same minute too, but stops when the work is done,
/// so its lengths wander over a range of values. The rule therefore predicts a length
/// only from the *latest* days' runs of the slot (a streak: the last ``Parameters/previousDaysMin``
/// dates with a run of the app starting there, all of one length within the tolerance), and
/// withholds today's run only if it then ends on that length too. The chance that a child's
/// lengths line up this way is the same on the fortieth day as on the third — matching any two
/// earlier days, as before, grows with the days — and a run that breaks the prediction (stops
/// short of it or runs past it) is credited whole, late, like the held first minutes.
///
/// Worked numbers, moderate (2 days, start ±2 min, same length): runs of 30 min at 16:00 and
/// 16:01 on days 1–2 predict 30 for day 3's run from 16:02: its minutes are held; it ends on
/// minute 30 — withheld whole; had it stopped at 25, or gone on to 31, all would be credited.
/// Lengths 30, 31, 30, 30, 30: day 4's streak is days 3 and 2 (30, 31: no prediction), day 5's
/// days 4 and 3: withheld. A run cut by midnight has no length (``isCutByMidnight(_:)``).
public struct RegularPatternRule: Sendable {
    /// When repetition across days looks like a bot rather than a child: a session that starts
    /// at about the same time as on earlier days *and* runs exactly as long.
    public struct Parameters: Hashable, Sendable {
        /// Previous days that must each hold a session of the same app starting at about the same
        /// time of day, all of the same length.
        public let previousDaysMin: Int
        /// How far start minutes may differ and still count as "about the same time".
        public let startToleranceMinutes: Int
        /// How far lengths may differ and still count as "the same length".
        public let lengthToleranceMinutes: Int
        /// What a run that repeats the pattern gets.
        public var response: SuspicionResponse

        public init(
            previousDaysMin: Int, startToleranceMinutes: Int, lengthToleranceMinutes: Int,
            response: SuspicionResponse = .withhold
        ) {
            precondition(previousDaysMin >= 1, "a pattern needs at least one earlier day")
            precondition(startToleranceMinutes >= 0 && lengthToleranceMinutes >= 0, "a tolerance cannot be negative")
            self.previousDaysMin = previousDaysMin
            self.startToleranceMinutes = startToleranceMinutes
            self.lengthToleranceMinutes = lengthToleranceMinutes
            self.response = response
        }

        /// The level's values with the parents' choice applied (nil: the rule is off).
        public func chosen(by choice: RuleChoice) -> Parameters? {
            guard let response = choice.response(levelSays: response) else { return nil }
            var parameters = self
            parameters.response = response
            return parameters
        }
    }

    /// Today's run of `app` that began at the minute of day where the last days' runs of the app
    /// began, and the length they predict. Its minutes are held until it shows whether it repeats
    /// them: a run that ends within the predicted lengths is the pattern, withheld; one that stops
    /// short of them or runs past them is not, and its minutes are credited late.
    struct Run: Hashable, Sendable {
        let app: AppID
        let date: CivilDate
        /// The app's minutes of the day (threshold numbers) the run repeats the pattern if it ends
        /// on: the run's first minute less one, plus a predicted length.
        let lastMinutes: ClosedRange<Int>
        /// The highest minute of the app the run has reached.
        var lastMinute: Int
        /// Its sessions: one, or more when a gap (a lost or late callback) split it.
        var sessionIndexes: [Int]
        /// Minutes held on the prediction, oldest first.
        var held: [HeldMinute] = []

        init(app: AppID, date: CivilDate, firstMinute: Int, lengths: ClosedRange<Int>, sessionIndex: Int) {
            precondition(lengths.lowerBound >= 1, "a run lasts at least a minute")
            self.app = app
            self.date = date
            lastMinutes = (firstMinute - 1 + lengths.lowerBound)...(firstMinute - 1 + lengths.upperBound)
            lastMinute = firstMinute
            sessionIndexes = [sessionIndex]
        }

        /// Whether the run has gone past every length the pattern predicts: it is not the pattern.
        var hasRunPast: Bool { lastMinute > lastMinutes.upperBound }
    }

    /// The device's run in doubt, if any.
    var run: Run?
}

extension RegularPatternRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: nil
        case .moderate: Parameters(previousDaysMin: 2, startToleranceMinutes: 2, lengthToleranceMinutes: 0)
        case .strict: Parameters(previousDaysMin: 2, startToleranceMinutes: 5, lengthToleranceMinutes: 1)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        let length =
            parameters.lengthToleranceMinutes == 0
            ? "the same length" : "lengths within ±\(parameters.lengthToleranceMinutes) min"
        return "\(parameters.previousDaysMin) previous days starting within ±\(parameters.startToleranceMinutes) min, "
            + "\(length), \(parameters.response)"
    }

    public static let description = UsageRuleDescription(
        name: "the regular-pattern rule", reason: .regularPattern,
        summary: "A run of an app that starts where the last days' runs started and ends on their length is a "
            + "timer or a script: withheld whole once it ends there.",
        reads: "the device's earlier sessions of the app (start minute of day, length in threshold minutes)",
        parentChoice: "regular_pattern_rule: level, withhold, review, off",
        blindSpots: "A bot that varies its length by more than the tolerance passes; a child on a strict timer "
            + "that ends every lesson at the same minute is withheld.",
        sourceFile: "Sources/AntiGaming/Rules/RegularPatternRule.swift",
        tests: "Tests/AntiGamingTests/RegularPatternTests.swift"
    )
}

extension UsageValidator {
    /// Called when a learning session opens with `tick`: it goes on with today's patterned run,
    /// split by a gap before reaching its predicted length, or starts a run the last days
    /// predict — whose minutes are then held (see ``followRegularRun(_:on:sessionIndex:)``).
    mutating func watchForRegularRun(_ tick: UsageTick, on slot: Int, sessionIndex: Int) {
        if let run = watches[slot].regularPattern.run, run.app == tick.app, run.date == tick.at.date,
            tick.minute <= run.lastMinutes.upperBound
        {
            watches[slot].regularPattern.run?.sessionIndexes.append(sessionIndex)
            return
        }
        guard let lengths = predictedLengths(app: tick.app, startingAt: tick.at) else { return }
        settleRegularRun(on: slot)
        let before = appMinutes(of: tick.app, on: tick.device, date: tick.at.date, before: sessions.endIndex)
        watches[slot].regularPattern.run = RegularPatternRule.Run(
            app: tick.app, date: tick.at.date, firstMinute: before + 1, lengths: lengths, sessionIndex: sessionIndex
        )
    }

    /// Whether a counted learning minute belongs to a patterned run still in doubt. A minute
    /// that takes the run past every predicted length shows it is not the pattern: the minutes
    /// held on it are credited, and the run is forgotten.
    mutating func followRegularRun(_ tick: UsageTick, on slot: Int, sessionIndex: Int) -> Bool {
        guard let run = watches[slot].regularPattern.run, run.app == tick.app, run.date == tick.at.date,
            run.sessionIndexes.contains(sessionIndex)
        else { return false }
        watches[slot].regularPattern.run?.lastMinute = max(run.lastMinute, tick.minute)
        guard watches[slot].regularPattern.run?.hasRunPast == true else { return true }
        settleRegularRun(on: slot)
        return false
    }

    /// Holds a minute the level would withhold if the run repeats the pattern.
    mutating func holdOnRegularRun(_ minute: HeldMinute, on slot: Int) {
        precondition(watches[slot].regularPattern.run != nil, "a minute is held on a run in doubt")
        watches[slot].regularPattern.run?.held.append(minute)
    }

    /// The run is over — another run began on the device, it ran past, or its day or the stream
    /// ended: if it ended on a predicted length its sessions are marked (its held minutes stay
    /// uncredited; under the parents' `review` nothing was held and the mark is the flag);
    /// otherwise its held minutes are credited, or wait for the device's use to be confirmed
    /// like any other minute of a day the device has not yet shown use on.
    mutating func settleRegularRun(on slot: Int) {
        guard let run = watches[slot].regularPattern.run else { return }
        watches[slot].regularPattern.run = nil
        let isCut = run.sessionIndexes.contains { Self.isCutByMidnight(sessions[$0]) }
        if run.lastMinutes.contains(run.lastMinute) && !isCut {
            for index in run.sessionIndexes { sessions[index].suspect(.regularPattern) }
            return
        }
        for held in run.held {
            if watches[slot].unusedDevice.hasShownUse(on: run.date) {
                credit(held)
            } else {
                watches[slot].unusedDevice.unconfirmedMinutes.append(held)
            }
        }
    }

    /// A session of the run was merged into the one before it (a late burst): the run follows.
    mutating func regularRunSessionMoved(from removed: Int, to kept: Int, on slot: Int) {
        guard let run = watches[slot].regularPattern.run, run.sessionIndexes.contains(removed) else { return }
        var moved = run
        moved.sessionIndexes = run.sessionIndexes.map { $0 == removed ? kept : $0 }
        moved.sessionIndexes = Array(Set(moved.sessionIndexes)).sorted()
        moved.held = run.held.map {
            $0.sessionIndex == removed
                ? HeldMinute(tickIndex: $0.tickIndex, sessionIndex: kept, trustedMs: $0.trustedMs) : $0
        }
        watches[slot].regularPattern.run = moved
    }

    /// The lengths, in minutes, a run of `app` starting at `start` repeats the pattern with: the
    /// latest run of the app starting within the start tolerance on each of the last
    /// ``RegularPatternRule/Parameters/previousDaysMin`` dates that hold one, all of one length within the
    /// length tolerance. A length is the span of the run's minute numbers, so a lost callback
    /// does not shorten it — nor its first: a run's length is its last minute number less the
    /// app's minutes on the device that day before it. nil: no pattern.
    ///
    /// Strict (2 days, start ±5 min, length ±1 min): 16:00 for 30 min and 16:03 for 31 min
    /// predict 30–31 (within a minute of both).
    private func predictedLengths(app: AppID, startingAt start: LocalTimestamp) -> ClosedRange<Int>? {
        guard let rule = policy.regularPattern else { return nil }
        let startMinute = Self.minuteOfDay(start)
        var streak: [(date: CivilDate, minutes: Int?)] = []
        // Sessions are in start order: from the end, each date's latest run comes first.
        for index in sessions.indices.reversed() {
            let session = sessions[index]
            guard let last = session.lastMinuteNumber,
                session.startedAt.date < start.date,
                abs(Self.minuteOfDay(session.startedAt) - startMinute) <= rule.startToleranceMinutes,
                session.category == .learning, session.app == app,
                !streak.contains(where: { $0.date == session.startedAt.date })
            else { continue }
            let before = appMinutes(of: app, on: session.device, date: session.startedAt.date, before: index)
            streak.append((session.startedAt.date, Self.isCutByMidnight(session) ? nil : last - before))
            if streak.count == rule.previousDaysMin { break }
        }
        let lengths = streak.compactMap(\.minutes)
        guard lengths.count == rule.previousDaysMin,
            let shortest = lengths.min(), let longest = lengths.max(),
            longest - shortest <= rule.lengthToleranceMinutes
        else { return nil }
        return max(1, longest - rule.lengthToleranceMinutes)...(shortest + rule.lengthToleranceMinutes)
    }

    /// The app's minutes counted on `device` on `date` by the sessions before `index`: the last
    /// minute number of the latest of them (iOS numbers an app's minutes from 1 each day).
    private func appMinutes(of app: AppID, on device: DeviceID, date: CivilDate, before index: Int) -> Int {
        for earlier in sessions[..<index].reversed() where earlier.device == device {
            if earlier.startedAt.date < date { return 0 }
            if earlier.app == app, earlier.startedAt.date == date { return earlier.lastMinuteNumber ?? 0 }
        }
        return 0
    }

    /// A session still going at the day's last minute was cut there (a session never runs past
    /// its day), not ended: its length is not the child's, and every evening run begun at the
    /// same minute would otherwise "last" the same time to midnight.
    private static func isCutByMidnight(_ session: SessionVerdict) -> Bool {
        minuteOfDay(session.endedAt) == lastMinuteOfDay
    }

    private static func minuteOfDay(_ timestamp: LocalTimestamp) -> Int {
        Int(timestamp.millisecondOfDay / Instant.millisecondsPerMinute)
    }
}
