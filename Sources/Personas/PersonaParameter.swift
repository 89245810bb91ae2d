/// One parameter of a persona as a key: the vocabulary persona files, a population's
/// `parameters` and a sweep's `persona.<key>` share. Every field of `PersonaProfile` but the
/// name and the app preferences is one; each technique's chance per day is one too
/// (`passive_chance`, see `techniqueChances`).
public struct PersonaParameter: Sendable {
    public let key: String
    public let format: PersonaParameterFormat
    /// What the parameter sets, for the manual's reference.
    public let meaning: String
    public let get: @Sendable (PersonaProfile) -> Int
    public let set: @Sendable (inout PersonaProfile, Int) -> Void

    public static func named(_ key: String) -> PersonaParameter? {
        all.first { $0.key == key }
    }

    private static func int(
        _ key: String, _ format: PersonaParameterFormat, _ path: WritableKeyPath<PersonaProfile, Int> & Sendable,
        _ meaning: String
    ) -> PersonaParameter {
        PersonaParameter(
            key: key, format: format, meaning: meaning, get: { $0[keyPath: path] },
            set: { $0[keyPath: path] = $1 })
    }

    private static func time(
        _ key: String, _ path: WritableKeyPath<PersonaProfile, Int64> & Sendable, _ meaning: String
    ) -> PersonaParameter {
        PersonaParameter(
            key: key, format: .timeOfDay, meaning: meaning, get: { Int($0[keyPath: path]) },
            set: { $0[keyPath: path] = Int64($1) })
    }

    private static func flag(
        _ key: String, _ path: WritableKeyPath<PersonaProfile, Bool> & Sendable, _ meaning: String
    ) -> PersonaParameter {
        PersonaParameter(
            key: key, format: .flag, meaning: meaning, get: { $0[keyPath: path] ? 1 : 0 },
            set: { $0[keyPath: path] = $1 != 0 })
    }

    /// Every key: the profile's fields, then the techniques' chances.
    public static let all = profileFields + techniqueChances

