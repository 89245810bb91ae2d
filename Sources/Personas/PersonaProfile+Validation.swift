import Platform

extension PersonaProfile {
    /// What makes this profile unplannable in `context`, worded for a scenario author; empty
    /// when it can be planned. The planner refuses a profile with problems.
    public func problems(in context: PersonaContext) -> [String] {
        var problems = problems
        func require(_ holds: Bool, _ message: String) {
            if !holds { problems.append("\(name): \(message)") }
        }
        require(
            appPreferenceWeights.isEmpty || appPreferenceWeights.count == context.learningApps.count,
            "one preference weight per learning app")
        require(devicesNeeded <= context.deviceCount, "needs \(devicesNeeded) devices")
        return problems
    }

    /// What makes this profile unplannable in any run: bounds out of order or out of range.
    public var problems: [String] {
        var problems: [String] = []
        func require(_ holds: Bool, _ message: String) {
            if !holds { problems.append("\(name): \(message)") }
        }
        let day = Instant.millisecondsPerDay
        require(0 <= sessionsPerDayMin && sessionsPerDayMin <= sessionsPerDayMax, "sessions per day")
        require((1...7_000).contains(daysPerWeekThousandths), "days per week above 0, at most 7")
        require(0 <= dayStartMsOfDay && dayStartMsOfDay < dayEndMsOfDay && dayEndMsOfDay <= day, "day window")
        require(
            1 <= sessionMinutesMin && sessionMinutesMin <= sessionMinutesMedian
                && sessionMinutesMedian <= sessionMinutesMax, "session minutes")
        require(0 <= sessionMinutesSigmaThousandths, "session sigma")
        require(1 <= focusMinutesMin && focusMinutesMin <= focusMinutesMax, "focus minutes")
        require(1 <= pauseSecondsMin && pauseSecondsMin <= pauseSecondsMax, "pause seconds")
        require(1 <= rewardMinutesMin && rewardMinutesMin <= rewardMinutesMax, "reward minutes")
        require(0 <= unplugMsOfDay && unplugMsOfDay < plugMsOfDay && plugMsOfDay < day, "charging times")
        require(
            (0...100).contains(chargeChancePercent) && (0...100).contains(restartChancePercent),
            "charge and restart chances 0–100 %")
        require(1 <= passiveMinutesMin && passiveMinutesMin <= passiveMinutesMax, "passive minutes")
        require(
            1 <= rapidSwitchSecondsMin && rapidSwitchSecondsMin <= rapidSwitchSecondsMax,
            "rapid switch seconds")
        require(
            1 <= rapidSwitchMinutesMin && rapidSwitchMinutesMin <= rapidSwitchMinutesMax,
            "rapid switch minutes")
        require(
            1 <= clockForwardMinutesMin && clockForwardMinutesMin <= clockForwardMinutesMax,
            "clock forward minutes")
        require(
            1 <= timeZoneAheadHoursMin && timeZoneAheadHoursMin <= timeZoneAheadHoursMax
                && timeZoneAheadHoursMax <= 18, "time zone hours")
        require(
            0 <= settingHoldMinutesMin && settingHoldMinutesMin <= settingHoldMinutesMax,
            "setting hold minutes")
        require(
            0 <= nightStartMsOfDay && nightStartMsOfDay < nightEndMsOfDay && nightEndMsOfDay <= day,
            "night window")
        require(1 <= nightMinutesMin && nightMinutesMin <= nightMinutesMax, "night minutes")
        require(0 <= botStartMsOfDay && botStartMsOfDay < day && botMinutes >= 1, "bot start and minutes")
        require(
            0 <= botStartJitterSeconds && Int64(botStartJitterSeconds) * 1_000 <= botStartMsOfDay,
            "bot jitter within its day")
        require(
            routineStartMsOfDay.map { 0 <= $0 && $0 < day } ?? true && 0 <= routineJitterSeconds,
            "routine start and jitter")
        require(
            (0...100).contains(tripChancePercent) && 1 <= tripDaysMin && tripDaysMin <= tripDaysMax
                && -12 <= tripZoneHoursMin && tripZoneHoursMin <= tripZoneHoursMax && tripZoneHoursMax <= 14
                && !(tripZoneHoursMin == 0 && tripZoneHoursMax == 0), "trip days and zone hours")
        require(1 <= shieldMinutesMin && shieldMinutesMin <= shieldMinutesMax, "shield minutes")
        require(
            1 <= secondDeviceMinutesMin && secondDeviceMinutesMin <= secondDeviceMinutesMax,
            "second device minutes")
        require(0 <= stallMinutesMin && stallMinutesMin <= stallMinutesMax, "stall minutes")
        require((0...100).contains(responsivenessPercent), "responsiveness 0–100 %")
        require((0...5_000).contains(priceElasticityThousandths), "price elasticity 0 to 5")
        require(referencePointsPerHour >= 1 && referenceConversionRate >= 1, "reference settings")
        require((1_000...10_000).contains(learningBoostMaxThousandths), "learning boost 1 to 10")
        require(wantedRewardMinutesPerDay >= 1 && (0...60).contains(patienceDays), "wanted reward and patience")
        let techniques = techniqueChances.map(\.technique)
        require(
            zip(techniques, techniques.dropFirst()).allSatisfy { $0 < $1 },
            "technique chances sorted by technique, each once")
        require(techniqueChances.allSatisfy { (0...100).contains($0.chancePercent) }, "chances 0–100 %")
        require(
            appPreferenceWeights.allSatisfy { $0 >= 0 }
                && (appPreferenceWeights.isEmpty || appPreferenceWeights.contains { $0 > 0 }),
            "preference weights non-negative, one positive")
        return problems
    }
}
