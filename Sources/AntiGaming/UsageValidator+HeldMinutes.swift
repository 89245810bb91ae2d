import Platform

/// A session's first minute is held until the session shows what it is: rapid switching is a
/// string of one-minute fragments, each a session of its own, and judging the first minute at
/// once would credit every fragment before the storm is seen. A fragment is a held minute that
/// another app's minute follows within two minutes (the session gap). A fragment stays held for
/// the switching window (10 minutes): released if no storm forms, withheld with the rest of the
/// storm if one does. Worked numbers, moderate (two fragments make a storm), switching every
/// 30 s: duolingo 16:01:30, khan 16:02:00, duolingo 16:03:30 — 16:01:30 is held; khan 30 s
/// later makes it a fragment (one in the window: it waits); khan 16:02:00 is held; duolingo
/// 90 s later makes it the second fragment: both withheld, both sessions flagged
/// rapidSwitching; and so on while the storm lasts.
extension UsageValidator {
    /// Before a counted tick joins a session: the device's held minute is released if the tick
    /// continues its session, and judged as a fragment if the tick belongs elsewhere.
    mutating func settleHeldMinute(before tick: UsageTick, trustedMs: Int64) {
        releaseExpiredFragments(on: tick.device, trustedMs: trustedMs)
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

    /// Fragments that waited out the switching window without a storm forming were honest.
    mutating func releaseExpiredFragments(on device: DeviceID, trustedMs: Int64) {
        guard let pending = devices[device]?.pendingFragments, !pending.isEmpty else { return }
        let oldestMs = trustedMs - StrictnessPolicy.rapidSwitchingWindowMs
        for fragment in pending where fragment.trustedMs <= oldestMs { credit(fragment) }
        devices[device]?.pendingFragments.removeAll { $0.trustedMs <= oldestMs }
    }

    /// Releases every device's held minute and waiting fragment: for a scorer reading the
    /// rulings at the end of a stream, where the app would release them at its next sign of life.
    public mutating func releaseHeldMinutes() {
        for device in devices.keys.sorted() {
            releaseHeldMinute(on: device)
            for fragment in devices[device]?.pendingFragments ?? [] { credit(fragment) }
            devices[device]?.pendingFragments = []
        }
    }

    /// Releases the held minutes of sessions on local days up to `date`, on every device: a
    /// session never runs past its day, so once the day is over its first minute can only have
    /// been an honest short use — and a day must not be summed up without it.
    public mutating func releaseHeldMinutes(through date: CivilDate) {
        for device in devices.keys.sorted() {
            let over = (devices[device]?.pendingFragments ?? []).filter { sessions[$0.sessionIndex].startedAt.date <= date }
            for fragment in over { credit(fragment) }
            devices[device]?.pendingFragments.removeAll { over.contains($0) }
            guard let held = devices[device]?.heldMinute, sessions[held.sessionIndex].startedAt.date <= date else { continue }
            release(held, on: device)
        }
    }

    private mutating func release(_ held: HeldMinute, on device: DeviceID) {
        credit(held)
        devices[device]?.heldMinute = nil
    }

    private mutating func credit(_ held: HeldMinute) {
        sessions[held.sessionIndex].releaseHeldMinute()
        tickCredited[held.tickIndex] = true
        releasedTickIndexes.append(held.tickIndex)
    }

    private mutating func judgeFragment(_ held: HeldMinute, on device: DeviceID, trustedMs: Int64) {
        guard var watch = devices[device] else { preconditionFailure("a held minute has a device") }
        watch.heldMinute = nil
        watch.fragmentTimesMs.removeAll { $0 <= trustedMs - StrictnessPolicy.rapidSwitchingWindowMs }
        watch.fragmentTimesMs.append(trustedMs)
        if watch.fragmentTimesMs.count >= policy.rapidSwitchingFragmentsMin {
            for fragment in watch.pendingFragments + [held] {
                sessions[fragment.sessionIndex].suspect(.rapidSwitching)
            }
            watch.pendingFragments = []
        } else {
            // It waits the window from the moment it was seen to be a fragment.
            watch.pendingFragments.append(HeldMinute(tickIndex: held.tickIndex, sessionIndex: held.sessionIndex,
                                                     trustedMs: trustedMs))
        }
        devices[device] = watch
    }
}
