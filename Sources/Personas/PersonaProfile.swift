import Platform
import Simulation

/// A child's behaviour as parameters: a daily routine of honest sessions, and the chance and
/// shape of each gaming technique. `PersonaPlanner` turns it into a plan. The defaults are an
/// honest learner's; presets change what sets them apart.
public struct PersonaProfile: Hashable, Sendable {
    /// The preset's name, e.g. "honest_learner".
    public var name: String

    // MARK: Routine

    public var sessionsPerDayMin = 1, sessionsPerDayMax = 3
    /// Days a week with a routine, on average, in thousandths: each day has one with chance
    /// days ÷ 7 (drawn from the day's own stream, and not drawn at all at 7, so a daily routine
    /// keeps its draws). Techniques and charging keep their own days.
    public var daysPerWeekThousandths = 7_000
    /// The local window in which sessions (and daytime techniques) may start.
    public var dayStartMsOfDay: Int64 = 15 * Instant.millisecondsPerHour
    public var dayEndMsOfDay: Int64 = 20 * Instant.millisecondsPerHour
    /// Learning minutes per session: log-normal around the median, clamped to [min, max].
    public var sessionMinutesMin = 5, sessionMinutesMedian = 20, sessionMinutesMax = 45
    /// The log-normal's sigma in thousandths, so that the profile stays integral and hashable.
    public var sessionMinutesSigmaThousandths = 400
    /// How long the child stays on one app before a pause or a switch may happen. The default
    /// exceeds any session, so an honest learner works in one stretch.
    public var focusMinutesMin = 60, focusMinutesMax = 60
    /// Chance of an honest idle pause between two stretches.
    public var pauseChancePercent = 0
    public var pauseSecondsMin = 30, pauseSecondsMax = 180
    /// Chance that the next stretch is in another learning app (a slow, honest switch).
    public var appSwitchChancePercent = 0
    /// Relative preference per learning app, in the context's order; empty means equal.
    public var appPreferenceWeights: [Int] = []
    /// Chance that a session is followed by a redemption and use of a reward app.
    public var rewardChancePercent = 30
    /// Reward minutes redeemed and then used.
    public var rewardMinutesMin = 10, rewardMinutesMax = 30
    /// When set, one session a day starts at this local time (a lesson kept to a timetable),
    /// give or take `routineJitterSeconds`; the others are drawn in the window and move around it.
    public var routineStartMsOfDay: Int64?
    public var routineJitterSeconds = 0
    /// A trip abroad: the chance that the run has one, its length in days and the zone's offset
    /// from home in hours (drawn, never 0). The device's zone follows the traveller, as it does
    /// with automatic time zone on: an honest change.
    public var tripChancePercent = 0
    public var tripDaysMin = 2, tripDaysMax = 7
    public var tripZoneHoursMin = -6, tripZoneHoursMax = 3
    /// Plugs the main device in every evening and unplugs it the next morning.
    public var chargesOvernight = false
    public var plugMsOfDay: Int64 = 21 * Instant.millisecondsPerHour
    public var unplugMsOfDay: Int64 = 7 * Instant.millisecondsPerHour
    /// Without `chargesOvernight`: the chance that the child plugs the main device in on a given
    /// evening (at `plugMsOfDay`, unplugged the next morning), drawn from the day's own stream.
    public var chargeChancePercent = 0
    /// The child's devices switch themselves off when the battery runs out, and on again once
    /// charged to 2 % (a real iPad does; off by default because most presets never charge, and
    /// their devices would be dead from about day 5).
    public var powersOffWhenEmpty = false
    /// The chance that the child restarts the main device on a given day, at a moment drawn in
    /// the day window, between its sessions: uptime starts again at 0.
    public var restartChancePercent = 0

    // MARK: Response to incentives (see `IncentiveResponse`; off unless opted in)

    /// Whether the child learns and spends by what its learning earns. Off in every preset, so
    /// that the anti-gaming populations keep their routines; a scenario or persona file opts in.
    public var respondsToIncentives = false
    /// The share of the routine's learning done for the reward; the rest is done whatever it
    /// earns (intrinsic motivation).
    public var responsivenessPercent = 40
    /// How the reward-driven share scales with the value of a learning minute: that share is
    /// multiplied by (value ÷ reference value) ^ elasticity. In thousandths.
    public var priceElasticityThousandths = 500
    /// The settings under which the routine above is what the child does: the value of a
    /// learning minute there is the reference value.
    public var referencePointsPerHour = 60
    public var referenceConversionRate = 10
    /// The most the reward-driven share can be multiplied by however well learning pays, in thousandths.
    public var learningBoostMaxThousandths = 2_000
    /// Reward minutes a day the child wants; with the balance buying `patienceDays` days of it
    /// the child no longer learns for points (nothing left to want).
    public var wantedRewardMinutesPerDay = 30
    /// Days the child saves for its wanted reward before it takes what its balance buys.
    public var patienceDays = 3

    // MARK: Techniques

    /// Chance per day of each technique, sorted by technique, each at most once.
    public var techniqueChances: [TechniqueChance] = []
    /// passive: how long a learning app is left on.
    public var passiveMinutesMin = 90, passiveMinutesMax = 240
    /// rapid_switching: seconds between switches, and how long the switching lasts.
    public var rapidSwitchSecondsMin = 10, rapidSwitchSecondsMax = 40
    public var rapidSwitchMinutesMin = 10, rapidSwitchMinutesMax = 30
    /// clock_change: how far the clock is set forward.
    public var clockForwardMinutesMin = 60, clockForwardMinutesMax = 180
    /// time_zone_change: how many hours ahead of home the zone is set.
    public var timeZoneAheadHoursMin = 1, timeZoneAheadHoursMax = 3
    /// clock_change and time_zone_change: how long the setting stays changed after the
    /// child's session, before it is put back the same evening.
    public var settingHoldMinutesMin = 30, settingHoldMinutesMax = 90
    /// odd_hours: the local night window the app runs in, and for how long.
    public var nightStartMsOfDay: Int64 = 0
    public var nightEndMsOfDay: Int64 = 5 * Instant.millisecondsPerHour
    public var nightMinutesMin = 60, nightMinutesMax = 180
    /// bot_like: the exact start and length repeated every day, in the first learning app.
    public var botStartMsOfDay: Int64 = 16 * Instant.millisecondsPerHour
    public var botMinutes = 30
    /// bot_like: the start moved by up to this many seconds either way each day (an evasive bot).
    public var botStartJitterSeconds = 0
    /// shield_sitting: how long the child looks at a reward app's shield.
    public var shieldMinutesMin = 5, shieldMinutesMax = 30
    /// second_device: how long the second device runs a learning app.
    public var secondDeviceMinutesMin = 10, secondDeviceMinutesMax = 60
    /// permission_revoked and force_quit_stall: how long the permission stays off, or the
    /// app closed, after the child's use of a reward app.
    public var stallMinutesMin = 60, stallMinutesMax = 240

    public init(name: String) {
        self.name = name
    }

    /// The chance per day of `technique`, 0 when the profile does not play it.
    public func chancePercent(of technique: Technique) -> Int {
        techniqueChances.first { $0.technique == technique }?.chancePercent ?? 0
    }

    /// How many devices the child needs: two when it farms on a second device.
    public var devicesNeeded: Int {
        chancePercent(of: .secondDevice) > 0 ? 2 : 1
    }
}
