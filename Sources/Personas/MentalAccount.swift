import Platform

/// What a responsive child believes about its points and reward time: the balance from the
/// learning it did (as the app shows points after each session) less what it redeemed, and the
/// reward minutes it took today and this week. Points the validator withholds are not known to
/// it, so a redemption it believes affordable can still be refused.
struct MentalAccount {
    private(set) var balancePoints: Double = 0
    /// Days since the child last redeemed (or since the run began): how long it has saved.
    private(set) var daysSaving = 0
    private(set) var rewardMinutesToday = 0
    private(set) var rewardMinutesThisWeek = 0
    /// Learning minutes done today, as the child counts them: what the time bank's goal asks.
    private(set) var learningMinutesToday = 0
    private var date: CivilDate?

    /// A new local day: the day's reward count starts again, and the week's on a Monday.
    mutating func begin(_ day: CivilDate) {
        if let date {
            daysSaving += Int(day.daysSinceEpoch - date.daysSinceEpoch)
            if day.startOfWeek != date.startOfWeek { rewardMinutesThisWeek = 0 }
        }
        date = day
        rewardMinutesToday = 0
        learningMinutesToday = 0
    }

    mutating func learn(minutes: Int) {
        precondition(minutes >= 0, "learning adds minutes")
        learningMinutesToday += minutes
    }

    mutating func earn(points: Double) {
        precondition(points >= 0, "earning adds points")
        balancePoints += points
    }

    mutating func redeem(minutes: Int, conversionRate: Int) {
        precondition(minutes >= 1, "a redemption buys at least a minute")
        balancePoints = max(0, balancePoints - Double(minutes * conversionRate))
        rewardMinutesToday += minutes
        rewardMinutesThisWeek += minutes
        daysSaving = 0
    }
}
