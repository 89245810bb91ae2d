import Platform

/// A late burst is judged by the minutes it claims, not by when it came. iOS counts an app's
/// minutes per interval occurrence — the device's local day — so threshold `k` needs `k` − 1
/// minutes of use since that day's midnight at least (the minute across midnight is the new
/// day's first). A callback numbered beyond the minutes its day has
/// had, on a device whose day has not started (no interval start, no use shown), was held over
/// midnight: its minute is the day before's, and so are the callbacks delivered with it in the
/// same burst. Judged by its delivery it would be the new day's first use (one minute of room,
/// the rest faster than time), in odd hours, and the new day's minute `k`, which the afternoon's
/// lesson then repeats. Worked numbers: duolingo 16:00–16:40 and 23:40–23:59, the evening held
/// 40 minutes and delivered from 00:21 — minutes 41–59 at 21 minutes past midnight claim the
/// day before: 19 credited within its time, judged as used before midnight, and the next
/// afternoon's minutes 1–30 are new. A burst whose first minute's number is within the new
/// day's elapsed minutes (the evening was the app's first use of the day before) cannot be told
/// from the new day's use by its number, and is judged by its delivery.
extension UsageValidator {
    /// The local date whose minutes `tick` claims: its own, or the day before. `isInBurst`: it
    /// came right after the device's last callback, in one delivery with it.
    mutating func claimedDate(of tick: UsageTick, on slot: Int, isInBurst: Bool) -> CivilDate {
        let date = tick.at.date
        var isFromDayBefore = false
        if !watches[slot].unusedDevice.hasShownUse(on: date) {
            let zone = tick.zoneIdentifier.flatMap(NamedTimeZone.named)
            let elapsedMs = tick.at.millisecondsSinceLocalMidnight(in: zone)
            // The minute that straddles midnight is the new day's first: a minute of slack.
            isFromDayBefore =
                Int64(tick.minute - 1) * PlausibilityBudget.minuteMs > elapsedMs
                || (isInBurst && watches[slot].isLastDeliveryFromDayBefore)
        }
        watches[slot].isLastDeliveryFromDayBefore = isFromDayBefore
        return isFromDayBefore ? date.adding(days: -1) : date
    }
}
