import Platform

/// The validator's releases of what its rules hold: at the end of a stream, and when a day is over.
extension UsageValidator {
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
            guard let held = watches[slot].rapidSwitching.heldMinutes.last,
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
}
