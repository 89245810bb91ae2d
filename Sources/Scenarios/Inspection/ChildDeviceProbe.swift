import FamilyApp
import Reports
import RewardEngine
import Simulation

/// A child's device as the trace hash and `diff` see it: the app's ledger, settings,
/// redemptions, validator sessions and periodic work, what the device shields, and the sync
/// engine's pending changes and cache.
///
/// It reads the account and the app's work through `account` and `work` alone, so the parts and
/// the dump follow wherever the app keeps them.
final class ChildDeviceProbe: StateDumpable {
    let app: ChildDeviceApp
    let device: SimulatedChildDevice
    /// The ledger only grows: its digest is carried forward entry by entry.
    private var ledgerDigest = StateDigester()
    private var ledgerEntriesDigested = 0
    /// Whether the ledger lets go of its entries once they are digested: a crowd's run, which
    /// reads its ledgers in figures alone (what they add up to stays; see `LedgerHistory`).
    private let letsGoOfDigestedEntries: Bool
    private let pendingDigests = PendingDigests()

    init(app: ChildDeviceApp, device: SimulatedChildDevice, letsGoOfDigestedEntries: Bool = false) {
        self.app = app
        self.device = device
        self.letsGoOfDigestedEntries = letsGoOfDigestedEntries
    }

    var subject: String { app.device.rawValue }

    var account: ChildRewardAccount { app.store.account }
    var work: PeriodicWorkState { app.store.work }

    /// Every field is mixed as a number or a raw value: no `String(describing:)`, whose reflection
    /// cost a four-week run more than the run itself.
    func stateDigests(walkingRecords: Bool) -> [StateDigest] {
        let account = account
        let work = work
        var settings = StateDigester()
        Self.mix(account.settings, into: &settings)
        var redemptions = StateDigester()
        for redemption in account.redemptions {
            redemptions.mix(redemption.id)
            redemptions.mix(redemption.app.rawValue)
            redemptions.mix(redemption.pointsSpent)
            redemptions.mix(redemption.minutesGranted)
            redemptions.mix(redemption.minutesUsed)
            redemptions.mix(redemption.expiresAt.millisecondsSinceEpoch)
            redemptions.mix(redemption.endedAt?.millisecondsSinceEpoch ?? -1)
            redemptions.mix(redemption.status.rawValue)
        }
        redemptions.mix(account.rejections.count)
        var validator = StateDigester()
        let verdicts = work.validation.validator
        for session in verdicts.sessions {
            validator.mix(session.app.rawValue)
            validator.mix(session.startedAt.instant.millisecondsSinceEpoch)
            validator.mix(session.endedAt.instant.millisecondsSinceEpoch)
            validator.mix(session.minutes)
            validator.mix(session.minutesKept)
            validator.mix(session.unpaidMinutes)
            for reason in session.reasons { validator.mix(reason.rawValue) }
        }
        for flag in verdicts.flags { validator.mix(flag.reason.rawValue) }
        validator.mix(verdicts.tickCount)
        validator.mix(verdicts.releasedTickIndexes.count)
        var periodic = StateDigester()
        periodic.mix(work.closedThrough?.daysSinceEpoch ?? -1)
        periodic.mix(work.reconciledThrough?.daysSinceEpoch ?? -1)
        for summary in work.summaries {
            periodic.mix(summary.date.daysSinceEpoch)
            periodic.mix(summary.learningMinutes)
            periodic.mix(summary.rewardMinutes)
            periodic.mix(summary.pointsEarned)
            periodic.mix(summary.goalMet)
        }
        periodic.mix(work.pendingPoints != nil)
        var shields = StateDigester()
        for shielded in device.shieldedApplications { shields.mix(shielded.rawValue) }
        return [
            StateDigest(part: "ledger", value: ledger(account.ledger)),
            StateDigest(part: "settings", value: settings.value),
            StateDigest(part: "redemptions", value: redemptions.value),
            StateDigest(part: "validator", value: validator.value),
            StateDigest(part: "work", value: periodic.value),
            StateDigest(part: "shields", value: shields.value),
        ]
            + SyncStateDigests.parts(
                of: app.sync?.syncStore.state, pending: pendingDigests, walkingRecords: walkingRecords)
    }

