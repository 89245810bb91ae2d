import Platform
import SimulationKernel

/// The honest part of a day: sessions of learning, rewards, charging.
extension PersonaDay {
    /// Whether the child keeps its routine today (`days_per_week` ÷ 7), from the day's own
    /// `active` stream; always, drawing nothing, at 7 days a week.
    func hasRoutine(random dayRandom: SeededRandom) -> Bool {
        guard profile.daysPerWeekThousandths < 7_000 else { return true }
        var stream = dayRandom.fork("active")
        return stream.chance(Int64(profile.daysPerWeekThousandths), in: 7_000)
    }

    /// The day's sessions, each starting in the day window; with `itemsDrawn` false, only their
    /// starts are drawn (the items are left empty for the caller to fill).
    func routineSessions(random: inout SeededRandom, itemsDrawn: Bool = true) -> [Episode] {
        let count = random.int(in: Int64(profile.sessionsPerDayMin)...Int64(profile.sessionsPerDayMax))
        var startsMs = (0..<count).map { _ in
            drawWholeSecondMs(
                fromMs: profile.dayStartMsOfDay, throughMs: profile.dayEndMsOfDay - 1,
                random: &random)
        }.sorted()
        // The timetabled session is placed first, so that the others move around it.
        if let timetableMs = profile.routineStartMsOfDay, !startsMs.isEmpty {
            startsMs.removeFirst()
            startsMs.insert(
                max(0, timetableMs + jitterMs(seconds: profile.routineJitterSeconds, random: &random)), at: 0)
        }
        return startsMs.map { startMs in
            Episode(desiredStart: midnight + startMs, items: itemsDrawn ? sessionItems(random: &random) : [])
        }
    }

    /// A whole number of seconds in `[-seconds, seconds]`, in milliseconds; draws nothing at 0,
    /// so that a profile without jitter keeps its draws.
    func jitterMs(seconds: Int, random: inout SeededRandom) -> Int64 {
        guard seconds > 0 else { return 0 }
        return random.int(in: -Int64(seconds)...Int64(seconds)) * Instant.millisecondsPerSecond
    }

    /// Plugging in or unplugging the main device at a fixed time of day.
    func charging(_ action: PersonaAction, atMsOfDay msOfDay: Int64) -> Episode {
        Episode(desiredStart: midnight + msOfDay, items: [Episode.Item(action: action, label: .engaged)])
    }

    /// One session on the main device: learning, then perhaps a redeemed reward.
    func sessionItems(random: inout SeededRandom) -> [Episode.Item] {
        let learning = learningItems(totalMs: drawSessionMs(random: &random), random: &random)
        guard random.chance(Int64(profile.rewardChancePercent), in: 100) else { return learning }
        return learning + rewardItems(random: &random)
    }

    /// Learning time in stretches of focus; between stretches the child may pause or move to
    /// another app. Stretches on one app with no pause between them are one `use`.
    func learningItems(totalMs: Int64, random: inout SeededRandom) -> [Episode.Item] {
        let focusMsMin = Int64(profile.focusMinutesMin) * Instant.millisecondsPerMinute
        var items: [Episode.Item] = []
        var app = pickLearningApp(random: &random)
        var stretchMs: Int64 = 0
        var remainingMs = totalMs
        while remainingMs > 0 {
            var focusMs = drawMs(
                minutesMin: profile.focusMinutesMin, minutesMax: profile.focusMinutesMax,
                random: &random)
            // A remainder shorter than any focus stretch is finished in this one.
            if remainingMs - focusMs < focusMsMin { focusMs = remainingMs }
            stretchMs += focusMs
            remainingMs -= focusMs
            if remainingMs == 0 { break }
            let pauses = random.chance(Int64(profile.pauseChancePercent), in: 100)
            let switches = random.chance(Int64(profile.appSwitchChancePercent), in: 100)
            let nextApp = switches ? pickLearningApp(other: app, random: &random) : app
            guard pauses || nextApp != app else { continue }
            items.append(Episode.Item(action: .use(app: app, durationMs: stretchMs), label: .engaged))
            stretchMs = 0
            if pauses {
                let pauseMs = drawMs(
                    secondsMin: profile.pauseSecondsMin, secondsMax: profile.pauseSecondsMax,
                    random: &random)
                items.append(Episode.Item(action: .idle(durationMs: pauseMs), label: .idle))
            }
            app = nextApp
        }
        items.append(Episode.Item(action: .use(app: app, durationMs: stretchMs), label: .engaged))
        return items
    }

    /// Log-normal learning minutes, clamped to the routine's bounds, in whole seconds.
    func drawSessionMs(random: inout SeededRandom) -> Int64 {
        let minutes = random.logNormal(
            median: Double(profile.sessionMinutesMedian),
            sigma: Double(profile.sessionMinutesSigmaThousandths) / 1_000
        )
        let clamped = min(max(minutes, Double(profile.sessionMinutesMin)), Double(profile.sessionMinutesMax))
        return Int64((clamped * 60).rounded()) * Instant.millisecondsPerSecond
    }

    /// Redeeming reward minutes for one reward app and using them; nothing without reward apps.
    func rewardItems(random: inout SeededRandom) -> [Episode.Item] {
        guard let app = pickRewardApp(random: &random) else { return [] }
        let minutes = random.int(in: Int64(profile.rewardMinutesMin)...Int64(profile.rewardMinutesMax))
        return rewardItems(app: app, minutes: Int(minutes))
    }

    /// Redeeming `minutes` of `app` at the run's rate, then using them.
    func rewardItems(app: AppID, minutes: Int) -> [Episode.Item] {
        let points = minutes * context.conversionRatePointsPerMinute
        return [
            Episode.Item(action: .redeem(points: points, app: app), label: .engaged),
            Episode.Item(
                action: .use(app: app, durationMs: Int64(minutes) * Instant.millisecondsPerMinute),
                label: .engaged),
        ]
    }
}
