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
                _ = budget.claim(tickMs: atMs, floorMs: floorMs, lookBackMs: policy.timeBudget.lookBackMs)
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

/// A sibling's burst judged by the use its minutes claim (see ``SiblingBurst``), once it is
/// whole: when the sibling's next minute comes after a gap, or any other signal comes here.
/// Judged minute by minute, a phantom flood's first minutes would prove use its last ones show
/// it never was. A burst of one minute is a live one: it is judged by its delivery.
extension UsageValidator {
    /// Judges every sibling's burst heard since the last signal; before any signal but a
    /// sibling's minute, which judges its own sibling's burst when it begins the next.
    mutating func judgeHeardBursts() {
        for position in siblingBursts.indices where !siblingBursts[position].isJudged {
            judgeBurst(ofSlot: -1 - position)
        }
    }

    /// A sibling's burst whose new minutes of an app cannot all have been used outside a
    /// learning session of another app here, between the sibling's delivery before the burst
    /// and the burst's (a sibling's first burst heard claims nothing): the sibling was in use beside the session,
    /// however late its callbacks came. Its run reaches back to where the burst's minutes claim
    /// they began, and when that is a minute or more before the session began, the session was
    /// added beside it: flagged for the parents' review whatever the level (its minutes
    /// credited so far stay credited), and at a level that withholds a second device, its
    /// minutes still held or unconfirmed are withheld, as are its later ones (see
    /// ``besideOtherDevice(excludingApp:on:sessionStartMs:trustedMs:)``). A burst claiming more
    /// use than the time since the sibling's delivery before it (a phantom flood) shows none.
    ///
    /// Room is measured in whole minutes, less one for a part-minute carried over and the
    /// budget's tolerance. Worked numbers, moderate: the iPad delivers duolingo minute 10 at
    /// 16:10 live, nothing more until a catch-up at 16:35 brings minutes 11–30; the iPhone here
    /// ran khan from 16:12 (first minute 16:13) to 16:42. The 20 minutes need 19 min (less 15 s)
    /// of 16:10–16:35 outside 16:12–16:35: there are 2 — beside it. Their claim reaches back to
    /// 16:16; their run takes in minute 10's, the iPad's delivery right before the burst, and so
    /// reaches back to 16:01, before 16:13 − 1 min: the iPhone's session is flagged and its
    /// minutes from 16:36 withheld. A hand-over — the iPad used to 16:20, its minutes 11–20
    /// caught up at 16:35, the iPhone from 16:21 — has 11 min of room for its 10: nothing.
    mutating func judgeBurst(ofSlot slot: Int) {
        siblingBursts[-1 - slot].markJudged()
        let burst = siblingBursts[-1 - slot]
        if burst.heardCount == 1 {
            if let appNumber = burst.firstKeptAppNumber,
                let run = deviceRuns.last(where: {
                    $0.slot == slot && $0.appNumber == appNumber && $0.firstMs <= burst.lastMs
                        && burst.lastMs <= $0.lastMs
                })
            {
                flagSessionBeside(app: appsSeen[appNumber], run: run, atMs: burst.lastMs)
            }
            return
        }
        // This device's day start bounds nothing of the sibling's: it may have been in use before.
        guard let afterMs = burst.afterMs, afterMs < burst.lastMs else { return }
        for appNumber in burst.appNumbers {
            guard let claim = burst.claim(of: appNumber), claim.minutes > 1 else { continue }
            let neededMs = Int64(claim.minutes - 1) * PlausibilityBudget.minuteMs - PlausibilityBudget.toleranceMs
            guard neededMs <= burst.lastMs - afterMs else { continue }
            judgeUse(
                ofSlot: slot, appNumber: appNumber, neededMs: neededMs, betweenMs: afterMs, andMs: burst.lastMs,
                claimedFirstMinuteEndMs: claim.firstMinuteEndMs)
        }
    }

    private mutating func judgeUse(
        ofSlot slot: Int, appNumber: Int, neededMs: Int64, betweenMs afterMs: Int64, andMs atMs: Int64,
        claimedFirstMinuteEndMs: Int64
    ) {
        let minuteMs = PlausibilityBudget.minuteMs
        let app = appsSeen[appNumber]
        var extended: DeviceRun?
        for index in sessions.indices.reversed() {
            let startMs = sessions[index].startedAt.instant.millisecondsSinceEpoch
            if startMs < atMs - Instant.millisecondsPerDay { break }
            guard sessions[index].category == .learning, sessions[index].app != app else { continue }
            let overlapMs =
                min(atMs, sessions[index].endedAt.instant.millisecondsSinceEpoch) - max(afterMs, startMs - minuteMs)
            guard overlapMs > 0, neededMs > atMs - afterMs - overlapMs else { continue }
            if extended == nil {
                noteRun(slot: slot, appNumber: appNumber, atMs: atMs)
                extended = extendRun(
                    slot: slot, appNumber: appNumber, atMs: atMs, backToMs: max(claimedFirstMinuteEndMs, afterMs),
                    afterMs: afterMs
                )
            }
            guard let run = extended, run.firstMs + minuteMs <= startMs else { continue }
            sessions[index].noteLate(.otherDeviceInUse)
            if policy.otherDevice.response == .withhold,
                let own = watches.firstIndex(where: { $0.device == sessions[index].device })
            {
                withholdHeldMinutes(of: index, on: own)
            }
        }
        if let extended { flagSessionBeside(app: app, run: extended, atMs: atMs) }
    }
}
