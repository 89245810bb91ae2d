import Platform

/// The stalled-app rule: a host-app run that follows a long silence while the device kept
/// producing minutes is flagged on the device (reason `appStalled`): the app could not check
/// anything in between — a child who force-quits it keeps its background work from running.
/// Moderate, 24 h: a run 30 h after the previous one with minutes in between is flagged; 30 h
/// with none (the device lay unused) is not.
///
/// Its state per device is the last run, whether minutes came since, and the time since then
/// that was no silence of the app's.
///
/// Time the device lay off is no silence of the app's (``noteRestart(bootMs:lastDeliveredTickMs:)``),
/// nor time its battery lay too low for iOS to run it (``noteBattery(_:trustedMs:)``). A silence a
/// background task ends is none of the child's making, however long: iOS launches no background
/// task for an app the user force-quit until the user opens it again, so a stall the child made
/// ends at an opening. Such a silence is iOS's own rationing — a refresh it left unhonoured, a
/// nightly task waiting for a charger.
public struct AppStalledRule: Sendable {
    public struct Parameters: Hashable, Sendable {
        /// Flag a host-app run that follows this long a silence while minutes arrived.
        public var afterMs: Int64

        public init(afterMs: Int64) {
            precondition(afterMs > 0, "a silence is positive")
            self.afterMs = afterMs
        }
    }

    /// Trusted instant of the last host-app run, and whether minutes arrived since.
    private var lastRunMs: Int64?
    private var hasTicksSinceRun = false
    /// Since that run: how long the device lay off between a last sign of life and a restart,
    /// and the trusted instant of the latest restart.
    private var offSinceRunMs: Int64 = 0
    private var lastBootSinceRunMs: Int64?
    /// Since that run: how long the battery lay too low for iOS to run the app, and the last
    /// battery reading.
    private var lowBatterySinceRunMs: Int64 = 0
    private var lastBattery: BatterySample?

    /// A callback arrived: the device is in use.
    mutating func noteTick() { hasTicksSinceRun = true }

    /// The host app ran at `trustedMs`; tells whether the silence before it is a stall.
    mutating func noteHostAppRan(trustedMs: Int64, inBackgroundTask: Bool, parameters: Parameters) -> Bool {
        defer {
            lastRunMs = trustedMs
            hasTicksSinceRun = false
            offSinceRunMs = 0
            lowBatterySinceRunMs = 0
            lastBootSinceRunMs = nil
        }
        guard let lastRunMs, hasTicksSinceRun, !inBackgroundTask else { return false }
        return trustedMs - lastRunMs - offSinceRunMs - lowBatterySinceRunMs >= parameters.afterMs
    }

    /// A battery reading a callback or a run of the app came with. Between two readings that
    /// both lie below iOS's background-work level off the charger, the second no higher than the
    /// first (nothing charged in between: a charge would show), the system could start none of
    /// the app's work, so that time is no silence of the app's. Any other span counts whole: a
    /// reading at 25 % at 18:00 and one at 12 % at 20:00 may have crossed 20 % at 18:05, and a
    /// device that was ever on the charger in between could have run the app. Worked: the app
    /// ran at 08:00; callbacks at 21 % at 19:00, then at 19 % at 20:00, 8 % the next day at
    /// 17:00, 5 % at 18:00 — 22 h at or below 19 % off the charger; the app runs on the charger at
    /// 19:00: 35 h since the run less 22 h is 13 h, not a stall at moderate (24 h). A reading
    /// that is missing, and a restart, end the span: the time around a restart is `noteRestart`'s.
    mutating func noteBattery(_ battery: BatteryReading?, trustedMs: Int64) {
        defer { lastBattery = battery.map { BatterySample(trustedMs: trustedMs, reading: $0) } }
        guard let battery, let last = lastBattery, trustedMs > last.trustedMs,
            !battery.allowsBackgroundWork, !last.reading.allowsBackgroundWork,
            battery.percent <= last.reading.percent
        else { return }
        lowBatterySinceRunMs += trustedMs - last.trustedMs
    }

    /// A restart at trusted instant `bootMs`: from the device's last sign of life before it (a
    /// host-app run, a delivered callback at `lastDeliveredTickMs`, an earlier restart) to the
    /// boot the device lay off, where nothing ran and nothing was used, so the stall clock skips
    /// that time. A flat battery is the common case: the app ran at 08:00, the last minute was
    /// delivered at 18:00 and the iPad died; it booted on the charger at 09:00 two days later and
    /// the app ran at 10:00, minutes in between: 11 h on, not a stall at moderate (50 h without
    /// the skip). A child who keeps the app from running gains nothing by restarting: the time
    /// skipped is time the device could not be used.
    mutating func noteRestart(bootMs: Int64, lastDeliveredTickMs: Int64?) {
        lastBattery = nil
        guard let lastRunMs else { return }
        let lastSignOfLifeMs = max(lastRunMs, lastDeliveredTickMs ?? lastRunMs, lastBootSinceRunMs ?? lastRunMs)
        offSinceRunMs += max(0, bootMs - lastSignOfLifeMs)
        lastBootSinceRunMs = max(bootMs, lastBootSinceRunMs ?? bootMs)
    }
}

/// A battery reading at a trusted instant.
struct BatterySample: Hashable, Sendable {
    let trustedMs: Int64
    let reading: BatteryReading
}

extension AppStalledRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: Parameters(afterMs: 72 * Instant.millisecondsPerHour)
        case .moderate: Parameters(afterMs: 24 * Instant.millisecondsPerHour)
        case .strict: Parameters(afterMs: 12 * Instant.millisecondsPerHour)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        return "after \(parameters.afterMs / Instant.millisecondsPerHour) h, flag"
    }

    public static let description = UsageRuleDescription(
        name: "the stalled-app rule", reason: .appStalled,
        summary: "A host-app run after a long silence while minutes kept arriving is flagged on the device: "
            + "the app was kept from running.",
        reads: "host-app runs (opened or launched by a background task), callbacks, restarts and battery readings",
        parentChoice: "none beyond the level",
        blindSpots: "Only flags, never withholds; a silence a background task ends is never a stall.",
        sourceFile: "Sources/AntiGaming/Rules/AppStalledRule.swift",
        tests: "Tests/AntiGamingTests/AppStalledRuleTests.swift"
    )
}
