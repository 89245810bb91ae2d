import Platform

/// How fast an app's live callbacks come on one device, measured in its own threshold minutes
/// per minute of time: a device that over-counts shows it in every run of live callbacks, and
/// the same device's late batches carry no time to measure — their thresholds are then worth
/// what its live runs showed them to be.
///
/// Measured over the gaps between consecutive live callbacks of the app no longer apart than
/// ``LiveRun/gapMsMax`` (a break in use measures nothing): a device counting right fires one a
/// minute, so the gaps of a run add up to as many minutes as callbacks, latency cancelling out
/// (each gap's late start is the gap before's late end); one over-counting at 2× fires one every
/// 30 s. A burst's callbacks are not live and break the chain. Worked numbers: live callbacks at
/// 16:00:30, 16:01:00, 16:01:30, … 16:10:30 (20 gaps, 600 s) — 2.0 callbacks a minute; a late
/// batch of the app's thresholds 41–60 after threshold 40 then says 10 minutes of use.
struct CallbackRate: Sendable {
    /// Live gaps measured, and the time they span; both halved whenever the span passes
    /// ``spanMsMax``, so that a device that stops over-counting (an update) is soon seen to.
    private(set) var gaps = 0
    private(set) var spanMs: Int64 = 0
    private var lastLiveMs: Int64?

    /// Below this much measured time, no rate is known: one short run says little.
    static let spanMsMin: Int64 = 10 * Instant.millisecondsPerMinute
    static let spanMsMax: Int64 = 2 * Instant.millisecondsPerHour
    /// Live callbacks this many times faster than time are an over-count: a device counting
    /// right is measured within a few per cent of 1 (latency moves a run's ends by seconds),
    /// and the slowest over-count reported is 1.3×.
    static let overCountMin = 1.2

    mutating func noteLive(atMs tickMs: Int64) {
        if let lastLiveMs, tickMs - lastLiveMs <= LiveRun.gapMsMax {
            gaps += 1
            spanMs += max(0, tickMs - lastLiveMs)
            if spanMs > Self.spanMsMax {
                gaps /= 2
                spanMs /= 2
            }
        }
        lastLiveMs = tickMs
    }

    /// A callback delivered in a burst: the next live one measures no gap from the last.
    mutating func noteBurst() { lastLiveMs = nil }

    /// Callbacks per minute of time when the app's live callbacks showed an over-count; nil
    /// when they did not, or too little was measured to tell.
    var overCountFactor: Double? {
        guard spanMs >= Self.spanMsMin else { return nil }
        let factor = Double(gaps) * Double(Instant.millisecondsPerMinute) / Double(spanMs)
        return factor >= Self.overCountMin ? factor : nil
    }
}
