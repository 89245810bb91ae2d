import Platform
import SimulationKernel

/// The honest sessions of a child who responds to incentives (see `IncentiveResponse`).
extension PersonaDay {
    /// Draws the day's sessions as `routineSessions` does, then shapes and places each one in
    /// turn, so that only sessions that take place change what the child believes. Each session
    /// draws from its own stream, so that a longer or shorter session, or a redemption not made,
    /// leaves the next session's draws alone (common random numbers across variants).
    func respondingSessions(random: inout SeededRandom, account: inout MentalAccount, builder: inout PlanBuilder) {
        let response = IncentiveResponse(profile: profile, context: context)
        for (index, session) in routineSessions(random: &random, itemsDrawn: false).enumerated() {
            var stream = random.fork("session:\(index)")
            let drawnMs = drawSessionMs(random: &stream)
            let secondMs = Instant.millisecondsPerSecond
            let shapedMs = Int64((Double(drawnMs / secondMs) * response.learningFactor(account)).rounded()) * secondMs
            let learningMs = response.stretchedToGoal(shapedMs, account)
            var items =
                learningMs >= Instant.millisecondsPerMinute ? learningItems(totalMs: learningMs, random: &stream) : []
            let wantsDrawn = stream.chance(Int64(profile.rewardChancePercent), in: 100)
            let rewardApp = pickRewardApp(random: &stream)
            let drawnMinutes = Int(stream.int(in: Int64(profile.rewardMinutesMin)...Int64(profile.rewardMinutesMax)))
            var after = account
            after.earn(points: earnedPoints(items))
            if !items.isEmpty { after.learn(minutes: Int(learningMs / Instant.millisecondsPerMinute)) }
            if let rewardApp, response.bankIsOpen(after), response.wantsReward(drawn: wantsDrawn, after),
                let minutes = response.minutesToRedeem(drawnMinutes: drawnMinutes, after)
            {
                items += rewardItems(app: rewardApp, minutes: minutes)
                after.redeem(minutes: minutes, conversionRate: context.conversionRatePointsPerMinute)
            }
            guard !items.isEmpty,
                builder.place(Episode(desiredStart: session.desiredStart, items: items), deadline: deadline)
            else { continue }
            account = after
        }
    }

    /// The points the child expects for time on learning apps, used or left on, at their rates.
    /// Rapid switching and settings tricks are not counted: the child cannot tell what they earn.
    func earnedPoints(_ items: [Episode.Item]) -> Double {
        items.reduce(0) { total, item in
            let onApp: (app: AppID, durationMs: Int64)? =
                switch item.action {
                case .use(let app, let durationMs), .leaveOn(let app, let durationMs): (app, durationMs)
                default: nil
                }
            guard let (app, durationMs) = onApp,
                let position = context.learningApps.firstIndex(of: app)
            else { return total }
            let rates = context.learningPointsPerHour
            let pointsPerHour = rates.isEmpty ? profile.referencePointsPerHour : rates[position]
            return total + Double(durationMs) / Double(Instant.millisecondsPerHour) * Double(pointsPerHour)
        }
    }
}
