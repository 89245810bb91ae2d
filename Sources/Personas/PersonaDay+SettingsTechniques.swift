import Platform
import SimulationKernel

/// Gaming episodes played in Settings: a change, the child's use while it holds, and the
/// change undone later the same day.
extension PersonaDay {
    func clockChange(random: inout SeededRandom) -> Episode {
        let offsetMs = drawMs(
            minutesMin: profile.clockForwardMinutesMin,
            minutesMax: profile.clockForwardMinutesMax, random: &random)
        return settingChanged(.setClock(offsetMs: offsetMs), back: .setClock(offsetMs: 0), random: &random)
    }

    /// The zone set some hours ahead of home (within the ±18 h a device allows), then home.
    func timeZoneChange(random: inout SeededRandom) -> Episode {
        let home = context.homeZone.offsetSeconds(at: midnight)
        let hoursRange = Int64(profile.timeZoneAheadHoursMin)...Int64(profile.timeZoneAheadHoursMax)
        let ahead = min(home + Int(random.int(in: hoursRange)) * 3_600, 18 * 3_600)
        return settingChanged(
            .setTimeZone(.fixed(utcOffsetSeconds: ahead)),
            back: .setTimeZone(context.homeZone), random: &random)
    }

    /// Permission off while a reward app is used; needs a reward app.
    func permissionRevoked(random: inout SeededRandom) -> Episode? {
        guard let app = pickRewardApp(random: &random) else { return nil }
        return stalled(by: .revokePermission, until: [.restorePermission], using: app, random: &random)
    }

    /// The app deleted while a reward app is used with its shield gone, then installed
    /// again, opened (where it finds itself unauthorised) and granted its permission again (on a
    /// child's device a parent approves it); needs a reward app.
    func appDeleted(random: inout SeededRandom) -> Episode? {
        guard let app = pickRewardApp(random: &random) else { return nil }
        return stalled(
            by: .deleteApp, until: [.reinstallApp, .launch, .restorePermission], using: app,
            random: &random)
    }

    /// The app closed while a reward app (or, in a family without one, a learning app) is used.
    func forceQuitStall(random: inout SeededRandom) -> Episode {
        let app = pickRewardApp(random: &random) ?? pickLearningApp(random: &random)
        return stalled(by: .forceQuit, until: [.launch], using: app, random: &random)
    }

    /// A setting changed for an evening: a session under it, a while longer, then put back.
    private func settingChanged(
        _ change: PersonaAction, back: PersonaAction, random: inout SeededRandom
    ) -> Episode {
        let session = sessionItems(random: &random)
        let holdMs = drawMs(
            minutesMin: profile.settingHoldMinutesMin,
            minutesMax: profile.settingHoldMinutesMax, random: &random)
        return inDayWindow([item(change)] + session + [item(back, gapBeforeMs: holdMs)], random: &random)
    }

    /// The rewards app kept from watching (`stop`), `app` used meanwhile, and the rewards app
    /// let back (`resume`, one step after another) some time later.
    private func stalled(
        by stop: PersonaAction, until resume: [PersonaAction], using app: AppID, random: inout SeededRandom
    ) -> Episode {
        precondition(!resume.isEmpty, "a stall ends with the app let back")
        let useMs = drawMs(
            minutesMin: profile.rewardMinutesMin, minutesMax: profile.rewardMinutesMax,
            random: &random)
        let stallMs = drawMs(
            minutesMin: profile.stallMinutesMin, minutesMax: profile.stallMinutesMax,
            random: &random)
        let items =
            [item(stop), item(.use(app: app, durationMs: useMs)), item(resume[0], gapBeforeMs: stallMs)]
            + resume.dropFirst().map { item($0) }
        return inDayWindow(items, random: &random)
    }
}