    static let profileFields: [PersonaParameter] = [
        int(
            "sessions_per_day_min", .count(signed: false), \.sessionsPerDayMin,
            "fewest routine learning sessions a day"),
        int("sessions_per_day_max", .count(signed: false), \.sessionsPerDayMax, "most routine learning sessions a day"),
        int(
            "days_per_week", .decimal, \.daysPerWeekThousandths,
            "days a week with a routine, on average: each day keeps it with chance days ÷ 7 (above 0, at most "
                + "7); techniques and charging keep their own days"),
        time("day_start", \.dayStartMsOfDay, "start of the window sessions (and daytime techniques) start in"),
        time("day_end", \.dayEndMsOfDay, "end of the window sessions (and daytime techniques) start in"),
        int(
            "session_minutes_min", .minutes, \.sessionMinutesMin,
            "shortest session (the log-normal draw is clamped to it)"),
        int("session_minutes_median", .minutes, \.sessionMinutesMedian, "median session"),
        int("session_minutes_max", .minutes, \.sessionMinutesMax, "longest session"),
        int("session_minutes_sigma", .decimal, \.sessionMinutesSigmaThousandths, "the log-normal's sigma"),
        int(
            "focus_minutes_min", .minutes, \.focusMinutesMin,
            "shortest stretch on one app before a pause or switch may come"),
        int(
            "focus_minutes_max", .minutes, \.focusMinutesMax,
            "longest stretch on one app before a pause or switch may come"),
        int("pause_chance", .percent, \.pauseChancePercent, "chance of an honest idle pause between stretches"),
        int("pause_seconds_min", .seconds, \.pauseSecondsMin, "shortest pause"),
        int("pause_seconds_max", .seconds, \.pauseSecondsMax, "longest pause"),
        int(
            "app_switch_chance", .percent, \.appSwitchChancePercent,
            "chance the next stretch is in another learning app"),
        int(
            "reward_chance", .percent, \.rewardChancePercent,
            "chance a session is followed by a redemption and reward use (a responsive child: that it wants "
                + "one)"),
        int("reward_minutes_min", .minutes, \.rewardMinutesMin, "fewest reward minutes redeemed at once"),
        int("reward_minutes_max", .minutes, \.rewardMinutesMax, "most reward minutes redeemed at once"),
        PersonaParameter(
            key: "routine_start", format: .timeOfDayOrNone,
            meaning: "one session a day starts at this time (a timetable)",
            get: { $0.routineStartMsOfDay.map(Int.init) ?? -1 },
            set: { $0.routineStartMsOfDay = $1 < 0 ? nil : Int64($1) }),
        int("routine_jitter", .seconds, \.routineJitterSeconds, "that session's start moves by up to this either way"),
        int("trip_chance", .percent, \.tripChancePercent, "chance the run has a trip abroad"),
        int("trip_days_min", .count(signed: false), \.tripDaysMin, "shortest trip, in days"),
        int("trip_days_max", .count(signed: false), \.tripDaysMax, "longest trip, in days"),
        int(
            "trip_zone_hours_min", .count(signed: true), \.tripZoneHoursMin,
            "the trip zone's offset from home in hours, lowest"),
        int(
            "trip_zone_hours_max", .count(signed: true), \.tripZoneHoursMax,
            "the trip zone's offset from home in hours, highest"),
        flag("charges_overnight", \.chargesOvernight, "plugs the iPad in every evening, unplugs it every morning"),
        time("plug_time", \.plugMsOfDay, "when the child plugs the iPad in"),
        time("unplug_time", \.unplugMsOfDay, "when the child unplugs it"),
        int(
            "charge_chance", .percent, \.chargeChancePercent,
            "without `charges_overnight`: chance the child plugs the iPad in on a given evening (at "
                + "`plug_time`, unplugged at `unplug_time`), drawn from the day's own stream"),
        flag(
            "powers_off_when_empty", \.powersOffWhenEmpty,
            "the child's iPads switch themselves off when the battery runs out, and on again on the charger at "
                + "2 % (as a device's `powers_off_when_empty`); the child's steps on a switched-off iPad are refused, "
                + "with a warning"),
        int(
            "restart_chance", .percent, \.restartChancePercent,
            "chance the child restarts the main iPad on a given day, at a second drawn in the day window, moved "
                + "to the first free moment (between sessions); the iPad is off for 30 s and the child busy for 40 s; "
                + "uptime starts again at 0"),
        int("passive_minutes_min", .minutes, \.passiveMinutesMin, "`passive`: shortest time a learning app is left on"),
        int("passive_minutes_max", .minutes, \.passiveMinutesMax, "`passive`: longest time a learning app is left on"),
        int(
            "rapid_switch_seconds_min", .seconds, \.rapidSwitchSecondsMin,
            "`rapid_switching`: fewest seconds between switches"),
        int(
            "rapid_switch_seconds_max", .seconds, \.rapidSwitchSecondsMax,
            "`rapid_switching`: most seconds between switches"),
        int("rapid_switch_minutes_min", .minutes, \.rapidSwitchMinutesMin, "`rapid_switching`: shortest storm"),
        int("rapid_switch_minutes_max", .minutes, \.rapidSwitchMinutesMax, "`rapid_switching`: longest storm"),
        int(
            "clock_forward_minutes_min", .minutes, \.clockForwardMinutesMin,
            "`clock_change`: least the clock is set forward"),
        int(
            "clock_forward_minutes_max", .minutes, \.clockForwardMinutesMax,
            "`clock_change`: most the clock is set forward"),
        int(
            "time_zone_ahead_hours_min", .count(signed: false), \.timeZoneAheadHoursMin,
            "`time_zone_change`: fewest hours ahead of home"),
        int(
            "time_zone_ahead_hours_max", .count(signed: false), \.timeZoneAheadHoursMax,
            "`time_zone_change`: most hours ahead of home (at most 18)"),
        int(
            "setting_hold_minutes_min", .minutes, \.settingHoldMinutesMin,
            "clock and zone changes: shortest time the setting stays changed after the session"),
        int(
            "setting_hold_minutes_max", .minutes, \.settingHoldMinutesMax,
            "clock and zone changes: longest time the setting stays changed after the session"),
        time("night_start", \.nightStartMsOfDay, "`odd_hours`: start of the night window"),
        time("night_end", \.nightEndMsOfDay, "`odd_hours`: end of the night window"),
        int("night_minutes_min", .minutes, \.nightMinutesMin, "`odd_hours`: shortest night session"),
        int("night_minutes_max", .minutes, \.nightMinutesMax, "`odd_hours`: longest night session"),
        time("bot_start", \.botStartMsOfDay, "`bot_like`: the daily start"),
        int("bot_minutes", .minutes, \.botMinutes, "`bot_like`: the daily length"),
        int("bot_jitter", .seconds, \.botStartJitterSeconds, "`bot_like`: the start moves by up to this either way"),
        int("shield_minutes_min", .minutes, \.shieldMinutesMin, "`shield_sitting`: shortest time on a shield"),
        int("shield_minutes_max", .minutes, \.shieldMinutesMax, "`shield_sitting`: longest time on a shield"),
        int(
            "second_device_minutes_min", .minutes, \.secondDeviceMinutesMin,
            "`second_device`: shortest run on the second iPad"),
        int(
            "second_device_minutes_max", .minutes, \.secondDeviceMinutesMax,
            "`second_device`: longest run on the second iPad"),
        int(
            "stall_minutes_min", .minutes, \.stallMinutesMin,
            "`permission_revoked`, `force_quit_stall`: shortest stall"),
        int(
            "stall_minutes_max", .minutes, \.stallMinutesMax,
            "`permission_revoked`, `force_quit_stall`: longest stall"),
        flag(
            "responds_to_incentives", \.respondsToIncentives,
            "the child learns and spends by what learning earns; off in every preset"),
        int(
            "responsiveness", .percent, \.responsivenessPercent,
            "r: the share of routine learning done for the reward"),
        int(
            "price_elasticity", .decimal, \.priceElasticityThousandths,
            "ε: how the reward-driven share follows the value of a learning minute"),
        int(
            "reference_points_per_hour", .count(signed: false), \.referencePointsPerHour,
            "the settings the routine describes: points per hour"),
        int(
            "reference_conversion_rate", .count(signed: false), \.referenceConversionRate,
            "the settings the routine describes: points per reward minute"),
        int(
            "learning_boost_max", .decimal, \.learningBoostMaxThousandths,
            "the most the reward-driven share is multiplied by (1 to 10)"),
        int("wanted_reward_minutes", .minutes, \.wantedRewardMinutesPerDay, "reward minutes a day the child wants"),
        int(
            "patience_days", .count(signed: false), \.patienceDays,
            "days the child saves for what it wants before taking what its balance buys (0 to 60)"),
    ]
}
