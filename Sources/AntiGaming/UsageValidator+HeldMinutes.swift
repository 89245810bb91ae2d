import Platform

/// A session's first minute is held until the session shows what it is: rapid switching is a
/// string of one-minute fragments, each a session of its own, and judging the first minute at
/// once would credit every fragment before the storm is seen. A fragment is a held minute that
/// another app's minute follows within two minutes (the session gap). Worked numbers, moderate
/// (two fragments make a storm), switching every 30 s: duolingo 16:01:30, khan 16:02:00,
/// duolingo 16:03:30 — 16:01:30 is held; khan 30 s later closes it as a fragment (one in the
/// window: released); khan 16:02:00 is held; duolingo 90 s later closes it as the second
/// fragment: withheld, the session flagged rapidSwitching; and so on while the storm lasts.
extension UsageValidator {
    /// Before a counted tick joins a session: the device's held minute is released if the tick
    /// continues its session, and judged as a fragment if the tick belongs elsewhere.
    mutating func settleHeldMinute(before tick: UsageTick, trustedMs: Int64) {
        guard let held = devices[tick.device]?.heldMinute else { return }
        let followsAtOnce = trustedMs - held.trustedMs < Self.fragmentFollowMs
        if tick.category == .learning && continues(sessions[held.sessionIndex], with: tick) || !followsAtOnce {
            release(held, on: tick.device)
        } else {
            judgeFragment(held, on: tick.device, trustedMs: trustedMs)
        }
    }

    /// Another app's minute this soon after a held one makes the held one a fragment.
    static let fragmentFollowMs: Int64 = 2 * Instant.millisecondsPerMinute

    /// The child stopped (the device's next sign of life is not a tick): a lone first minute
    /// is an honest short use.
    mutating func releaseHeldMinute(on device: DeviceID) {
        guard let held = devices[device]?.heldMinute else { return }
        release(held, on: device)
    }

    /// Releases every device's held minute: for a scorer reading the rulings at the end of a
    /// stream, where the app would release them at its next sign of life.
    public mutating func releaseHeldMinutes() {
        for device in devices.keys.sorted() { releaseHeldMinute(on: device) }
    }

    /// Releases the held minutes of sessions on local days up to `date`, on every device: a
    /// session never runs past its day, so once the day is over its first minute can only have
    /// been an honest short use — and a day must not be summed up without it.
    public mutating func releaseHeldMinutes(through date: CivilDate) {
        for device in devices.keys.sorted() {
            guard let held = devices[device]?.heldMinute, sessions[held.sessionIndex].startedAt.date <= date else { continue }
            release(held, on: device)
        }
    }

    private mutating func release(_ held: HeldMinute, on device: DeviceID) {
        sessions[held.sessionIndex].releaseHeldMinute()
        tickCredited[held.tickIndex] = true
        releasedTickIndexes.append(held.tickIndex)
        devices[device]?.heldMinute = nil
    }

    private mutating func judgeFragment(_ held: HeldMinute, on device: DeviceID, trustedMs: Int64) {
        guard var watch = devices[device] else { preconditionFailure("a held minute has a device") }
        watch.heldMinute = nil
        watch.fragmentTimesMs.removeAll { $0 <= trustedMs - StrictnessPolicy.rapidSwitchingWindowMs }
        watch.fragmentTimesMs.append(trustedMs)
        devices[device] = watch
        if watch.fragmentTimesMs.count >= policy.rapidSwitchingFragmentsMin {
            sessions[held.sessionIndex].suspect(.rapidSwitching)
        } else {
            release(held, on: device)
        }
    }
}
