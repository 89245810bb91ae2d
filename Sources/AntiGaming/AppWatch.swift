import Platform

/// What a device's watch remembers about one app on that device, for the filters judged per
/// app: duplicates and callbacks firing early.
struct AppWatch: Sendable {
    let app: AppID
    /// The app's position in ``UsageValidator/appsSeen``, the same on every device.
    let number: Int
    /// Threshold minutes counted on the device's ``DeviceWatch/countedMinutesDate``: a minute
    /// counted twice on one local date, in one interval of it, is a duplicate.
    var countedMinutes = CountedMinutes()
    /// The run of live callbacks the app is in: its minutes cannot outnumber the time it spans.
    var liveRun: LiveRun?
    /// How fast the app's live callbacks come, which tells what a late batch's thresholds are worth.
    var callbackRate = CallbackRate()
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
