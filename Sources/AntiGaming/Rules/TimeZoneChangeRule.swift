import Platform

/// The zone rule: minutes used after the device's time zone changed are suspect for a while
/// (reason `timeZoneChanged`) — a zone set by hand moves the odd-hours window and the day's
/// boundary. The change is flagged on the device the moment it is read. A daylight-saving
/// change of the named zone the device reports is the zone's own: nothing to suspect. A change
/// back to the home zone closes a window that runs to midnight. Parents who require automatic
/// date and time (nobody can set the zone by hand) make a change a trip: no suspicion.
///
/// Worked numbers: a change at 15:00 (trusted time, new zone) stays suspect until 24:00 at
/// lenient and moderate, flagged, and until 15:00 the next day at strict, withheld.
///
/// Its state per device is the trusted instant until which its minutes are suspect.
public struct TimeZoneChangeRule: Sendable {
    public struct Parameters: Hashable, Sendable {
        /// What a minute in the window gets.
        public var response: SuspicionResponse
        /// How long after a change the device's minutes stay suspect.
        public var window: TimeZoneChangeWindow

        public init(response: SuspicionResponse, window: TimeZoneChangeWindow) {
            self.response = response
            self.window = window
        }
    }

    /// Trusted instant until which the device's minutes are suspect.
    private var suspectUntilMs: Int64?

    /// A reading showed the zone changed (not by its own daylight saving), to `change` (trusted
    /// time, new zone). Tells whether the change is suspect — the device's flag; a change back
    /// home with a window that runs to midnight closes the window instead, as the day boundary
    /// is where it was.
    mutating func noteChange(
        to change: LocalTimestamp, isBackHome: Bool, requiresAutomaticDateAndTime: Bool, parameters: Parameters
    ) -> Bool {
        if isBackHome && parameters.window == .untilNextLocalMidnight {
            suspectUntilMs = nil
            return false
        }
        guard !requiresAutomaticDateAndTime else { return false }
        suspectUntilMs = Self.suspicionEnd(after: change, window: parameters.window)
        return true
    }

    /// What a minute at `trustedMs` gets; nil: no suspicion.
    func judge(trustedMs: Int64, parameters: Parameters) -> SuspicionResponse? {
        guard let suspectUntilMs, trustedMs < suspectUntilMs else { return nil }
        return parameters.response
    }

    /// A change at 15:00 stays suspect until 24:00 with a window to midnight, and until 15:00
    /// the next day with a window of 24 h.
    private static func suspicionEnd(after change: LocalTimestamp, window: TimeZoneChangeWindow) -> Int64 {
        switch window {
        case .untilNextLocalMidnight:
            let midnight = LocalTimestamp.startOfDay(
                change.date.adding(days: 1), utcOffsetSeconds: change.utcOffsetSeconds
            )
            return midnight.millisecondsSinceEpoch
        case .milliseconds(let span):
            return change.instant.millisecondsSinceEpoch + span
        }
    }
}

extension TimeZoneChangeRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient, .moderate: Parameters(response: .flag, window: .untilNextLocalMidnight)
        case .strict: Parameters(response: .withhold, window: .milliseconds(24 * Instant.millisecondsPerHour))
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        switch parameters.window {
        case .untilNextLocalMidnight:
            return "until the next local midnight, \(parameters.response)"
        case .milliseconds(let span):
            return "\(span / Instant.millisecondsPerHour) h, \(parameters.response)"
        }
    }

    public static let description = UsageRuleDescription(
        name: "the zone rule", reason: .timeZoneChanged,
        summary: "Minutes used after a change of time zone are flagged until the next local midnight; strict "
            + "withholds them for 24 h. The change is flagged on the device.",
        reads: "each signal's UTC offset and named zone; the device's home zone and its daylight-saving rule",
        parentChoice: "require_automatic_date_and_time: a change is then a trip, with no suspicion",
        blindSpots: "An honest trip is flagged (withheld at strict) unless the parents require automatic date "
            + "and time; a change back home within the window reopens nothing at strict.",
        sourceFile: "Sources/AntiGaming/Rules/TimeZoneChangeRule.swift",
        tests: "Tests/AntiGamingTests/TimeZoneChangeRuleTests.swift"
    )
}

/// How long after a time-zone change the device's ticks stay suspect.
public enum TimeZoneChangeWindow: Hashable, Sendable {
    /// Until the next midnight in the new zone: a change at 15:00 covers 9 hours.
    case untilNextLocalMidnight
    /// A fixed span from the change, whatever the zone says the hour is.
    case milliseconds(Int64)
}
