import Platform

/// The time-budget filter (reason `fasterThanTime`): the child's time, which no number of
/// devices can multiply — a minute with no unclaimed time behind it did not happen, and is
/// dropped at every level. It sees that four ways:
/// - the child's budget (``PlausibilityBudget``): every counted minute claims 60 s of trusted
///   time, on any device, from the device's day start (interval or monitoring start) at the
///   earliest and at most ``Parameters/lookBackMs`` back;
/// - an app's run of live callbacks (``LiveRun``): its minutes cannot outnumber the time it spans;
/// - an app's callback rate (``CallbackRate``): on a device seen over-counting, a late batch's
///   thresholds are worth what its live runs showed them to be;
/// - a delivery the moment the device went on its charger (``ChargerDelivery``): a phantom flood.
///
/// Worked numbers, moderate (look-back 3 h): an interval start at 10:00:00 and 20 callbacks at
/// 10:00:03 — none counts; ticks every 30 s — half count; an interval start at 10:00 and thirty
/// callbacks at 10:40 — all 30 count.
///
/// Its state is the child's budget, each device's day start and charger delivery, and each
/// app's live run and callback rate on it; the validator's `admitMinute` runs the four in turn.
public enum TimeBudgetFilter {
    public struct Parameters: Hashable, Sendable {
        /// How far the claimed-time clock may lag behind a minute: a batch of late callbacks may
        /// claim at most this much quiet time behind it.
        public var lookBackMs: Int64

        public init(lookBackMs: Int64) {
            precondition(lookBackMs >= PlausibilityBudget.minuteMs, "the look-back must hold at least a minute")
            self.lookBackMs = lookBackMs
        }
    }
}

extension TimeBudgetFilter: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: Parameters(lookBackMs: 6 * Instant.millisecondsPerHour)
        case .moderate: Parameters(lookBackMs: 3 * Instant.millisecondsPerHour)
        case .strict: Parameters(lookBackMs: 1 * Instant.millisecondsPerHour)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        parameters(for: strictness).map { "look-back \($0.lookBackMs / Instant.millisecondsPerHour) h, drop" } ?? "off"
    }

    public static let description = UsageRuleDescription(
        name: "the time-budget filter", reason: .fasterThanTime,
        summary: "A minute with no unclaimed time behind it did not happen: floods, over-counts, catch-ups "
            + "beyond the time since, and a batch delivered the moment the device went on its charger are dropped.",
        reads: "trusted time of each callback; the device's day start (interval start or monitoring start); "
            + "each app's live runs and callback rate; the battery and charging state callbacks and app runs read",
        parentChoice: "none",
        blindSpots: "A late batch may claim the quiet time since the day's start, up to the look-back; a genuine "
            + "late batch delivered as the device went on its charger, before the battery gained a percent, is "
            + "taken for a phantom flood.",
        sourceFile: "Sources/AntiGaming/Rules/TimeBudgetFilter.swift",
        tests: "Tests/AntiGamingTests/FilterTests.swift"
    )
}

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

/// Whether the delivery a device is in came the moment the device went on its charger: iOS
/// fires phantom thresholds at a device lying on its charger, all at once, with nobody using
/// it, and such a batch has no time behind it (the time-budget filter drops it as
/// `fasterThanTime`). The app sees that moment in the battery its callbacks read: charging,
/// where the reading before did not, and no higher than then — the battery has not gained a
/// percent, so the device was plugged in moments ago. Its first callback, judged as it came,
/// is held as a session's first minute or as one of a day without use; the callbacks after it
/// show the delivery a flood, and it is withheld with them.
///
/// Worked numbers, moderate: an hour learnt from 13:00 off the charger at 90 %; at 20:00
/// minutes 61–105 arrive together reading 87 % on the charger. Claiming the idle hours behind
/// them (three, by the look-back), all 45 would count and the child earn for 105 minutes; as a
/// flood, none does: 60. The same batch off the charger, or reading 95 % on it, claims the idle
/// hours: minutes used and delivered late. A genuine late batch delivered as the device went on
/// its charger, before the battery gained a percent, is taken for a flood.
struct ChargerDelivery: Sendable {
    /// The device's last battery reading, from a callback or a run of the app.
    private var lastBattery: BatteryReading?
    /// The trusted instant of the first callback of the delivery the device is in, when that
    /// delivery came the moment the device went on its charger; nil for any other delivery.
    private(set) var plugInDeliveryStartMs: Int64?

    /// A battery reading a run of the app came with (nil: not read).
    mutating func noteBattery(_ battery: BatteryReading?) {
        if let battery { lastBattery = battery }
    }

    /// A callback delivered at `trustedMs`, reading `battery`; `isLive`: the first of its
    /// delivery, not within the burst gap of the callback before.
    mutating func noteDelivery(atMs trustedMs: Int64, battery: BatteryReading?, isLive: Bool) {
        if isLive { plugInDeliveryStartMs = isJustPluggedIn(battery) ? trustedMs : nil }
        noteBattery(battery)
    }

    /// Whether a callback that is not the first of its delivery belongs to one that came the
    /// moment the device was plugged in: it has no time behind it.
    func isPlugInFlood(isLive: Bool) -> Bool {
        !isLive && plugInDeliveryStartMs != nil
    }

    private func isJustPluggedIn(_ battery: BatteryReading?) -> Bool {
        guard let battery, let lastBattery else { return false }
        return battery.isCharging && !lastBattery.isCharging && battery.percent <= lastBattery.percent
    }
}

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

/// Live callbacks of one app on one device, each counted less than ``gapMsMax`` after the one
/// before: the app in use without a break. A run of n minutes needs n minutes of time behind
/// its last callback, counted from one minute before its first (the first callback closes a
/// whole minute). Worked numbers: a 1.5× over-count fires every 40 s from 16:00:40 — counted
/// at 16:00:40, 16:02:00, 16:02:40, 16:04:00, 16:04:40: one a minute, as really used, where a
/// test of the gap to the last counted callback alone would keep one in 80 s. Callback
/// jitter does not add up: each callback is measured from the run's anchor.
struct LiveRun: Sendable {
    let anchorMs: Int64
    private(set) var minutes: Int
    private(set) var lastCountedMs: Int64

    static let gapMsMax: Int64 = 2 * Instant.millisecondsPerMinute

    init(firstCountedAtMs tickMs: Int64) {
        anchorMs = tickMs - Instant.millisecondsPerMinute
        minutes = 1
        lastCountedMs = tickMs
    }

    /// Whether a live callback at `tickMs` goes on with this run rather than starting one.
    func isContinued(at tickMs: Int64) -> Bool { tickMs - lastCountedMs <= Self.gapMsMax }

    /// Whether the run has room for one more minute ending at `tickMs`.
    func hasRoom(at tickMs: Int64) -> Bool {
        Int64(minutes + 1) * Instant.millisecondsPerMinute - PlausibilityBudget.toleranceMs <= tickMs - anchorMs
    }

    mutating func count(at tickMs: Int64) {
        minutes += 1
        lastCountedMs = tickMs
    }
}
