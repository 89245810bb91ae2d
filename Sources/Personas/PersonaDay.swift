import Platform
import SimulationKernel

/// One local day of a child's plan: the day's bounds and the draws every episode shares.
struct PersonaDay {
    let profile: PersonaProfile
    let context: PersonaContext
    /// Local midnight starting the day, in the home zone.
    let midnight: Instant

    init(profile: PersonaProfile, context: PersonaContext, dayIndex: Int) {
        self.profile = profile
        self.context = context
        midnight = context.midnight(
            starting: CivilDate(daysSinceEpoch: context.start.date.daysSinceEpoch + Int64(dayIndex)))
    }

    /// Every episode ends on its own day: a clock set forward is set back the same evening,
    /// and a day's behaviour can be counted by its date.
    var deadline: Instant { midnight + Instant.millisecondsPerDay }

    /// A start in `[fromMsOfDay, untilMsOfDay]`, early enough to end by `endByMsOfDay` when the
    /// window allows it (when not, the window's start, and the planner may drop the episode).
    func drawStart(
        fromMsOfDay: Int64, untilMsOfDay: Int64, endByMsOfDay: Int64, spanMs: Int64,
        random: inout SeededRandom
    ) -> Instant {
        let latestMs = max(fromMsOfDay, min(untilMsOfDay, endByMsOfDay - spanMs))
        return midnight + drawWholeSecondMs(fromMs: fromMsOfDay, throughMs: latestMs, random: &random)
    }

    /// A whole second in `[fromMs, throughMs]` (`fromMs` rounded up when no whole second fits), so
    /// that planned times read cleanly in traces.
    func drawWholeSecondMs(fromMs: Int64, throughMs: Int64, random: inout SeededRandom) -> Int64 {
        let secondMs = Instant.millisecondsPerSecond
        let first = (fromMs + secondMs - 1) / secondMs
        return random.int(in: first...max(first, throughMs / secondMs)) * secondMs
    }

    /// An episode starting in the routine's day window, ending before midnight if it can.
    func inDayWindow(_ items: [Episode.Item], random: inout SeededRandom) -> Episode {
        var episode = Episode(desiredStart: midnight, items: items)
        episode.desiredStart = drawStart(
            fromMsOfDay: profile.dayStartMsOfDay, untilMsOfDay: profile.dayEndMsOfDay - 1,
            endByMsOfDay: Instant.millisecondsPerDay, spanMs: episode.spanMs, random: &random
        )
        return episode
    }

    /// A whole number of seconds in `[minutesMin, minutesMax]` minutes, in milliseconds.
    func drawMs(minutesMin: Int, minutesMax: Int, random: inout SeededRandom) -> Int64 {
        drawMs(secondsMin: minutesMin * 60, secondsMax: minutesMax * 60, random: &random)
    }

    func drawMs(secondsMin: Int, secondsMax: Int, random: inout SeededRandom) -> Int64 {
        random.int(in: Int64(secondsMin)...Int64(secondsMax)) * Instant.millisecondsPerSecond
    }

    /// A learning app by the child's preference, other than `current` when another is
    /// preferred at all (otherwise `current` again).
    func pickLearningApp(other current: AppID? = nil, random: inout SeededRandom) -> AppID {
        let apps = context.learningApps
        let preferences =
            profile.appPreferenceWeights.isEmpty
            ? Array(repeating: 1, count: apps.count) : profile.appPreferenceWeights
        let weights = zip(apps, preferences).map { app, weight in app == current ? 0 : Int64(weight) }
        let total = weights.reduce(0, +)
        if total == 0 { return current ?? apps[0] }
        return Self.pick(apps, weights: weights, total: total, random: &random)
    }

    func pickRewardApp(random: inout SeededRandom) -> AppID? {
        let apps = context.rewardApps
        return apps.isEmpty ? nil : apps[Int(random.int(below: Int64(apps.count)))]
    }

    private static func pick(
        _ apps: [AppID], weights: [Int64], total: Int64, random: inout SeededRandom
    ) -> AppID {
        var remaining = random.int(below: total)
        for (app, weight) in zip(apps, weights) {
            if remaining < weight { return app }
            remaining -= weight
        }
        preconditionFailure("a draw below the total weight falls on some app")
    }
}
