import Platform

/// The unused-device rule: minutes nobody used earn nothing. The system starts a device's
/// interval — intervalDidStart — at the device's first use of the day, so a minute reported on
/// a day the device has shown no use is in doubt: the thresholds a device fires lying locked on
/// its charger (phantoms) come with no start, all at once. But a start can be late or lost, so
/// such a minute is held, not dropped, until the device shows use that day: its interval start,
/// or a further minute counted a minute after it (live use ticks once a minute; a phantom burst
/// has no time between its callbacks, and the filters drop all but its first). Held minutes the
/// day closes on are not credited (no reason: they are simply never credited).
///
/// Worked numbers: a phone nobody touched fires five thresholds at 22:00 on its charger — the
/// first is held (the rest are faster than time) and dropped at the night's day close; a child
/// whose start was lost learns from 16:00 — 16:01 is held, 16:02 confirms it.
///
/// Its state per device is the local dates the device showed use on and the minutes waiting for
/// their day to show it.
public struct UnusedDeviceRule: Sendable {
    /// The device's latest local dates on which it showed itself in use, ascending: an
    /// intervalDidStart or a monitoring start, or a minute counted a minute after another.
    /// Several, as reconciliation applies minutes days late.
    private(set) var usedDates: [CivilDate] = []
    static let usedDatesKept = 14
    /// Learning minutes counted on a day the device has not shown use on yet, oldest first:
    /// credited when it does, dropped when the day closes without it. Other rules take out
    /// the ones they withhold after all, and a session that joins another moves its own.
    var unconfirmedMinutes: [HeldMinute] = []

    /// Whether the device showed use on `date`.
    func hasShownUse(on date: CivilDate) -> Bool { usedDates.contains(date) }

    /// The device showed use on `date`; tells its minutes of that day that waited for it, now
    /// confirmed. A minute's day is its session's, in `sessions`.
    mutating func confirm(on date: CivilDate, sessions: [SessionVerdict]) -> [HeldMinute] {
        noteUsed(on: date)
        guard !unconfirmedMinutes.isEmpty else { return [] }
        let confirmed = unconfirmedMinutes.filter { sessions[$0.sessionIndex].startedAt.date == date }
        unconfirmedMinutes.removeAll { confirmed.contains($0) }
        return confirmed
    }

    /// Whether a learning minute counted at `trustedMs` on `date` shows use: it comes at least
    /// a minute (less the callback jitter) after the last of the day's minutes waiting.
    func isUseShown(byMinuteAt trustedMs: Int64, date: CivilDate, sessions: [SessionVerdict]) -> Bool {
        guard !hasShownUse(on: date),
            let last = unconfirmedMinutes.last(where: { sessions[$0.sessionIndex].startedAt.date == date })
        else { return false }
        return trustedMs - last.trustedMs >= PlausibilityBudget.minuteMs - PlausibilityBudget.toleranceMs
    }

    /// Days up to `date` are over: minutes no use of the device confirmed are not credited.
    mutating func dropMinutes(through date: CivilDate, sessions: [SessionVerdict]) {
        unconfirmedMinutes.removeAll { sessions[$0.sessionIndex].startedAt.date <= date }
    }

    private mutating func noteUsed(on date: CivilDate) {
        guard !usedDates.contains(date) else { return }
        usedDates.append(date)
        usedDates.sort()
        if usedDates.count > Self.usedDatesKept { usedDates.removeFirst() }
    }
}

extension UnusedDeviceRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Never? { nil }

    public static func valuesText(for strictness: ValidationStrictness) -> String { "hold, at every level" }

    public static let description = UsageRuleDescription(
        name: "the unused-device rule", reason: nil,
        summary: "Learning minutes on a day the device has not shown use (no interval start, no minute a minute "
            + "after another) are held, and dropped when the day closes without it.",
        reads: "the device's interval and monitoring starts, and the spacing of its counted minutes, per local date",
        parentChoice: "none",
        blindSpots: "A phantom minute on a day the device was used is not held by this rule: a flood as the "
            + "device goes on its charger is the time-budget filter's.",
        sourceFile: "Sources/AntiGaming/Rules/UnusedDeviceRule.swift",
        tests: "Tests/AntiGamingTests/UnconfirmedMinuteTests.swift"
    )
}

extension UsageValidator {
    /// The device showed use on `date` (its interval or monitoring started): its minutes of
    /// that day waiting for it are credited.
    mutating func confirmMinutes(on slot: Int, date: CivilDate) {
        let confirmed = watches[slot].unusedDevice.confirm(on: date, sessions: sessions)
        for held in confirmed { credit(held) }
    }

    /// A learning minute counted at `trustedMs` on `date` confirms the day's held minutes when
    /// it shows use (see ``UnusedDeviceRule/isUseShown(byMinuteAt:date:sessions:)``).
    mutating func confirmMinutes(on slot: Int, byMinuteAt trustedMs: Int64, date: CivilDate) {
        guard watches[slot].unusedDevice.isUseShown(byMinuteAt: trustedMs, date: date, sessions: sessions) else {
            return
        }
        confirmMinutes(on: slot, date: date)
    }
}
