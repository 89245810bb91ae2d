import Platform
import Simulation

/// The evaluation personas: children the rules were not tuned on, measured by the evaluation
/// population. Honest children with habits real families have, and gamers who step around
/// fixed limits. Every one is a change of parameters, so a sweep can vary them further.
extension PersonaProfile {
    static let evaluationPresets: [PersonaProfile] = [
        longStudyLearner, lateLearner, earlyLearner, routineLearner, chargingLearner, traveller,
        jitteredBot, shortVideoLeaver, mixedGamer,
    ]

    /// One or two long sessions of 45–120 minutes (homework, a course).
    static var longStudyLearner: PersonaProfile {
        var profile = PersonaProfile(name: "long_study_learner")
        profile.sessionsPerDayMin = 1
        profile.sessionsPerDayMax = 2
        profile.sessionMinutesMin = 45
        profile.sessionMinutesMedian = 70
        profile.sessionMinutesMax = 120
        profile.dayStartMsOfDay = 14 * Instant.millisecondsPerHour
        return profile
    }

    /// Learns in the late evening, 20:00 to 23:30, sometimes past midnight when a session runs on.
    static var lateLearner: PersonaProfile {
        var profile = PersonaProfile(name: "late_learner")
        profile.dayStartMsOfDay = 20 * Instant.millisecondsPerHour
        profile.dayEndMsOfDay = 23 * Instant.millisecondsPerHour + 30 * Instant.millisecondsPerMinute
        profile.chargesOvernight = true
        profile.plugMsOfDay = 23 * Instant.millisecondsPerHour + 50 * Instant.millisecondsPerMinute
        return profile
    }

    /// Learns before school, 05:30 to 07:30.
    static var earlyLearner: PersonaProfile {
        var profile = PersonaProfile(name: "early_learner")
        profile.dayStartMsOfDay = 5 * Instant.millisecondsPerHour + 30 * Instant.millisecondsPerMinute
        profile.dayEndMsOfDay = 7 * Instant.millisecondsPerHour + 30 * Instant.millisecondsPerMinute
        profile.sessionsPerDayMax = 2
        return profile
    }

    /// The same lesson at the same time every day (17:00, give or take 20 s), of varying length.
    static var routineLearner: PersonaProfile {
        var profile = PersonaProfile(name: "routine_learner")
        profile.routineStartMsOfDay = 17 * Instant.millisecondsPerHour
        profile.routineJitterSeconds = 20
        profile.sessionsPerDayMin = 1
        profile.sessionsPerDayMax = 2
        profile.sessionMinutesMin = 20
        profile.sessionMinutesMedian = 30
        profile.sessionMinutesMax = 40
        profile.sessionMinutesSigmaThousandths = 150
        return profile
    }

    /// An honest learner who charges the iPad every night, where phantom charger thresholds fire.
    static var chargingLearner: PersonaProfile {
        var profile = PersonaProfile(name: "charging_learner")
        profile.chargesOvernight = true
        return profile
    }

    /// An honest learner who spends two to seven days abroad, up to 6 hours west or 3 east of home.
    static var traveller: PersonaProfile {
        var profile = PersonaProfile(name: "traveller")
        profile.tripChancePercent = 100
        return profile
    }

    /// A bot that starts within ±3 minutes of its time each day, to the second at random.
    static var jitteredBot: PersonaProfile {
        var profile = bot
        profile.name = "jittered_bot"
        profile.botStartJitterSeconds = 180
        return profile
    }

    /// Leaves a learning video on for 30–58 minutes: under a one-hour session limit.
    static var shortVideoLeaver: PersonaProfile {
        var profile = honest("short_video_leaver", playing: .passive, chancePercent: 50)
        profile.passiveMinutesMin = 30
        profile.passiveMinutesMax = 58
        return profile
    }

    /// Mixes techniques: the clock set ahead, a night on the charger, a video left on, a
    /// switching storm, each on some days.
    static var mixedGamer: PersonaProfile {
        var profile = PersonaProfile(name: "mixed_gamer")
        profile.techniqueChances = [
            TechniqueChance(technique: .clockChange, chancePercent: 15),
            TechniqueChance(technique: .oddHours, chancePercent: 15),
            TechniqueChance(technique: .passive, chancePercent: 20),
            TechniqueChance(technique: .rapidSwitching, chancePercent: 20),
        ]
        profile.passiveMinutesMin = 40
        profile.passiveMinutesMax = 150
        profile.chargesOvernight = true
        return profile
    }
}
