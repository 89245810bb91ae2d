import Platform

/// A session's first two minutes are held until the session shows what it is: rapid switching
/// is a string of short sessions — one minute each, or two when the child flicks back before
/// the gap closes — and judging their minutes at once would credit every fragment before the
/// storm is seen. A fragment is a session of one or two held minutes that another app's minute
/// follows within two minutes (the session gap); a third minute shows a session and releases
/// both. A fragment stays held for the switching window (10 minutes): released if no storm
/// forms, withheld with the rest of the storm if one does. Worked numbers, moderate (two
/// fragments make a storm), switching every 30 s: duolingo 16:01:30, khan 16:02:00, duolingo
/// 16:03:30 — 16:01:30 is held; khan 30 s later makes it a fragment (one in the window: it
/// waits); khan 16:02:00 is held; duolingo 90 s later makes it the second fragment: both
/// withheld, both sessions flagged rapidSwitching; and so on while the storm lasts.
extension UsageValidator {
    /// The longest session, in minutes, that can be a fragment: its minutes stay held.
    static let fragmentMinutesMax = 2

    /// Before a counted tick joins a session: the device's held minutes are released if the
    /// tick makes their session longer than a fragment, kept held if it continues a session
    /// still short enough to be one, and judged as a fragment if the tick belongs elsewhere.
    mutating func settleHeldMinutes(before tick: UsageTick, on slot: Int, trustedMs: Int64) {
        releaseExpiredFragments(on: slot, trustedMs: trustedMs)
        guard let last = watches[slot].heldMinutes.last else { return }
        if tick.category == .learning && continues(last.sessionIndex, with: tick) {
            if sessions[last.sessionIndex].minutes >= Self.fragmentMinutesMax { releaseHeldMinutes(on: slot) }
        } else if trustedMs - last.trustedMs >= Self.fragmentFollowMs {
            settleStoppedSession(on: slot)
        } else {
            judgeFragment(on: slot, trustedMs: trustedMs)
        }
    }

    /// Another app's minute this soon after a held one makes the held session a fragment.
    static let fragmentFollowMs: Int64 = 2 * Instant.millisecondsPerMinute

    /// The child stopped — the device's next sign of life is not a tick, another app comes too
    /// late to make a fragment, the day or the stream is over. The held minutes are credited,
    /// unless their session began with the very tick that showed a storm's fragment: a storm's
    /// last fragment has no other app after it, only the storm before it. Worked numbers,
    /// moderate: duolingo 16:01, khan 16:02, duolingo 16:03 (a storm from khan's fragment), then
    /// nothing — duolingo 16:03 is withheld with the rest.
    mutating func settleStoppedSession(on slot: Int) {
        guard watches[slot].rapidSwitching.isHeldSessionStormTail else {
            releaseHeldMinutes(on: slot)
            return
        }
        for held in watches[slot].heldMinutes { sessions[held.sessionIndex].suspect(.rapidSwitching) }
        watches[slot].heldMinutes = []
    }

    /// The session turned out longer than a fragment: its held minutes are credited.
    mutating func releaseHeldMinutes(on slot: Int) {
        guard !watches[slot].heldMinutes.isEmpty else { return }
        for held in watches[slot].heldMinutes { credit(held) }
        watches[slot].heldMinutes = []
    }

    /// Fragments that waited out the switching window without a storm forming were honest.
    mutating func releaseExpiredFragments(on slot: Int, trustedMs: Int64) {
        guard !watches[slot].rapidSwitching.pendingFragments.isEmpty else { return }
        for fragment in watches[slot].rapidSwitching.takeExpiredFragments(atMs: trustedMs) { credit(fragment) }
    }

    /// Releases every device's held minutes and waiting fragments: for a scorer reading the
    /// rulings at the end of a stream, where the app would release them at its next sign of life.
    /// A sibling's burst heard last is judged first, as the app's next sign of life would.
    public mutating func releaseHeldMinutes() {
        judgeHeardBursts()
        for slot in slotsByDevice() {
            settleRegularRun(on: slot)
            settleStoppedSession(on: slot)
            for fragment in watches[slot].rapidSwitching.pendingFragments { credit(fragment) }
            watches[slot].rapidSwitching.pendingFragments = []
            watches[slot].unusedDevice.unconfirmedMinutes = []
        }
    }

    /// Releases the held minutes of sessions on local days up to `date`, on every device: a
    /// session never runs past its day, so once the day is over its first minutes can only have
    /// been an honest short use — and a day must not be summed up without them.
    public mutating func releaseHeldMinutes(through date: CivilDate) {
        for slot in slotsByDevice() {
            let over = watches[slot].rapidSwitching.pendingFragments.filter {
                sessions[$0.sessionIndex].startedAt.date <= date
            }
            for fragment in over { credit(fragment) }
            watches[slot].rapidSwitching.pendingFragments.removeAll { over.contains($0) }
            if let run = watches[slot].regularPattern.run, run.date <= date { settleRegularRun(on: slot) }
            watches[slot].unusedDevice.dropMinutes(through: date, sessions: sessions)
            guard let held = watches[slot].heldMinutes.last,
                sessions[held.sessionIndex].startedAt.date <= date
            else { continue }
            settleStoppedSession(on: slot)
        }
    }

    /// Every watch's slot, in the order of the devices' names: releases credit minutes in this
    /// order, which must not depend on which device happened to be seen first.
    private func slotsByDevice() -> [Int] {
        watches.indices.sorted { watches[$0].device < watches[$1].device }
    }

    mutating func credit(_ held: HeldMinute) {
        sessions[held.sessionIndex].releaseHeldMinute()
        tickCredited[held.tickIndex] = true
        releasedTickIndexes.append(held.tickIndex)
    }

    /// The device's held minutes are a fragment: they wait out the switching window, or are
    /// withheld with the storm they complete.
    private mutating func judgeFragment(on slot: Int, trustedMs: Int64) {
        let held = watches[slot].heldMinutes
        watches[slot].heldMinutes = []
        let storm = watches[slot].rapidSwitching.noteFragment(held, atMs: trustedMs, parameters: policy.rapidSwitching)
        for fragment in storm ?? [] { sessions[fragment.sessionIndex].suspect(.rapidSwitching) }
    }
}
