import Platform
import Simulation

extension PersonaProfile {
    /// The named behaviours scenarios pick from: two honest children (one of them the
    /// false-positive trap for idle and switching rules) and one child per technique — the
    /// development set the rules were tuned on — then the evaluation set (see
    /// `evaluationPresets`).
    public static let presets: [PersonaProfile] =
        [
            PersonaProfile(name: "honest_learner"),
            distractibleLearner,
            honest("video_leaver", playing: .passive, chancePercent: 40),
            honest("app_switcher", playing: .rapidSwitching, chancePercent: 40),
            clockChanger,
            nightOwl,
            honest("second_device_farmer", playing: .secondDevice, chancePercent: 40),
            bot,
            honest("shield_sitter", playing: .shieldSitting, chancePercent: 50),
            permissionRevoker,
            honest("app_deleter", playing: .appDeleted, chancePercent: 25),
            restartingLearner,
            forgetfulCharger,
        ] + evaluationPresets

    public static func preset(named name: String) -> PersonaProfile? {
        presets.first { $0.name == name }
    }

    static func honest(_ name: String, playing technique: Technique, chancePercent: Int) -> PersonaProfile {
        var profile = PersonaProfile(name: name)
        profile.techniqueChances = [TechniqueChance(technique: technique, chancePercent: chancePercent)]
        return profile
    }

    /// More, shorter sessions broken by honest pauses and slow switches between learning apps.
    static var distractibleLearner: PersonaProfile {
        var profile = PersonaProfile(name: "distractible_learner")
        profile.sessionsPerDayMin = 2
        profile.sessionsPerDayMax = 5
        profile.sessionMinutesMedian = 12
        profile.sessionMinutesMax = 40
        profile.focusMinutesMin = 3
        profile.focusMinutesMax = 8
        profile.pauseChancePercent = 60
        profile.appSwitchChancePercent = 40
        return profile
    }

    /// Sets the clock forward on some evenings, and the time zone ahead on others.
    static var clockChanger: PersonaProfile {
        var profile = PersonaProfile(name: "clock_changer")
        profile.techniqueChances = [
            TechniqueChance(technique: .clockChange, chancePercent: 35),
            TechniqueChance(technique: .timeZoneChange, chancePercent: 20),
        ]
        return profile
    }

    /// Honest by day; on some nights runs a learning app on the charger.
    static var nightOwl: PersonaProfile {
        var profile = honest("night_owl", playing: .oddHours, chancePercent: 40)
        profile.chargesOvernight = true
        return profile
    }

    /// The same session at the same minute every day, and nothing else.
    static var bot: PersonaProfile {
        var profile = honest("bot", playing: .botLike, chancePercent: 100)
        profile.sessionsPerDayMin = 0
        profile.sessionsPerDayMax = 0
        profile.rewardChancePercent = 0
        return profile
    }

    /// An honest learner who restarts the iPad on two days in five, between sessions (a device
    /// that feels slow, a habit): uptime starts again at 0.
    static var restartingLearner: PersonaProfile {
        var profile = PersonaProfile(name: "restarting_learner")
        profile.restartChancePercent = 40
        return profile
    }

    /// An honest learner who charges the iPad on about two evenings a week, so that the
    /// battery runs out every few days and the iPad switches itself off, mid-session or not,
    /// until it is plugged in again.
    static var forgetfulCharger: PersonaProfile {
        var profile = PersonaProfile(name: "forgetful_charger")
        profile.chargeChancePercent = 30
        profile.powersOffWhenEmpty = true
        return profile
    }

    /// Turns the app's permission off, or force-quits it, to use reward apps unwatched.
    static var permissionRevoker: PersonaProfile {
        var profile = PersonaProfile(name: "permission_revoker")
        profile.techniqueChances = [
            TechniqueChance(technique: .forceQuitStall, chancePercent: 25),
            TechniqueChance(technique: .permissionRevoked, chancePercent: 35),
        ]
        return profile
    }
}
