import Platform

extension UsageValidator {
    /// A minute a sibling counted takes part in the cross-device rules as it would had this
    /// validator counted it on that device: the same app at its phase is the mirror of it, a
    /// different app beside a kept minute is a second device in use, and a kept minute's 60 s
    /// are the child's, claimed from the budget as a minute counted here would claim them — one
    /// its rules withheld is credited nowhere, so it multiplies no time and claims none (else a
    /// farm's withheld minutes crowd out the lesson's own). Minutes arrive as
    /// the cloud brings them — often after this device's own minute of that time, which then
    /// stands: the rules judge a minute once, with what the device knows when it counts it.
    /// Its clock reading stands in for trusted time: the sibling's uptime means nothing here.
    /// A minute the sibling dropped as too fast takes part in none of these: only in what its
    /// burst claims (see `judgeBurst`), as does every minute shared with its threshold minute.
    mutating func noteSiblingMinute(_ minute: SiblingMinute) {
        let atMs = minute.at.instant.millisecondsSinceEpoch
        let number = appsSeen.firstIndex(of: minute.app) ?? appsSeen.count
        if number == appsSeen.count { appsSeen.append(minute.app) }
        let slot = siblingSlot(minute.device, atMs: atMs)
        if !siblingBursts[-1 - slot].isJudged,
            siblingBursts[-1 - slot].isEnded(byMinuteAt: atMs, burstGapMs: Self.burstGapMs)
        {
            judgeBurst(ofSlot: slot)
        }
        siblingBursts[-1 - slot].hear(atMs: atMs, appNumber: number, isKept: minute.isKept, burstGapMs: Self.burstGapMs)
        // The sibling's day start is not shared; this device's stands in for it: time before
        // the child's day began here is no time this device's own minutes could claim anyway.
        let floorMs = watches.compactMap(\.budgetFloorMs).max()
        if minute.ruling != .tooFast {
            recentLearningMinutes.append(
                RecentMinute(slot: slot, appNumber: number, trustedMs: atMs, isKept: minute.isKept))
            if minute.isKept {
                _ = budget.claim(tickMs: atMs, floorMs: floorMs, lookBackMs: policy.plausibilityLookBackMs)
            }
        }
        if let threshold = minute.minute {
            siblingBursts[-1 - slot].count(
                BurstMinute(appNumber: number, minute: threshold, date: minute.at.date, atMs: atMs))
        }
        if minute.isKept { noteRun(slot: slot, appNumber: number, atMs: atMs) }
    }

    /// A sibling's kept minute delivered live (alone, not in a burst: one in a burst shows no
    /// use at its delivery, see ``judgeBurst(ofSlot:)``) heard after this device counted a
    /// learning session of another app over that very time — the usual case, as devices share
    /// what they counted only when their apps run: too late to withhold, so the session carries the suspicion for the
    /// parents' review and its minutes stay credited. Over that very time: the sibling's run
    /// the minute belongs to and the session — each from its first callback to its last —
    /// share an instant. A hand-over shares none: the device taken up next fires its first
    /// minute after the last one of the device put down, however little of it was left to use
    /// (a partial minute carried over: 30 s after). A session of an earlier day never holds it.
    mutating func flagSessionBeside(app: AppID, run: DeviceRun, atMs: Int64) {
        for index in sessions.indices.reversed() {
            let startMs = sessions[index].startedAt.instant.millisecondsSinceEpoch
            if startMs < atMs - Instant.millisecondsPerDay { break }
            guard sessions[index].category == .learning, sessions[index].app != app,
                max(startMs, run.firstMs) <= min(sessions[index].endedAt.instant.millisecondsSinceEpoch, run.lastMs)
            else { continue }
            sessions[index].noteLate(.otherDeviceInUse)
        }
    }

    /// The slot a sibling's minutes carry: negative, so that it never equals a watch's. A
    /// sibling first heard of now, at `atMs`, gets its deliveries' record too.
    private mutating func siblingSlot(_ device: DeviceID, atMs: Int64) -> Int {
        if let position = siblingsHeard.firstIndex(of: device) { return -1 - position }
        siblingsHeard.append(device)
        siblingBursts.append(SiblingBurst(atMs: atMs))
        return -siblingsHeard.count
    }
}
