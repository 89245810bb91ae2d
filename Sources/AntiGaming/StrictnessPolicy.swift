import Platform

/// Every threshold of one strictness level, so that a level is data and the three levels can
/// be compared side by side. The filters (duplicate, fasterThanTime, mirroredOnOtherDevice)
/// run at every level; shieldSitting, permissionLost and monitoringDropped only ever flag
/// (nothing to withhold: they earn no points).
public struct StrictnessPolicy: Hashable, Sendable {
    /// The largest |Δ(instant − uptime)| since the device was first seen that is still drift,
    /// not a clock change. Moderate, 2 min: a clock set 2 h forward is off by 120 min.
    public var clockToleranceMs: Int64
    /// Ticks while the clock is off.
    public var clockChangeResponse: SuspicionResponse
    /// Once a change is seen, also withhold the rest of that (real) local day: the clock set
    /// forward at 10:00 and back at 10:10 still withholds a tick at 18:00.
    public var clockChangeWithholdsRestOfDay: Bool
    /// Ticks after a zone change, during ``timeZoneChangeWindow``.
    public var timeZoneChangeResponse: SuspicionResponse
    public var timeZoneChangeWindow: TimeZoneChangeWindow
    /// The odd-hours rule's window and response; nil: the level has no window, or the parents
    /// turned it off.
    public var oddHours: OddHoursRule.Parameters?
    /// The session-length rule's limit and response; nil: the parents turned the limit off.
    public var sessionLength: SessionLengthRule.Parameters?
    /// The rapid-switching rule's storm sizes.
    public var rapidSwitching: RapidSwitchingRule.Parameters
    /// nil: repetition is never suspected.
    public var regularPattern: RegularPatternRule.Parameters?
    /// A tick while another device was credited a different learning app within the same 60 s.
    public var otherDeviceResponse: SuspicionResponse
    /// Flag a host-app run that follows this long a silence while ticks arrived.
    public var appStalledAfterMs: Int64
    /// How far the claimed-time clock may lag behind a tick (see ``PlausibilityBudget``): a
    /// batch of late callbacks may claim at most this much quiet time behind it.
    public var plausibilityLookBackMs: Int64

    /// Whether the level acts on `reason` — withholds a learning minute for it — rather than
    /// leaving it to the parents' review. Filters drop, they do not rule; shieldSitting,
    /// permissionLost, monitoringDropped and appStalled only ever flag.
    public func withholds(_ reason: ValidationReason) -> Bool {
        switch reason {
        case .clockChanged: clockChangeResponse == .withhold || clockChangeWithholdsRestOfDay
        case .timeZoneChanged: timeZoneChangeResponse == .withhold
        case .oddHours: oddHours?.response == .withhold
        case .unbrokenSession: sessionLength?.response == .withhold
        case .rapidSwitching: true
        case .regularPattern: regularPattern?.response == .withhold
        case .otherDeviceInUse: otherDeviceResponse == .withhold
        case .duplicate, .fasterThanTime, .mirroredOnOtherDevice, .shieldSitting, .permissionLost,
            .monitoringDropped, .appStalled:
            false
        }
    }

