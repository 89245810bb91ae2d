import AntiGaming
import Platform
import RewardEngine

/// What applying one usage record led to, for the app to announce once it is committed.
struct UsageOutcome {
    let record: UsageRecord
    var pointsToAnnounce: PointsBatch?
    /// The day's credited learning minutes, when this record brought them to the daily goal.
    var goalReachedMinutes: Int?

    /// Two outcomes of one commit as one: the later batch and goal win.
    func merging(_ other: UsageOutcome) -> UsageOutcome {
        UsageOutcome(
            record: record, pointsToAnnounce: other.pointsToAnnounce ?? pointsToAnnounce,
            goalReachedMinutes: other.goalReachedMinutes ?? goalReachedMinutes)
    }
}

extension PeriodicWorkState {
    /// Has the validator judge record `sequence`, applies what it keeps to the account and marks
    /// the record applied, in one commit with the caller's: the extension right after writing
    /// it, or reconciliation repairing a record whose application was lost. The minute is
    /// counted at the record's own timestamp, so it lands on the day it was used however late
    /// the repair comes. A reward minute the validator filtered out (a duplicate, a flood) is
    /// not taken from the child's redemption; one it only flagged is.
    ///
    /// - Returns: nil when the record was already applied, so that a repeated repair is a no-op.
    mutating func applyUsageRecord(
        _ sequence: Int, to account: inout ChildRewardAccount, now: LocalTimestamp
    ) -> UsageOutcome? {
        guard !usageLog.isApplied(sequence) else { return nil }
        let record = usageLog.record(sequence)
        let category = account.catalog.category(of: record.app)
        let tick = UsageTick(
            device: record.device, app: record.app, category: category == .reward ? .reward : .learning,
            minute: record.thresholdMinute, at: record.timestamp, uptimeMs: record.uptimeMs,
            zoneIdentifier: record.zoneIdentifier,
            isPaid: category == .reward && !account.shieldedApps(at: record.timestamp.instant).contains(record.app),
            battery: record.battery
        )
        let assessment = validation.observeTick(tick, record: sequence)
        if let ruling = Self.siblingRuling(of: assessment) {
            minutesToShare.append(
                SiblingMinute(
                    device: device, app: record.app, at: record.timestamp, ruling: ruling,
                    minute: record.thresholdMinute
                ))
        }
        usageLog.markApplied(sequence, assessment: assessment, counts: assessment.isKept)
        // A held minute released by this tick is older than it: credit it first.
        var outcome = UsageOutcome(record: record)
        for released in creditReleasedMinutes(to: &account, now: now) {
            outcome = outcome.merging(released)
        }
        if assessment.isKept {
            outcome = outcome.merging(credit(record, to: &account, now: now))
        }
        return outcome
    }

    /// Feeds a signal that is not a tick (interval start, monitoring start, an app run) and
    /// credits any held minute it releases.
    @discardableResult
    mutating func observe(_ signal: UsageSignal, account: inout ChildRewardAccount, now: LocalTimestamp)
        -> [UsageOutcome]
    {
        _ = validation.observe(signal)
        return creditReleasedMinutes(to: &account, now: now)
    }

    /// What the child's other devices hear of a minute judged here: nil for a duplicate or a
    /// mirror, which were no minute of use.
    static func siblingRuling(of assessment: TickAssessment) -> SiblingMinute.Ruling? {
        if assessment.isKept || assessment.isHeld { return .kept }
        if assessment.reasons == [.fasterThanTime] { return .tooFast }
        return assessment.reasons.contains(where: \.isFilter) ? nil : .withheld
    }

    /// Gives the validator minutes another of the child's devices counted.
    mutating func observeSiblingMinutes(_ minutes: [SiblingMinute]) {
        for minute in minutes { _ = validation.observe(.siblingMinute(minute)) }
    }

    /// Takes the minutes to share, for the caller to send in its commit.
    mutating func takeMinutesToShare() -> [SiblingMinute] {
        defer { minutesToShare = [] }
        return minutesToShare
    }

    /// Credits the held minutes the validator has released since the last call, in release order.
    mutating func creditReleasedMinutes(to account: inout ChildRewardAccount, now: LocalTimestamp) -> [UsageOutcome] {
        validation.takeReleasedRecords().map { sequence in
            credit(usageLog.markCredited(sequence), to: &account, now: now)
        }
    }

    /// Takes one kept minute into the account, at the record's own timestamp.
    private mutating func credit(_ record: UsageRecord, to account: inout ChildRewardAccount, now: LocalTimestamp)
        -> UsageOutcome
    {
        var outcome = UsageOutcome(record: record)
        switch account.catalog.category(of: record.app) {
        case .learning:
            let entries = account.recordLearningMinute(
                app: record.app, at: record.timestamp, bookedAt: max(now.instant, record.timestamp.instant)
            )
            let points = entries.reduce(0) { $0 + $1.amount }
            if points > 0 {
                outcome.pointsToAnnounce = noteEarning(
                    points, at: record.timestamp, now: now, preferences: account.settings.notifications
                )
            }
            outcome.goalReachedMinutes = noteLearning(
                account.learningMinutes(on: record.date), on: record.date,
                goalMinutes: account.settings.dailyLearningGoalMinutes
            )
        case .reward:
            _ = account.recordRewardMinute(app: record.app, at: record.timestamp)
        case nil:
            preconditionFailure("\(record.app) is not catalogued; only catalogued apps are logged")
        }
        return outcome
    }

    /// The day's goal is announced once, at the first minute that finds it reached.
    private mutating func noteLearning(_ minutes: Int, on date: CivilDate, goalMinutes: Int) -> Int? {
        guard minutes >= goalMinutes, goalAnnouncedThrough.map({ $0 < date }) ?? true else { return nil }
        goalAnnouncedThrough = date
        return minutes
    }
}
