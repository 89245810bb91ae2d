import Platform
import Simulation

/// The adversary's space: how a child might play the techniques to earn points for time not
/// really learned. Every point is an honest learner's routine (the cover) with one technique,
/// or two mixed, shaped by the other dimensions; a dimension that shapes a technique the point
/// does not play changes nothing and is left out of its persona file.
extension SearchSpace {
    static let techniques = Technique.allCases
    static let chancesPercent = [20, 40, 60, 80, 100]
    static let lengthsMinutes = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240]
    static let spreadsPercent = [0, 25, 50, 100]
    static let startHours = Array(stride(from: 0, through: 22, by: 2))
    static let jittersSeconds = [0, 30, 120, 600, 1_800]
    static let switchSeconds = [5, 10, 20, 40, 90]
    static let coverSessions = [0, 1, 2, 3]
    static let coverMinutes = [10, 20, 40]
    static let settingShifts: [(clockMinutes: Int, zoneHours: Int)] = [(30, 1), (60, 2), (120, 3), (240, 6), (480, 12)]
    static let holdsMinutes = [0, 15, 60, 180]
    static let restartsPercent = [0, 50, 100]

    public static let gaming = SearchSpace(
        name: "gaming",
        dimensions: [
            SpaceDimension("technique", "the technique played", labels: techniques.map(\.rawValue)),
            SpaceDimension("chance", "its chance per day", labels: chancesPercent.map { "\($0)%" }),
            SpaceDimension(
                "mixed_with", "a second technique, at half the chance (none, or the same: one technique)",
                labels: ["none"] + techniques.map(\.rawValue)),
            SpaceDimension(
                "length",
                "how long a technique's session lasts (left on, storm, night, second iPad, shield, stall, bot)",
                labels: lengthsMinutes.map { "\($0)m" }),
            SpaceDimension(
                "length_spread", "how much longer the longest session is than the shortest",
                labels: spreadsPercent.map { "+\($0)%" }),
            SpaceDimension(
                "start", "when in the day: the start of the window (a bot's start, the night window's start)",
                labels: startHours.map { hourText($0) }),
            SpaceDimension(
                "jitter", "how far a bot's start moves either way each day", labels: jittersSeconds.map { "\($0)s" }),
            SpaceDimension(
                "switch_interval", "rapid switching: seconds between switches (up to twice this)",
                labels: switchSeconds.map { "\($0)s" }),
            SpaceDimension(
                "cover_sessions", "honest learning sessions a day around the technique",
                labels: coverSessions.map(String.init)),
            SpaceDimension(
                "cover_minutes", "the honest sessions' median length", labels: coverMinutes.map { "\($0)m" }),
            SpaceDimension(
                "charger", "the charger: never, some evenings (half), every night",
                labels: ["never", "some_evenings", "every_night"]),
            SpaceDimension(
                "setting_shift", "clock or zone: how far forward (clock minutes / zone hours)",
                labels: settingShifts.map { "\($0.clockMinutes)m/\($0.zoneHours)h" }),
            SpaceDimension(
                "setting_hold", "clock or zone: how long it stays changed after the session",
                labels: holdsMinutes.map { "\($0)m" }),
            SpaceDimension(
                "restart", "chance per day of restarting the iPad (force-quits come with the stall techniques)",
                labels: restartsPercent.map { "\($0)%" }),
        ],
        base: "honest_learner", render: renderGaming)

    static func hourText(_ hour: Int) -> String { hour < 10 ? "0\(hour):00" : "\(hour):00" }

    private static func renderGaming(_ point: StrategyPoint) -> Rendering {
        let choice = point.choices
        let technique = techniques[choice[0]]
        let chance = chancesPercent[choice[1]]
        let mixed = choice[2] == 0 ? nil : techniques[choice[2] - 1]
        var played = [technique]
        if let mixed, mixed != technique { played.append(mixed) }
        var rendering = Rendering()
        for (position, played) in played.enumerated() {
            rendering.set("\(played.rawValue)_chance", position == 0 ? chance : max(10, chance / 2))
        }
        let sessions = coverSessions[choice[8]]
        let median = coverMinutes[choice[9]]
        rendering.set("sessions_per_day_min", sessions)
        rendering.set("sessions_per_day_max", sessions)
        rendering.set("session_minutes_min", max(1, median / 2))
        rendering.set("session_minutes_median", median)
        rendering.set("session_minutes_max", median * 2)
        let hour = Instant.millisecondsPerHour
        let start = Int64(startHours[choice[5]]) * hour
        let end = min(start + 4 * hour, Instant.millisecondsPerDay - Instant.millisecondsPerMinute)
        rendering.set("day_start", Int(start))
        rendering.set("day_end", Int(end))
        switch choice[10] {
        case 1: rendering.set("charge_chance", 50)
        case 2: rendering.set("charges_overnight", 1)
        default: break
        }
        if restartsPercent[choice[13]] > 0 { rendering.set("restart_chance", restartsPercent[choice[13]]) }
        let shortest = lengthsMinutes[choice[3]]
        let longest = shortest + shortest * spreadsPercent[choice[4]] / 100
        for technique in played {
            shape(technique, &rendering, shortest: shortest, longest: longest, start: start, end: end, point: point)
        }
        return rendering
    }

    private static func shape(
        _ technique: Technique, _ rendering: inout Rendering, shortest: Int, longest: Int, start: Int64, end: Int64,
        point: StrategyPoint
    ) {
        let choice = point.choices
        let lengthKeys: [Technique: String] = [
            .passive: "passive_minutes", .rapidSwitching: "rapid_switch_minutes", .oddHours: "night_minutes",
            .shieldSitting: "shield_minutes", .secondDevice: "second_device_minutes",
            .permissionRevoked: "stall_minutes", .forceQuitStall: "stall_minutes",
        ]
        if let key = lengthKeys[technique] {
            rendering.set("\(key)_min", shortest)
            rendering.set("\(key)_max", longest)
        }
        switch technique {
        case .rapidSwitching:
            rendering.set("rapid_switch_seconds_min", switchSeconds[choice[7]])
            rendering.set("rapid_switch_seconds_max", switchSeconds[choice[7]] * 2)
        case .clockChange, .timeZoneChange:
            let shift = settingShifts[choice[11]]
            if technique == .clockChange {
                rendering.set("clock_forward_minutes_min", shift.clockMinutes)
                rendering.set("clock_forward_minutes_max", shift.clockMinutes)
            } else {
                rendering.set("time_zone_ahead_hours_min", shift.zoneHours)
                rendering.set("time_zone_ahead_hours_max", shift.zoneHours)
            }
            rendering.set("setting_hold_minutes_min", holdsMinutes[choice[12]])
            rendering.set("setting_hold_minutes_max", holdsMinutes[choice[12]])
        case .oddHours:
            rendering.set("night_start", Int(start))
            rendering.set("night_end", Int(end))
        case .botLike:
            rendering.set("bot_start", Int(start))
            rendering.set("bot_minutes", shortest)
            rendering.set("bot_jitter", min(jittersSeconds[choice[6]], Int(start / 1_000)))
        default: break
        }
    }
}