    /// Credits nearly everything real and flags the rest: clock 5 min, no odd hours, 180-minute
    /// sessions, 12 switches or 4 fragments per 10 min, no pattern check, stall after 72 h,
    /// look-back 6 h.
    public static let lenient = StrictnessPolicy(
        clockToleranceMs: 5 * Instant.millisecondsPerMinute,
        clockChangeResponse: .flag, clockChangeWithholdsRestOfDay: false,
        timeZoneChangeResponse: .flag, timeZoneChangeWindow: .untilNextLocalMidnight,
        oddHours: OddHoursRule.parameters(for: .lenient),
        sessionLength: SessionLengthRule.parameters(for: .lenient),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .lenient),
        regularPattern: RegularPatternRule.parameters(for: .lenient),
        otherDeviceResponse: .flag,
        appStalledAfterMs: 72 * Instant.millisecondsPerHour,
        plausibilityLookBackMs: 6 * Instant.millisecondsPerHour
    )

    /// Withholds what only gaming does: clock 2 min, 00:00–05:00 (a run begun before it flagged
    /// for its first 60 minutes there), 8 switches or 2 fragments
    /// per 10 min, 2 previous days starting within ±2 min with the same length, stall after
    /// 24 h, look-back 3 h. Flags for review what honest children do too: a zone change (until
    /// the next local midnight), sessions beyond 60 minutes.
    public static let moderate = StrictnessPolicy(
        clockToleranceMs: 2 * Instant.millisecondsPerMinute,
        clockChangeResponse: .withhold, clockChangeWithholdsRestOfDay: false,
        timeZoneChangeResponse: .flag, timeZoneChangeWindow: .untilNextLocalMidnight,
        oddHours: OddHoursRule.parameters(for: .moderate),
        sessionLength: SessionLengthRule.parameters(for: .moderate),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .moderate),
        regularPattern: RegularPatternRule.parameters(for: .moderate),
        otherDeviceResponse: .withhold,
        appStalledAfterMs: 24 * Instant.millisecondsPerHour,
        plausibilityLookBackMs: 3 * Instant.millisecondsPerHour
    )

    /// Withholds widely, honest patterns included (the parent's choice): clock 1 min and the
    /// rest of that day, zone change 24 h, 22:00–06:00, 45-minute sessions, 6 switches or 2
    /// fragments per 10 min, 2 previous days starting within ±5 min with lengths within ±1 min,
    /// stall after 12 h, look-back 1 h.
    public static let strict = StrictnessPolicy(
        clockToleranceMs: 1 * Instant.millisecondsPerMinute,
        clockChangeResponse: .withhold, clockChangeWithholdsRestOfDay: true,
        timeZoneChangeResponse: .withhold,
        timeZoneChangeWindow: .milliseconds(24 * Instant.millisecondsPerHour),
        oddHours: OddHoursRule.parameters(for: .strict),
        sessionLength: SessionLengthRule.parameters(for: .strict),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .strict),
        regularPattern: RegularPatternRule.parameters(for: .strict),
        otherDeviceResponse: .withhold,
        appStalledAfterMs: 12 * Instant.millisecondsPerHour,
        plausibilityLookBackMs: 1 * Instant.millisecondsPerHour
    )

    public init(
        clockToleranceMs: Int64,
        clockChangeResponse: SuspicionResponse, clockChangeWithholdsRestOfDay: Bool,
        timeZoneChangeResponse: SuspicionResponse, timeZoneChangeWindow: TimeZoneChangeWindow,
        oddHours: OddHoursRule.Parameters?,
        sessionLength: SessionLengthRule.Parameters?,
        rapidSwitching: RapidSwitchingRule.Parameters,
        regularPattern: RegularPatternRule.Parameters?,
        otherDeviceResponse: SuspicionResponse,
        appStalledAfterMs: Int64,
        plausibilityLookBackMs: Int64
    ) {
        precondition(clockToleranceMs >= 0, "a tolerance cannot be negative")
        precondition(appStalledAfterMs > 0 && plausibilityLookBackMs > 0, "spans are positive")
        precondition(
            !clockChangeWithholdsRestOfDay || clockChangeResponse == .withhold,
            "withholding the rest of the day implies withholding the ticks themselves"
        )
        self.clockToleranceMs = clockToleranceMs
        self.clockChangeResponse = clockChangeResponse
        self.clockChangeWithholdsRestOfDay = clockChangeWithholdsRestOfDay
        self.timeZoneChangeResponse = timeZoneChangeResponse
        self.timeZoneChangeWindow = timeZoneChangeWindow
        self.oddHours = oddHours
        self.sessionLength = sessionLength
        self.rapidSwitching = rapidSwitching
        self.regularPattern = regularPattern
        self.otherDeviceResponse = otherDeviceResponse
        self.appStalledAfterMs = appStalledAfterMs
        self.plausibilityLookBackMs = plausibilityLookBackMs
    }

    /// The level with the parents' choices applied to the three rules that can punish an honest
    /// pattern: moderate with `regularPattern: .review` flags a repeated session and keeps it.
    public func chosen(by choices: ParentChoices) -> StrictnessPolicy {
        var policy = self
        policy.oddHours = oddHours?.chosen(by: choices.oddHours)
        policy.sessionLength = sessionLength?.chosen(by: choices.sessionLength)
        policy.regularPattern = regularPattern?.chosen(by: choices.regularPattern)
        return policy
    }

    /// The values of a rule every level has.
    private static func atEveryLevel<Rule: UsageRule>(_ rule: Rule.Type, _ strictness: ValidationStrictness)
        -> Rule.Parameters
    {
        guard let parameters = rule.parameters(for: strictness) else {
            preconditionFailure("\(rule) is a rule of every level")
        }
        return parameters
    }

    public init(_ strictness: ValidationStrictness) {
        switch strictness {
        case .lenient: self = .lenient
        case .moderate: self = .moderate
        case .strict: self = .strict
        }
    }
}
