import Platform

extension ChildRewardAccount {
    /// Rule 3, reward minutes. Call once per whole minute of frontmost use of a reward app.
    ///
    /// First expires every redemption due at `time` (rule 4), then consumes one minute of
    /// the oldest active redemption for `app`; the one whose last minute this is becomes
    /// `used`, ended now. With no active redemption the minute is `.unpaid`: the child was
    /// looking at the shield, and `unpaidRewardMinutes` counts it.
    public mutating func recordRewardMinute(app: AppID, at time: LocalTimestamp) -> RewardMinuteOutcome {
        precondition(catalog.category(of: app) == .reward, "\(app) is not a reward app")
        expireRedemptions(at: time)
        let key = AppDay(app: app, date: time.date)
        guard let index = redemptions.firstIndex(where: { $0.app == app && $0.status == .active }) else {
            unpaidRewardMinuteCounts[key, default: 0] += 1
            return .unpaid
        }
        precondition(redemptions[index].minutesRemaining > 0, "an active redemption has minutes left")
        redemptions[index].minutesUsed += 1
        if redemptions[index].minutesRemaining == 0 {
            redemptions[index].status = .used
            redemptions[index].endedAt = time.instant
        }
        consumedRewardMinutes[key, default: 0] += 1
        return .consumed(
            redemptionID: redemptions[index].id,
            minutesRemaining: redemptions[index].minutesRemaining
        )
    }

    /// Rule 4, expiry: every active redemption whose `expiresAt` is at or before `time`
    /// becomes `expired`, ended at its `expiresAt`.
    ///
    /// Unused minutes are forfeited, not refunded: their points left the balance at
    /// redemption. An `expired` entry of amount 0 records them for the audit trail, e.g.
    /// "6 unused minutes of minecraft expired (12 points forfeited)"; it is stamped `time`,
    /// the moment the app noticed, so the ledger's timestamps stay in order.
    ///
    /// - Returns: the redemptions that expired in this call, oldest first.
    @discardableResult
    public mutating func expireRedemptions(at time: LocalTimestamp) -> [Redemption] {
        var expired: [Redemption] = []
        for index in redemptions.indices
        where redemptions[index].status == .active && redemptions[index].expiresAt <= time.instant {
            redemptions[index].status = .expired
            redemptions[index].endedAt = redemptions[index].expiresAt
            let redemption = redemptions[index]
            if redemption.minutesRemaining > 0 {
                let pointsForfeited = redemption.minutesRemaining * redemption.pointsPerMinute
                ledger.append(
                    kind: .expired,
                    amount: 0,
                    at: time,
                    description: "\(Wording.count(redemption.minutesRemaining, "unused minute")) of "
                        + "\(redemption.app) expired (\(Wording.count(pointsForfeited, "point")) forfeited)",
                    app: redemption.app
                )
            }
            expired.append(redemption)
        }
        return expired
    }
}
