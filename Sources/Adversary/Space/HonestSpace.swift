import Platform

/// The honest stress search's space: plausible habits of a child who never games — how much
/// and when it learns (after midnight and before school included), how regularly (a strict
/// timetable included), how it moves between learning apps, how it charges, travels and
/// restarts its iPad, and the quirks of that iPad (the faults the bundled populations use, at
/// their rates).
extension SearchSpace {
    static let sessionCounts = [(1, 1), (1, 2), (1, 3), (2, 4), (3, 6)]
    static let mediansMinutes = [5, 10, 20, 30, 45, 60, 90]
    static let sigmasThousandths = [0, 200, 400, 800]
    static let daysPerWeekThousandths = [2_000, 3_500, 5_000, 7_000]
    static let windowStartHours = [0, 1, 5, 7, 12, 15, 18, 20, 22]
    static let windowHours = [1, 2, 3, 5]
    static let timetableJittersSeconds = [-1, 0, 20, 120, 600]
    static let switchChancesPercent = [0, 20, 50]
    static let pauseChancesPercent = [0, 30, 60]
    static let trips = [(0, 0), (-6, -1), (1, 3), (5, 9)]
    static let honestRestartsPercent = [0, 30, 100]
    /// Each quirk as the `faults:` entry the bundled populations use.
    static let quirks: [(label: String, faults: [[String]])] = [
        ("none", []),
        ("callback_latency", [["- fault: callback_latency"]]),
        ("duplicate_callbacks", [["- fault: duplicate_callbacks", "  chance: 10%"]]),
        ("over_count", [["- fault: over_count", "  chance: 5%", "  factor: 1.5"]]),
        ("phantom_on_charger", [["- fault: phantom_on_charger", "  chance: 20%"]]),
        ("stale_after_midnight", [["- fault: stale_after_midnight", "  chance: 10%"]]),
        ("late_delivery", [["- fault: late_delivery", "  chance: 2%"]]),
        ("immediate_fire", [["- fault: immediate_fire", "  chance: 5%", "  minutes: 10"]]),
        ("silent_stop", [["- fault: silent_stop", "  chance: 5%", "  after: 30"]]),
    ]

    public static let honest = SearchSpace(
        name: "honest",
        dimensions: [
            SpaceDimension(
                "sessions", "learning sessions a day, fewest–most", labels: sessionCounts.map { "\($0.0)-\($0.1)" }),
            SpaceDimension(
                "session_median", "the median session (shortest a third of it, longest twice, at most 3 h)",
                labels: mediansMinutes.map { "\($0)m" }),
            SpaceDimension(
                "session_sigma", "how much session lengths vary (the log-normal's sigma)",
                labels: sigmasThousandths.map { "\(Double($0) / 1_000)" }),
            SpaceDimension(
                "days_per_week", "days a week with learning",
                labels: daysPerWeekThousandths.map { "\(Double($0) / 1_000)" }),
            SpaceDimension(
                "window_start", "when in the day sessions start (00:00 and 01:00: after midnight)",
                labels: windowStartHours.map { hourText($0) }),
            SpaceDimension("window_hours", "how long the window is", labels: windowHours.map { "\($0)h" }),
            SpaceDimension(
                "timetable", "one session a day at the window's start, give or take this (none: no timetable)",
                labels: timetableJittersSeconds.map { $0 < 0 ? "none" : "\($0)s" }),
            SpaceDimension(
                "app_switching", "chance of moving to another learning app after 10–20 minutes",
                labels: switchChancesPercent.map { "\($0)%" }),
            SpaceDimension(
                "pauses", "chance of an idle pause after 10–20 minutes", labels: pauseChancesPercent.map { "\($0)%" }),
            SpaceDimension(
                "charging", "the charger: never, some evenings at 21:00, every night at 21:00, every night at 23:50",
                labels: ["never", "some_evenings", "nightly_21", "nightly_2350"]),
            SpaceDimension(
                "travel", "a trip of 2–5 days to a zone this many hours from home",
                labels: trips.map { $0 == (0, 0) ? "none" : "\($0.0)h..\($0.1)h" }),
            SpaceDimension(
                "restart", "chance per day of restarting the iPad", labels: honestRestartsPercent.map { "\($0)%" }),
            SpaceDimension("quirk", "the iPad's quirk (a fault at the bundled rate)", labels: quirks.map(\.label)),
        ],
        base: "honest_learner", render: renderHonest)

    private static func renderHonest(_ point: StrategyPoint) -> Rendering {
        let choice = point.choices
        var rendering = Rendering()
        let (fewest, most) = sessionCounts[choice[0]]
        rendering.set("sessions_per_day_min", fewest)
        rendering.set("sessions_per_day_max", most)
        let median = mediansMinutes[choice[1]]
        rendering.set("session_minutes_min", max(1, median / 3))
        rendering.set("session_minutes_median", median)
        rendering.set("session_minutes_max", min(180, median * 2))
        rendering.set("session_minutes_sigma", sigmasThousandths[choice[2]])
        if daysPerWeekThousandths[choice[3]] < 7_000 {
            rendering.set("days_per_week", daysPerWeekThousandths[choice[3]])
        }
        let hour = Instant.millisecondsPerHour
        let start = Int64(windowStartHours[choice[4]]) * hour
        let end = min(start + Int64(windowHours[choice[5]]) * hour, Instant.millisecondsPerDay - 60_000)
        rendering.set("day_start", Int(start))
        rendering.set("day_end", Int(end))
        let jitter = timetableJittersSeconds[choice[6]]
        if jitter >= 0 {
            rendering.set("routine_start", Int(start))
            rendering.set("routine_jitter", jitter)
        }
        let switching = switchChancesPercent[choice[7]]
        let pauses = pauseChancesPercent[choice[8]]
        if switching > 0 || pauses > 0 {
            rendering.set("focus_minutes_min", 10)
            rendering.set("focus_minutes_max", 20)
        }
        if switching > 0 { rendering.set("app_switch_chance", switching) }
        if pauses > 0 { rendering.set("pause_chance", pauses) }
        switch choice[9] {
        case 1: rendering.set("charge_chance", 50)
        case 2: rendering.set("charges_overnight", 1)
        case 3:
            rendering.set("charges_overnight", 1)
            rendering.set("plug_time", Int(23 * hour + 50 * Instant.millisecondsPerMinute))
        default: break
        }
        let trip = trips[choice[10]]
        if trip != (0, 0) {
            rendering.set("trip_chance", 100)
            rendering.set("trip_days_min", 2)
            rendering.set("trip_days_max", 5)
            rendering.set("trip_zone_hours_min", trip.0)
            rendering.set("trip_zone_hours_max", trip.1)
        }
        if honestRestartsPercent[choice[11]] > 0 { rendering.set("restart_chance", honestRestartsPercent[choice[11]]) }
        rendering.faults = quirks[choice[12]].faults
        return rendering
    }
}
