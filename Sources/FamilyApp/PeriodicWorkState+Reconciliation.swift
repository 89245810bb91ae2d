import Platform
import RewardEngine

extension PeriodicWorkState {
    /// The days a pass starting now checks: from the day after the cursor through today.
    func daysToReconcile(today: CivilDate) -> [CivilDate] {
        Self.days(from: nextDayToReconcile, through: today)
    }

    /// - Returns: the new pass's index in `reconciliations`.
    mutating func beginReconciliation(at time: Instant, device: DeviceID) -> Int {
        reconciliations.append(ReconciliationRecord(startedAt: time, device: device))
        return reconciliations.count - 1
    }

    /// One unit of a pass: repairs `day`'s unapplied records in log order, records its drift,
    /// and moves the cursor past it if it has ended.
    ///
    /// - Returns: the outcomes of the repaired records, or nil when the day was already fully
    ///   reconciled (a stale item from another pass or device).
    mutating func reconcile(
        _ day: CivilDate, pass: Int, account: inout ChildRewardAccount, now: LocalTimestamp
    ) -> [UsageOutcome]? {
        guard let next = nextDayToReconcile, day >= next else { return nil }
        let outcomes = usageLog.unappliedRecords(on: day).compactMap { record in
            applyUsageRecord(record.sequence, to: &account, now: now)
        }
        let driftMinutes = recordDrift(on: day, account: account)
        reconciliations[pass].daysChecked += 1
        reconciliations[pass].recordsRepaired += outcomes.count
        reconciliations[pass].driftMinutes += driftMinutes
        recordsRepaired += outcomes.count
        // Today is still running: it is checked by every pass and never passed by the cursor.
        if day == next && day < now.date {
            reconciledThrough = day
            usageLog.letGo(through: day)
        }
        return outcomes
    }

    /// The last unit of a pass: books the expiries a late task left behind and marks it done.
    mutating func finishReconciliation(pass: Int, account: inout ChildRewardAccount, now: LocalTimestamp) {
        precondition(!reconciliations[pass].isFinished, "a pass finishes once")
        reconciliations[pass].redemptionsExpired = account.expireRedemptions(at: now).count
        reconciliations[pass].finishedAt = now.instant
        lastReconciledAt = now.instant
    }

    /// Replaces `day`'s drifts with what the account and the log say now.
    ///
    /// - Returns: the day's drift in minutes.
    private mutating func recordDrift(on day: CivilDate, account: ChildRewardAccount) -> Int {
        drifts.removeAll { $0.date == day }
        var driftMinutes = 0
        for app in (account.catalog.learningApps + account.catalog.rewardApps).sorted() {
            let drift = UsageDrift(
                date: day, app: app,
                loggedMinutes: usageLog.creditedMinutes(app: app, on: day),
                countedMinutes: Self.countedMinutes(of: app, on: day, account: account)
            )
            if drift.differenceMinutes != 0 {
                drifts.append(drift)
                driftMinutes += abs(drift.differenceMinutes)
            }
        }
        drifts.sort { ($0.date, $0.app) < ($1.date, $1.app) }
        return driftMinutes
    }

    /// Every minute the account took in for `app` on `day`, whether it paid or earned or not.
    private static func countedMinutes(of app: AppID, on day: CivilDate, account: ChildRewardAccount) -> Int {
        switch account.catalog.category(of: app) {
        case .learning:
            account.learningMinutes(app: app, on: day) + account.unqualifiedMinutes(app: app, on: day)
        case .reward:
            account.rewardMinutes(app: app, on: day) + account.unpaidRewardMinutes(app: app, on: day)
        case nil:
            0
        }
    }
}
