/// Where the open session of a device claims its use began: the first minute's callback, or
/// earlier when later callbacks, delivered in a burst, claim minutes the time since cannot
/// hold — a batch delivered late claims the minutes before it. `firstMinute` is the session's
/// first threshold minute.
struct SessionClaim: Hashable, Sendable {
    let sessionIndex: Int
    let firstMinute: Int
    private(set) var firstMinuteEndMs: Int64

    init(sessionIndex: Int, firstMinute: Int, atMs: Int64) {
        self.sessionIndex = sessionIndex
        self.firstMinute = firstMinute
        firstMinuteEndMs = atMs
    }

    /// Minute `minute` counted at `atMs` puts the session's first minute `minute − firstMinute`
    /// minutes earlier, but never before a minute after `floorMs` (the device's day start).
    mutating func note(minute: Int, atMs: Int64, floorMs: Int64?) {
        guard minute > firstMinute else { return }
        var claimedMs = atMs - Int64(minute - firstMinute) * PlausibilityBudget.minuteMs
        if let floorMs { claimedMs = max(claimedMs, floorMs + PlausibilityBudget.minuteMs) }
        firstMinuteEndMs = min(firstMinuteEndMs, claimedMs)
    }
}
