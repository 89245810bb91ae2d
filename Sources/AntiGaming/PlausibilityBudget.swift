import Platform

/// The child's time, which no number of devices can multiply: every counted learning minute
/// claims 60 s of it, and a minute with no unclaimed time behind it did not happen.
///
/// The clock runs on *trusted time* (see ``DeviceWatch``): each device's uptime, anchored once
/// to that device's clock. Uptime alone is monotonic and immune to the user setting the clock,
/// but every device booted at a different moment, so uptimes of two devices cannot be compared;
/// the anchor makes them comparable while a later clock change still adds no time.
///
/// Worked numbers: intervalDidStart at 10:00:00 and 20 callbacks at 10:00:03 (an immediate-fire
/// flood) — 3 s lie behind the first, fewer than the 55 s a minute needs, so none counts. Ticks
/// every 30 s (a 2× over-count) — each counted minute pushes the clock 60 s on, so every second
/// tick finds only 30 s free: half count. intervalDidStart at 10:00, then thirty callbacks at
/// 10:40 (a late batch after 40 quiet minutes) — 40 min lie unclaimed behind them, so all 30
/// count and the clock ends at 10:30.
struct PlausibilityBudget: Hashable, Sendable {
    static let minuteMs: Int64 = Instant.millisecondsPerMinute
    /// Callback latency: a minute counts with 45 s free. Callbacks reach the extension some
    /// seconds after their threshold — a few as a rule, now and then more than ten — so the
    /// callback a run or a day is measured from may be later than the ones after it by as
    /// much. A later one than this allowance costs its run a minute (fasterThanTime).
    static let toleranceMs: Int64 = 15 * Instant.millisecondsPerSecond

    /// Trusted time up to which minutes are already claimed; nil before the first count.
    private(set) var claimedUntilMs: Int64?

    /// Claims a minute ending at `tickMs` if there is room for it. `floorMs` is the device's last
    /// intervalDidStart or monitoring start: floods at those moments have no time behind them.
    mutating func claim(tickMs: Int64, floorMs: Int64?, lookBackMs: Int64) -> Bool {
        precondition(lookBackMs >= Self.minuteMs, "the look-back must hold at least a minute")
        var startMs = tickMs - lookBackMs
        if let claimedUntilMs { startMs = max(startMs, claimedUntilMs) }
        if let floorMs { startMs = max(startMs, floorMs) }
        guard tickMs - startMs >= Self.minuteMs - Self.toleranceMs else { return false }
        claimedUntilMs = startMs + Self.minuteMs
        return true
    }
}
