/// One parameter of a persona as a key: the vocabulary persona files, a population's
/// `parameters` and a sweep's `persona.<key>` share. Every field of `PersonaProfile` but the
/// name, the technique chances and the app preferences (written as their own keys) is one.
public struct PersonaParameter: Sendable {
    public let key: String
    public let format: PersonaParameterFormat
    public let get: @Sendable (PersonaProfile) -> Int
    public let set: @Sendable (inout PersonaProfile, Int) -> Void

    public static func named(_ key: String) -> PersonaParameter? {
        all.first { $0.key == key }
    }

    private static func int(_ key: String, _ format: PersonaParameterFormat,
                            _ path: WritableKeyPath<PersonaProfile, Int> & Sendable) -> PersonaParameter {
        PersonaParameter(key: key, format: format, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
    }

    private static func time(_ key: String, _ path: WritableKeyPath<PersonaProfile, Int64> & Sendable) -> PersonaParameter {
        PersonaParameter(key: key, format: .timeOfDay, get: { Int($0[keyPath: path]) },
                         set: { $0[keyPath: path] = Int64($1) })
    }

    private static func flag(_ key: String, _ path: WritableKeyPath<PersonaProfile, Bool> & Sendable) -> PersonaParameter {
        PersonaParameter(key: key, format: .flag, get: { $0[keyPath: path] ? 1 : 0 }, set: { $0[keyPath: path] = $1 != 0 })
    }

    public static let all: [PersonaParameter] = [
        int("sessions_per_day_min", .count(signed: false), \.sessionsPerDayMin),
        int("sessions_per_day_max", .count(signed: false), \.sessionsPerDayMax),
        int("days_per_week", .decimal, \.daysPerWeekThousandths),
        time("day_start", \.dayStartMsOfDay),
        time("day_end", \.dayEndMsOfDay),
        int("session_minutes_min", .minutes, \.sessionMinutesMin),
        int("session_minutes_median", .minutes, \.sessionMinutesMedian),
        int("session_minutes_max", .minutes, \.sessionMinutesMax),
        int("session_minutes_sigma", .decimal, \.sessionMinutesSigmaThousandths),
        int("focus_minutes_min", .minutes, \.focusMinutesMin),
        int("focus_minutes_max", .minutes, \.focusMinutesMax),
        int("pause_chance", .percent, \.pauseChancePercent),
        int("pause_seconds_min", .seconds, \.pauseSecondsMin),
        int("pause_seconds_max", .seconds, \.pauseSecondsMax),
        int("app_switch_chance", .percent, \.appSwitchChancePercent),
        int("reward_chance", .percent, \.rewardChancePercent),
        int("reward_minutes_min", .minutes, \.rewardMinutesMin),
        int("reward_minutes_max", .minutes, \.rewardMinutesMax),
        PersonaParameter(key: "routine_start", format: .timeOfDayOrNone,
                         get: { $0.routineStartMsOfDay.map(Int.init) ?? -1 },
                         set: { $0.routineStartMsOfDay = $1 < 0 ? nil : Int64($1) }),
        int("routine_jitter", .seconds, \.routineJitterSeconds),
        int("trip_chance", .percent, \.tripChancePercent),
        int("trip_days_min", .count(signed: false), \.tripDaysMin),
        int("trip_days_max", .count(signed: false), \.tripDaysMax),
        int("trip_zone_hours_min", .count(signed: true), \.tripZoneHoursMin),
        int("trip_zone_hours_max", .count(signed: true), \.tripZoneHoursMax),
        flag("charges_overnight", \.chargesOvernight),
        time("plug_time", \.plugMsOfDay),
        time("unplug_time", \.unplugMsOfDay),
        int("charge_chance", .percent, \.chargeChancePercent),
        flag("powers_off_when_empty", \.powersOffWhenEmpty),
        int("restart_chance", .percent, \.restartChancePercent),
        int("passive_minutes_min", .minutes, \.passiveMinutesMin),
        int("passive_minutes_max", .minutes, \.passiveMinutesMax),
        int("rapid_switch_seconds_min", .seconds, \.rapidSwitchSecondsMin),
        int("rapid_switch_seconds_max", .seconds, \.rapidSwitchSecondsMax),
        int("rapid_switch_minutes_min", .minutes, \.rapidSwitchMinutesMin),
        int("rapid_switch_minutes_max", .minutes, \.rapidSwitchMinutesMax),
        int("clock_forward_minutes_min", .minutes, \.clockForwardMinutesMin),
        int("clock_forward_minutes_max", .minutes, \.clockForwardMinutesMax),
        int("time_zone_ahead_hours_min", .count(signed: false), \.timeZoneAheadHoursMin),
        int("time_zone_ahead_hours_max", .count(signed: false), \.timeZoneAheadHoursMax),
        int("setting_hold_minutes_min", .minutes, \.settingHoldMinutesMin),
        int("setting_hold_minutes_max", .minutes, \.settingHoldMinutesMax),
        time("night_start", \.nightStartMsOfDay),
        time("night_end", \.nightEndMsOfDay),
        int("night_minutes_min", .minutes, \.nightMinutesMin),
        int("night_minutes_max", .minutes, \.nightMinutesMax),
        time("bot_start", \.botStartMsOfDay),
        int("bot_minutes", .minutes, \.botMinutes),
        int("bot_jitter", .seconds, \.botStartJitterSeconds),
        int("shield_minutes_min", .minutes, \.shieldMinutesMin),
        int("shield_minutes_max", .minutes, \.shieldMinutesMax),
        int("second_device_minutes_min", .minutes, \.secondDeviceMinutesMin),
        int("second_device_minutes_max", .minutes, \.secondDeviceMinutesMax),
        int("stall_minutes_min", .minutes, \.stallMinutesMin),
        int("stall_minutes_max", .minutes, \.stallMinutesMax),
        flag("responds_to_incentives", \.respondsToIncentives),
        int("responsiveness", .percent, \.responsivenessPercent),
        int("price_elasticity", .decimal, \.priceElasticityThousandths),
        int("reference_points_per_hour", .count(signed: false), \.referencePointsPerHour),
        int("reference_conversion_rate", .count(signed: false), \.referenceConversionRate),
        int("learning_boost_max", .decimal, \.learningBoostMaxThousandths),
        int("wanted_reward_minutes", .minutes, \.wantedRewardMinutesPerDay),
        int("patience_days", .count(signed: false), \.patienceDays),
    ]
}
