import Platform

extension UsageValidator {
    /// The session a counted tick belongs to: the device's open session if the tick continues
    /// it, otherwise a new one, which takes the filtered ticks that led up to it.
    mutating func sessionIndex(counting tick: UsageTick, on slot: Int) -> Int {
        let openIndex = watches[slot].openSessionIndex
        if let open = openIndex, continues(open, with: tick) {
            return open
        }
        var strayIndexes: [Int] = []
        if let stray = watches[slot].strayTicks, stray.app == tick.app,
            isWithinGap(from: stray.lastAt, to: tick.at)
        {
            strayIndexes = stray.indexes
        }
        let session = SessionVerdict(
            first: tick, strayIndexes: strayIndexes, minimumSessionMinutes: settings.minimumSessionMinutes
        )
        if tick.category == .learning { watchForRegularRun(tick, on: slot, sessionIndex: sessions.count) }
        sessions.append(session)
        watches[slot].precedingSessionIndex = openIndex
        watches[slot].openSessionIndex = sessions.count - 1
        watches[slot].strayTicks = nil
        return sessions.count - 1
    }

    /// A filtered tick joins the session it would have continued; if there is none, it waits as
    /// a stray for a session of its app that starts within the gap.
    mutating func attachFiltered(_ tick: UsageTick, on slot: Int, index: Int) {
        if let open = watches[slot].openSessionIndex, continues(open, with: tick) {
            sessions[open].attach(index)
        } else if let stray = watches[slot].strayTicks, stray.app == tick.app,
            isWithinGap(from: stray.lastAt, to: tick.at)
        {
            watches[slot].strayTicks?.indexes.append(index)
            watches[slot].strayTicks?.lastAt = tick.at
        } else {
            watches[slot].strayTicks = StrayTicks(app: tick.app, lastAt: tick.at, indexes: [index])
        }
    }

    /// Same app, same local date, within the gap of the last counted tick (device time) — or
    /// the tick claims minutes of use that fill the time since, idle at most the gap less the
    /// minute it closes. Any counted tick of another app on the device has already closed the
    /// session. Takes the session's index: the question is asked at every tick, and reads three
    /// fields of it only.
    func continues(_ sessionIndex: Int, with tick: UsageTick) -> Bool {
        guard sessions[sessionIndex].app == tick.app else { return false }
        let endedAt = sessions[sessionIndex].endedAt
        if isWithinGap(from: endedAt, to: tick.at) { return true }
        guard let last = sessions[sessionIndex].lastMinuteNumber else { return false }
        return claimsTheTimeBetween(from: endedAt, to: tick.at, minutesClaimed: tick.minute - last)
    }

    /// With the default 2-minute gap, 10:00 → 10:02 continues, 10:00 → 10:02:01 does not, and
    /// 23:59 → 00:00 never does.
    private func isWithinGap(from earlier: LocalTimestamp, to later: LocalTimestamp) -> Bool {
        earlier.date == later.date && abs(later.instant.milliseconds(since: earlier.instant)) <= settings.sessionGapMs
    }

    /// A lost callback is no pause: the next one claims the minute it skipped. Callbacks are
    /// judged by the minutes of use they claim, not by when they came: between minute k at
    /// `earlier` and minute k + n at `later` lie n minutes of use, and the rest of the time is
    /// idle. With the default 2-minute gap a minute closes the session's last one idle at most
    /// 60 s later — minute 9 at 16:09:02 and minute 11 (minute 10's callback lost) at 16:11:05,
    /// 3 s late, claim 2 of the 123 s between: 3 s idle, one session, where by delivery time
    /// alone (123 s apart) it would be two. Claims that do not fit the time — more minutes than
    /// elapsed, less the latency allowance — are an over-count or a flood, not use: judged by
    /// delivery time only.
    private func claimsTheTimeBetween(from earlier: LocalTimestamp, to later: LocalTimestamp, minutesClaimed: Int)
        -> Bool
    {
        guard minutesClaimed >= 2, earlier.date == later.date else { return false }
        let elapsedMs = later.instant.milliseconds(since: earlier.instant)
        let idleMs = elapsedMs - Int64(minutesClaimed) * Instant.millisecondsPerMinute
        let idleMsMax = Int64(settings.sessionGapMinutes - 1) * Instant.millisecondsPerMinute
        return idleMs >= -PlausibilityBudget.toleranceMs && idleMs <= idleMsMax
    }

    /// A burst's second callback shows that the gap before its first was late delivery, not a
    /// pause: when the session the burst opened starts with the minute right after the
    /// preceding session's last one, it is that session going on, and joins it — so a passive
    /// video split by a late hold is still one unbroken session, and a routine keeps its length.
    /// Worked numbers: duolingo minutes 1–20 live until 16:20, a hold until 16:50, then minutes
    /// 21–50 in a burst: one session of 50 minutes, not 20 and 30.
    mutating func joinLateBurst(with tick: UsageTick, on slot: Int) {
        guard let open = watches[slot].openSessionIndex, open == sessions.count - 1,
            let preceding = watches[slot].precedingSessionIndex, sessions[open].minutes == 1,
            sessions[preceding].isContinued(by: sessions[open]), continues(open, with: tick)
        else { return }
        releaseHeldMinutes(on: slot)
        // The session goes from the end of the list: nothing may still point at it but the
        // device's unconfirmed minutes, moved below. A fragment is another app's session, so
        // closed before this one opened.
        precondition(
            !watches[slot].rapidSwitching.pendingFragments.contains { $0.sessionIndex == open },
            "a waiting fragment would point past the sessions"
        )
        sessions[preceding].absorb(sessions[open])
        sessions.removeLast()
        regularRunSessionMoved(from: open, to: preceding, on: slot)
        // A minute still waiting for the device to show use moves with its session.
        watches[slot].unusedDevice.unconfirmedMinutes = watches[slot].unusedDevice.unconfirmedMinutes.map {
            $0.sessionIndex == open
                ? HeldMinute(tickIndex: $0.tickIndex, sessionIndex: preceding, trustedMs: $0.trustedMs) : $0
        }
        watches[slot].openSessionIndex = preceding
        watches[slot].precedingSessionIndex = nil
    }
}
