import Platform
import SimulationKernel

/// How a responsive child's learning and spending follow what its learning earns.
///
/// Learning: a session's drawn length is multiplied by
/// `(1 − r) + r · min(boost, (v ÷ v₀)^ε) · want`, where r is the responsiveness (the share of
/// learning done for the reward), v the reward minutes one learning minute buys (points per
/// hour ÷ 60 ÷ conversion rate), v₀ the same at the reference settings, ε the price elasticity,
/// and want is 0 when the believed balance already buys `patienceDays` days of the wanted
/// reward (limits included: a child does not earn what it may not spend) and 1 otherwise.
///
/// Spending: after a session the child wants reward time with the routine's chance — surely
/// when its balance already buys a day's want — and draws how many minutes, capped by what the
/// limits leave today and this week. It redeems them when the balance buys them; when not, it
/// saves, until it has saved `patienceDays` days, and then takes what the balance buys. So the
/// balance stays near a few days' wants instead of growing while redemptions are refused.
///
/// Time bank (`PersonaContext.timeBankGoalMinutes`): the child redeems only once its learning
/// today reached the goal, and stretches a session to reach it (`stretchedToGoal`).
struct IncentiveResponse {
    let profile: PersonaProfile
    let context: PersonaContext

    /// Reward minutes bought by one minute of learning at the run's settings.
    var rewardMinutesPerLearningMinute: Double {
        let rates = context.learningPointsPerHour
        let pointsPerHour =
            rates.isEmpty
            ? Double(profile.referencePointsPerHour) : Double(rates.reduce(0, +)) / Double(rates.count)
        return pointsPerHour / 60 / Double(context.conversionRatePointsPerMinute)
    }

    var referenceRewardMinutesPerLearningMinute: Double {
        Double(profile.referencePointsPerHour) / 60 / Double(profile.referenceConversionRate)
    }

    /// (v ÷ v₀)^ε, at most the boost; 0 when learning earns nothing.
    var priceFactor: Double {
        let value = rewardMinutesPerLearningMinute
        guard value > 0 else { return 0 }
        let ratio = value / referenceRewardMinutesPerLearningMinute
        let factor = PortableMath.power(ratio, Double(profile.priceElasticityThousandths) / 1_000)
        return min(Double(profile.learningBoostMaxThousandths) / 1_000, factor)
    }

    /// The reward minutes a day the child wants, no more than the limits let it take.
    var wantedMinutesPerDay: Int {
        var wanted = profile.wantedRewardMinutesPerDay
        if let daily = context.dailyRewardLimitMinutes { wanted = min(wanted, daily) }
        if let weekly = context.weeklyRewardLimitMinutes { wanted = min(wanted, weekly / 7) }
        return wanted
    }

    func balanceMinutes(_ account: MentalAccount) -> Double {
        account.balancePoints / Double(context.conversionRatePointsPerMinute)
    }

    /// What a session's drawn learning is multiplied by.
    func learningFactor(_ account: MentalAccount) -> Double {
        let share = Double(profile.responsivenessPercent) / 100
        let saved = balanceMinutes(account) >= Double(wantedMinutesPerDay * profile.patienceDays)
        let want: Double = saved ? 0 : 1
        return (1 - share) + share * priceFactor * want
    }

    /// Under the time bank, a child still saving up for its wants stretches a session to reach
    /// the day's learning goal when the minutes short are no more than the session's own
    /// (at most doubling it: the goal-gradient effect); otherwise the session stays as shaped.
    func stretchedToGoal(_ learningMs: Int64, _ account: MentalAccount) -> Int64 {
        guard let goal = context.timeBankGoalMinutes, learningMs > 0,
            balanceMinutes(account) < Double(wantedMinutesPerDay * profile.patienceDays)
        else { return learningMs }
        let shortMs = Int64(goal - account.learningMinutesToday) * Instant.millisecondsPerMinute - learningMs
        return shortMs > 0 && shortMs <= learningMs ? learningMs + shortMs : learningMs
    }

    /// Whether reward time can be had today as the child counts it: always, but under the time
    /// bank only once the day's learning reached the goal.
    func bankIsOpen(_ account: MentalAccount) -> Bool {
        context.timeBankGoalMinutes.map { account.learningMinutesToday >= $0 } ?? true
    }

    /// Whether the child wants reward time after a session, given the routine's draw.
    func wantsReward(drawn: Bool, _ account: MentalAccount) -> Bool {
        drawn || balanceMinutes(account) >= Double(max(1, wantedMinutesPerDay))
    }

    /// The minutes the child redeems when it wants `drawnMinutes`, or nil when it saves instead.
    func minutesToRedeem(drawnMinutes: Int, _ account: MentalAccount) -> Int? {
        var allowed = drawnMinutes
        if let daily = context.dailyRewardLimitMinutes { allowed = min(allowed, daily - account.rewardMinutesToday) }
        if let weekly = context.weeklyRewardLimitMinutes {
            allowed = min(allowed, weekly - account.rewardMinutesThisWeek)
        }
        let affordable = Int(balanceMinutes(account).rounded(.down))
        guard allowed >= 1, affordable >= 1 else { return nil }
        if affordable >= allowed { return allowed }
        return account.daysSaving >= profile.patienceDays ? affordable : nil
    }
}