    static func mix(_ settings: RewardSettings, into digester: inout StateDigester) {
        for value in [
            settings.conversionRatePointsPerMinute, settings.defaultPointsPerHour, settings.minimumSessionMinutes,
            settings.sessionGapMinutes, settings.dailyRewardLimitMinutes ?? -1, settings.weeklyRewardLimitMinutes ?? -1,
            settings.redemptionExpiryMinutes, settings.dailyLearningGoalMinutes, settings.weeklyLearningGoalMinutes,
            settings.streakGoalDays, settings.notifications.pointsEarnedBatchMinutes,
        ] {
            digester.mix(value)
        }
        for kind in settings.notifications.disabled.map(\.rawValue).sorted() { digester.mix(kind) }
    }

    private func ledger(_ ledger: PointsLedger) -> UInt64 {
        let entryCount = ledger.history.count + ledger.entries.count
        if entryCount < ledgerEntriesDigested {
            ledgerDigest = StateDigester()
            ledgerEntriesDigested = 0
        }
        let firstNew = ledgerEntriesDigested - ledger.history.count
        precondition(firstNew >= 0, "a ledger lets go only of entries already digested")
        for entry in ledger.entries[firstNew...] {
            ledgerDigest.mix(entry.sequence)
            ledgerDigest.mix(entry.kind.rawValue)
            ledgerDigest.mix(entry.amount)
            ledgerDigest.mix(entry.timestamp.millisecondsSinceEpoch)
            ledgerDigest.mix(entry.description)
        }
        ledgerEntriesDigested = entryCount
        if letsGoOfDigestedEntries { app.store.letGoOfLedgerEntries(through: entryCount) }
        return ledgerDigest.value
    }

    func stateDump(formatTime: (Int64) -> String) -> JSONValue {
        let account = account
        let entries = account.ledger.entries.map { entry in
            JSONValue(object: [
                ("sequence", .integer(Int64(entry.sequence))), ("kind", .string(entry.kind.rawValue)),
                ("amount", .integer(Int64(entry.amount))),
                ("at", .string(formatTime(entry.timestamp.millisecondsSinceEpoch))),
                ("description", .string(entry.description)),
            ])
        }
        let sessions = work.validation.validator.sessions.map { session in
            JSONValue(object: [
                ("app", .string(session.app.rawValue)), ("started", .string(session.startedAt.description)),
                ("ended", .string(session.endedAt.description)), ("minutes", .integer(Int64(session.minutes))),
                ("minutesKept", .integer(Int64(session.minutesKept))), ("status", .string("\(session.status)")),
                ("reasons", .array(session.reasons.map { .string("\($0)") })),
            ])
        }
        return JSONValue(
            object: [
                ("device", .string(subject)), ("child", .string(account.child.rawValue)),
                (
                    "ledger",
                    JSONValue(object: [
                        ("balance", .integer(Int64(account.ledger.balance))), ("entries", .array(entries)),
                    ])
                ),
                ("settings", Self.settings(account.settings)),
                ("redemptions", .integer(Int64(account.redemptions.count))),
                ("shielded", .array(device.shieldedApplications.map { .string($0.rawValue) })),
                ("validatorSessions", .array(sessions)),
            ] + SyncStateDump.members(of: app.sync?.syncStore.state))
    }

    /// The settings under the scenario file's keys; minutes as whole numbers, `null` for none.
    static func settings(_ settings: RewardSettings) -> JSONValue {
        let minutes = { (value: Int?) in value.map { JSONValue.integer(Int64($0)) } ?? .null }
        return JSONValue(object: [
            ("conversion_rate", minutes(settings.conversionRatePointsPerMinute)),
            ("default_points_per_hour", minutes(settings.defaultPointsPerHour)),
            ("minimum_session", minutes(settings.minimumSessionMinutes)),
            ("session_gap", minutes(settings.sessionGapMinutes)),
            ("daily_reward_limit", minutes(settings.dailyRewardLimitMinutes)),
            ("weekly_reward_limit", minutes(settings.weeklyRewardLimitMinutes)),
            ("redemption_expiry", minutes(settings.redemptionExpiryMinutes)),
            ("daily_learning_goal", minutes(settings.dailyLearningGoalMinutes)),
            ("weekly_learning_goal", minutes(settings.weeklyLearningGoalMinutes)),
            ("streak_days", minutes(settings.streakGoalDays)),
        ])
    }
}
