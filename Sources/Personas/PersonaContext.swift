import Platform

/// What a persona needs to know about the run and the child's family to plan.
public struct PersonaContext: Sendable {
    /// First instant of the run, with the UTC offset of the home zone.
    public let start: LocalTimestamp
    /// The child's home zone: days are planned on its local midnights, which a named zone's
    /// daylight-saving transitions move by an hour.
    public let homeZone: DeviceTimeZone
    /// Local days to plan, from start's date.
    public let days: Int
    /// Sorted; at least one.
    public let learningApps: [AppID]
    /// Sorted; may be empty.
    public let rewardApps: [AppID]
    /// At least 1. A persona plays on the first device, and on the second for the
    /// second-device technique; any further device stays idle.
    public let deviceCount: Int
    /// Sizes redemptions: reward minutes times this rate is what the child redeems.
    public let conversionRatePointsPerMinute: Int
    /// Points per hour of each learning app, in `learningApps`' order; empty when unknown (a
    /// responsive child then assumes its reference rate).
    public let learningPointsPerHour: [Int]
    /// The reward limits the child knows of; a responsive child wants no more than they allow.
    public let dailyRewardLimitMinutes: Int?
    public let weeklyRewardLimitMinutes: Int?
    /// The daily learning goal when the family's strategy is the time bank (reward time only
    /// once the goal is met); nil under the other strategies.
    public let timeBankGoalMinutes: Int?

    public init(
        start: LocalTimestamp, days: Int, learningApps: [AppID], rewardApps: [AppID],
        deviceCount: Int, conversionRatePointsPerMinute: Int, learningPointsPerHour: [Int] = [],
        dailyRewardLimitMinutes: Int? = nil, weeklyRewardLimitMinutes: Int? = nil,
        timeBankGoalMinutes: Int? = nil, homeZone: DeviceTimeZone? = nil
    ) {
        precondition(days >= 1, "a plan covers at least one day")
        precondition(!learningApps.isEmpty, "a persona needs at least one learning app")
        precondition(learningApps == learningApps.sorted(), "learning apps must be sorted")
        precondition(rewardApps == rewardApps.sorted(), "reward apps must be sorted")
        precondition(deviceCount >= 1, "a child has a device")
        precondition(conversionRatePointsPerMinute >= 1, "the conversion rate must be positive")
        self.start = start
        self.homeZone = homeZone ?? .fixed(utcOffsetSeconds: start.utcOffsetSeconds)
        self.days = days
        self.learningApps = learningApps
        self.rewardApps = rewardApps
        self.deviceCount = deviceCount
        precondition(
            learningPointsPerHour.isEmpty || learningPointsPerHour.count == learningApps.count,
            "one rate per learning app")
        precondition(learningPointsPerHour.allSatisfy { $0 >= 0 }, "rates are not negative")
        self.conversionRatePointsPerMinute = conversionRatePointsPerMinute
        self.learningPointsPerHour = learningPointsPerHour
        self.dailyRewardLimitMinutes = dailyRewardLimitMinutes
        self.weeklyRewardLimitMinutes = weeklyRewardLimitMinutes
        precondition(timeBankGoalMinutes.map { $0 >= 1 } ?? true, "a learning goal is at least a minute")
        self.timeBankGoalMinutes = timeBankGoalMinutes
    }

    /// The first instant after the last planned day.
    public var end: Instant {
        midnight(starting: CivilDate(daysSinceEpoch: start.date.daysSinceEpoch + Int64(days)))
    }

    /// Local midnight starting `date` in the home zone. No zone here moves its clock at
    /// midnight, so the offset in force an hour either side of it is the day's first.
    public func midnight(starting date: CivilDate) -> Instant {
        let standard = LocalTimestamp.startOfDay(date, utcOffsetSeconds: start.utcOffsetSeconds)
        return LocalTimestamp.startOfDay(date, utcOffsetSeconds: homeZone.offsetSeconds(at: standard))
    }
}
