import Platform
import SimulationKernel

/// Habits of real families around the device itself: restarting it, and charging it on some
/// evenings only. Each draws from its own stream of the day, and draws nothing when the
/// profile does not have the habit, so that other profiles keep their draws.
extension PersonaDay {
    /// Today's restart, at a whole second drawn in the day window; placed after the day's
    /// sessions, so it moves to the first free moment after its draw (between two sessions).
    func restart(random dayRandom: SeededRandom) -> Episode? {
        guard profile.restartChancePercent > 0 else { return nil }
        var stream = dayRandom.fork("restart")
        guard stream.chance(Int64(profile.restartChancePercent), in: 100) else { return nil }
        let startMs = drawWholeSecondMs(
            fromMs: profile.dayStartMsOfDay, throughMs: profile.dayEndMsOfDay - 1,
            random: &stream)
        return Episode(desiredStart: midnight + startMs, items: [Episode.Item(action: .restart, label: .engaged)])
    }

    /// Whether the child plugs the main device in this evening: every evening with
    /// `chargesOvernight`, otherwise with `chargeChancePercent`.
    func chargesTonight(random dayRandom: SeededRandom) -> Bool {
        if profile.chargesOvernight { return true }
        guard profile.chargeChancePercent > 0 else { return false }
        var stream = dayRandom.fork("charge")
        return stream.chance(Int64(profile.chargeChancePercent), in: 100)
    }
}
