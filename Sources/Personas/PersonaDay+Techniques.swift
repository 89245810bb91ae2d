import Platform
import Simulation
import SimulationKernel

/// Gaming episodes played on screen. Each is labelled with its technique as a whole, except
/// on the farmer's own device, where the child really is learning while the second one farms.
extension PersonaDay {
    /// The episode playing out `technique` today, or nil when the family's apps leave nothing
    /// to play it with. `isPluggedIn` is the main device's state at midnight.
    func techniqueEpisode(
        _ technique: Technique, isPluggedIn: Bool, random: inout SeededRandom
    ) -> Episode? {
        let label = PlannedLabel.technique(technique)
        switch technique {
        case .passive: return passive(random: &random).labelled(label)
        case .rapidSwitching: return rapidSwitching(random: &random)?.labelled(label)
        case .clockChange: return clockChange(random: &random).labelled(label)
        case .timeZoneChange: return timeZoneChange(random: &random).labelled(label)
        case .oddHours: return night(isPluggedIn: isPluggedIn, random: &random).labelled(label)
        case .botLike: return bot(random: &random).labelled(label)
        case .shieldSitting: return shieldSitting(random: &random)?.labelled(label)
        case .secondDevice: return secondDevice(random: &random)
        case .permissionRevoked: return permissionRevoked(random: &random)?.labelled(label)
        case .forceQuitStall: return forceQuitStall(random: &random).labelled(label)
        case .appDeleted: return appDeleted(random: &random)?.labelled(label)
        }
    }

    func item(_ action: PersonaAction, deviceIndex: Int = 0, gapBeforeMs: Int64 = 0) -> Episode.Item {
        Episode.Item(deviceIndex: deviceIndex, gapBeforeMs: gapBeforeMs, action: action, label: .engaged)
    }

    private func passive(random: inout SeededRandom) -> Episode {
        let app = pickLearningApp(random: &random)
        let durationMs = drawMs(
            minutesMin: profile.passiveMinutesMin, minutesMax: profile.passiveMinutesMax,
            random: &random)
        return inDayWindow([item(.leaveOn(app: app, durationMs: durationMs))], random: &random)
    }

    /// Fragments across all learning apps; needs two of them.
    private func rapidSwitching(random: inout SeededRandom) -> Episode? {
        guard context.learningApps.count >= 2 else { return nil }
        let everyMs = drawMs(
            secondsMin: profile.rapidSwitchSecondsMin,
            secondsMax: profile.rapidSwitchSecondsMax, random: &random)
        let durationMs = drawMs(
            minutesMin: profile.rapidSwitchMinutesMin,
            minutesMax: profile.rapidSwitchMinutesMax, random: &random)
        let switching = PersonaAction.switchRapidly(
            apps: context.learningApps, everyMs: everyMs,
            durationMs: durationMs)
        return inDayWindow([item(switching)], random: &random)
    }

    /// A learning app run in the night window, on the charger (plugged in for it if needed).
    private func night(isPluggedIn: Bool, random: inout SeededRandom) -> Episode {
        let app = pickLearningApp(random: &random)
        let durationMs = drawMs(
            minutesMin: profile.nightMinutesMin, minutesMax: profile.nightMinutesMax,
            random: &random)
        let use = item(.use(app: app, durationMs: durationMs))
        var episode = Episode(
            desiredStart: midnight,
            items: isPluggedIn ? [use] : [item(.plug), use, item(.unplug)])
        episode.desiredStart = drawStart(
            fromMsOfDay: profile.nightStartMsOfDay, untilMsOfDay: profile.nightEndMsOfDay,
            endByMsOfDay: profile.nightEndMsOfDay, spanMs: episode.spanMs, random: &random
        )
        return episode
    }

    /// The same minute and length every day, in the first learning app; an evasive bot moves
    /// its start by a few seconds or minutes (it draws nothing without jitter).
    private func bot(random: inout SeededRandom) -> Episode {
        let durationMs = Int64(profile.botMinutes) * Instant.millisecondsPerMinute
        let jitterMs = jitterMs(seconds: profile.botStartJitterSeconds, random: &random)
        return Episode(
            desiredStart: midnight + profile.botStartMsOfDay + jitterMs,
            items: [item(.use(app: context.learningApps[0], durationMs: durationMs))])
    }

    /// Looking at a reward app's shield without redeeming; needs a reward app.
    private func shieldSitting(random: inout SeededRandom) -> Episode? {
        guard let app = pickRewardApp(random: &random) else { return nil }
        let durationMs = drawMs(
            minutesMin: profile.shieldMinutesMin, minutesMax: profile.shieldMinutesMax,
            random: &random)
        return inDayWindow([item(.use(app: app, durationMs: durationMs))], random: &random)
    }

    /// The second device left running a learning app while the child holds a session on the
    /// main device, begun a few minutes later.
    /// The farm runs on the second device while the child learns on the first: it starts a
    /// minute or three into the session and stops before it ends.
    private func secondDevice(random: inout SeededRandom) -> Episode {
        let app = pickLearningApp(random: &random)
        let session = sessionItems(random: &random)
        let sessionMs = session.reduce(0) { $0 + $1.gapBeforeMs + $1.action.durationMs }
        let startMs = drawMs(minutesMin: 1, minutesMax: 3, random: &random)
        let drawnMs = drawMs(
            minutesMin: profile.secondDeviceMinutesMin,
            minutesMax: profile.secondDeviceMinutesMax, random: &random)
        let durationMs = max(
            Instant.millisecondsPerMinute, min(drawnMs, sessionMs - startMs - Instant.millisecondsPerMinute))
        let farming = Episode.Item(
            deviceIndex: 1, gapBeforeMs: startMs, action: .leaveOn(app: app, durationMs: durationMs),
            label: .technique(.secondDevice))
        return inDayWindow(session + [farming], random: &random)
    }
}
