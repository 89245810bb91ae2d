import Platform

/// Minutes nobody used earn nothing. The system starts a device's interval — intervalDidStart —
/// at the device's first use of the day, so a minute reported on a day the device has shown no
/// use is in doubt: the thresholds a device fires lying locked on its charger (phantoms) come
/// with no start, all at once. But a start can be late or lost, so such a minute is held, not
/// dropped, until the device shows use that day: its interval start, or a further minute counted
/// a minute after it (live use ticks once a minute; a phantom burst has no time between its
/// callbacks, and the filters drop all but its first). Held minutes the day closes on are not
/// credited. Worked numbers: a phone nobody touched fires five thresholds at 22:00 on its
/// charger — the first is held (the rest are faster than time) and dropped at the night's day
/// close; a child whose start was lost learns from 16:00 — 16:01 is held, 16:02 confirms it.
extension UsageValidator {
    /// The device's interval of `date` started: its minutes of that day waiting for it are credited.
    mutating func confirmMinutes(on slot: Int, date: CivilDate) {
        watches[slot].noteUsed(on: date)
        guard !watches[slot].unconfirmedMinutes.isEmpty else { return }
        let confirmed = watches[slot].unconfirmedMinutes.filter { sessions[$0.sessionIndex].startedAt.date == date }
        for held in confirmed { credit(held) }
        watches[slot].unconfirmedMinutes.removeAll { confirmed.contains($0) }
    }

    /// A learning minute counted at `trustedMs` on `date` confirms the day's held minutes when it
    /// comes at least a minute (less the callback jitter) after the last of them.
    mutating func confirmMinutes(on slot: Int, byMinuteAt trustedMs: Int64, date: CivilDate) {
        guard !watches[slot].usedDates.contains(date),
            let last = watches[slot].unconfirmedMinutes.last(where: { sessions[$0.sessionIndex].startedAt.date == date }
            ),
            trustedMs - last.trustedMs >= PlausibilityBudget.minuteMs - PlausibilityBudget.toleranceMs
        else { return }
        confirmMinutes(on: slot, date: date)
    }

    /// Days up to `date` are over: minutes no use of the device confirmed are not credited.
    mutating func dropUnconfirmedMinutes(on slot: Int, through date: CivilDate) {
        watches[slot].unconfirmedMinutes.removeAll { sessions[$0.sessionIndex].startedAt.date <= date }
    }
}
