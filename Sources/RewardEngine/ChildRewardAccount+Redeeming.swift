import Platform

extension ChildRewardAccount {
    /// Rule 2, redemption: spend points on minutes of a reward app.
    ///
    /// Checked in this order: the app must be a reward app; the family's reward strategy must
    /// release reward time today (`RewardStrategy`); `points / conversion rate`
    /// (integer division) must be at least one minute; `points` must not exceed the balance.
    /// The minutes are then capped by what is left of the daily limit on this local day and
    /// of the weekly limit in this ISO week; nothing left is a rejection (daily checked
    /// first). The child pays only for the minutes granted, `minutes × rate`: points beyond
    /// a whole minute or beyond a cap stay in the balance. At rate 2, redeeming 11 points
    /// with 3 minutes left today grants 3 minutes for 6 points.
    ///
    /// The redemption expires `redemptionExpiryMinutes` after `time`. Rejections are kept
    /// in `rejections` and append nothing to the ledger.
    public mutating func redeem(
        points: Int,
        for app: AppID,
        at time: LocalTimestamp
    ) -> Result<Redemption, RedemptionRejection> {
        let minutes: Int
        switch redeemGrantableMinutes(points: points, for: app, on: time.date) {
        case .success(let grantable):
            minutes = grantable
        case .failure(let reason):
            let rejection = RedemptionRejection(app: app, requestedPoints: points, at: time, reason: reason)
            rejections.append(rejection)
            return .failure(rejection)
        }
        let cost = minutes * settings.conversionRatePointsPerMinute
        ledger.append(
            kind: .redeemed,
            amount: -cost,
            at: time,
            description: "Redeemed \(Wording.count(cost, "point")) for "
                + "\(Wording.count(minutes, "minute")) of \(app)",
            app: app
        )
        let redemption = Redemption(
            id: redemptions.count + 1,
            app: app,
            minutesGranted: minutes,
            pointsSpent: cost,
            at: time,
            expiresAt: time.instant + Int64(settings.redemptionExpiryMinutes) * Instant.millisecondsPerMinute
        )
        redemptions.append(redemption)
        return .success(redemption)
    }

    /// The minutes `points` can buy for `app` on `date` under the current settings.
    private func redeemGrantableMinutes(
        points: Int,
        for app: AppID,
        on date: CivilDate
    ) -> Result<Int, RedemptionRejectionReason> {
        guard catalog.category(of: app) == .reward else { return .failure(.notARewardApp(app)) }
        if let refusal = settings.rewardStrategy.strategy.timeRedemptionRefusal(in: self, on: date) {
            return .failure(refusal)
        }
        let rate = settings.conversionRatePointsPerMinute
        var minutes = points / rate
        guard minutes >= 1 else {
            return .failure(.fewerPointsThanOneMinute(points: points, conversionRate: rate))
        }
        guard points <= ledger.balance else {
            return .failure(.insufficientPoints(requested: points, available: ledger.balance))
        }
        if let limit = settings.dailyRewardLimitMinutes {
            let minutesLeft = limit - grantedMinutes(on: date)
            guard minutesLeft > 0 else { return .failure(.dailyLimitReached(limitMinutes: limit)) }
            minutes = min(minutes, minutesLeft)
        }
        if let limit = settings.weeklyRewardLimitMinutes {
            let minutesLeft = limit - grantedMinutes(inWeekOf: date)
            guard minutesLeft > 0 else { return .failure(.weeklyLimitReached(limitMinutes: limit)) }
            minutes = min(minutes, minutesLeft)
        }
        return .success(minutes)
    }

    /// Minutes granted in the ISO week (Monday to Sunday, local) that contains `date`.
    func grantedMinutes(inWeekOf date: CivilDate) -> Int {
        let monday = date.startOfWeek
        return redemptions.reduce(0) { sum, redemption in
            redemption.localDate.startOfWeek == monday ? sum + redemption.minutesGranted : sum
        }
    }
}
