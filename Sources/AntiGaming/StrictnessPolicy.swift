import Platform

/// Every threshold of one strictness level, so that a level is data and the three levels can
/// be compared side by side. The filters (duplicate, fasterThanTime, mirroredOnOtherDevice)
/// run at every level; shieldSitting, permissionLost and monitoringDropped only ever flag
/// (nothing to withhold: they earn no points).
public struct StrictnessPolicy: Hashable, Sendable {
    /// The clock rule's tolerance and response.
    public var clockChange: ClockChangeRule.Parameters
    /// The zone rule's response and window.
    public var timeZoneChange: TimeZoneChangeRule.Parameters
    /// The shield rule's unpaid minutes.
    public var shieldSitting: ShieldSittingRule.Parameters
    /// The odd-hours rule's window and response; nil: the level has no window, or the parents
    /// turned it off.
    public var oddHours: OddHoursRule.Parameters?
    /// The session-length rule's limit and response; nil: the parents turned the limit off.
    public var sessionLength: SessionLengthRule.Parameters?
    /// The rapid-switching rule's storm sizes.
    public var rapidSwitching: RapidSwitchingRule.Parameters
    /// nil: repetition is never suspected.
    public var regularPattern: RegularPatternRule.Parameters?
    /// The second-device rule's response.
    public var otherDevice: OtherDeviceRule.Parameters
    /// The stalled-app rule's silence.
    public var appStalled: AppStalledRule.Parameters
    /// The time-budget filter's look-back.
    public var timeBudget: TimeBudgetFilter.Parameters

    /// Whether the level acts on `reason` — withholds a learning minute for it — rather than
    /// leaving it to the parents' review. Filters drop, they do not rule; shieldSitting,
    /// permissionLost, monitoringDropped and appStalled only ever flag.
    public func withholds(_ reason: ValidationReason) -> Bool {
        switch reason {
        case .clockChanged: clockChange.response == .withhold || clockChange.withholdsRestOfDay
        case .timeZoneChanged: timeZoneChange.response == .withhold
        case .oddHours: oddHours?.response == .withhold
        case .unbrokenSession: sessionLength?.response == .withhold
        case .rapidSwitching: true
        case .regularPattern: regularPattern?.response == .withhold
        case .otherDeviceInUse: otherDevice.response == .withhold
        case .duplicate, .fasterThanTime, .mirroredOnOtherDevice, .shieldSitting, .permissionLost,
            .monitoringDropped, .appStalled:
            false
        }
    }

    /// Credits nearly everything real and flags the rest: clock 5 min, no odd hours, 180-minute
    /// sessions, 12 switches or 4 fragments per 10 min, no pattern check, stall after 72 h,
    /// look-back 6 h.
    public static let lenient = StrictnessPolicy(
        clockChange: atEveryLevel(ClockChangeRule.self, .lenient),
        timeZoneChange: atEveryLevel(TimeZoneChangeRule.self, .lenient),
        shieldSitting: atEveryLevel(ShieldSittingRule.self, .lenient),
        oddHours: OddHoursRule.parameters(for: .lenient),
        sessionLength: SessionLengthRule.parameters(for: .lenient),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .lenient),
        regularPattern: RegularPatternRule.parameters(for: .lenient),
        otherDevice: atEveryLevel(OtherDeviceRule.self, .lenient),
        appStalled: atEveryLevel(AppStalledRule.self, .lenient),
        timeBudget: atEveryLevel(TimeBudgetFilter.self, .lenient)
    )

    /// Withholds what only gaming does: clock 2 min, 00:00–05:00 (a run begun before it flagged
    /// for its first 60 minutes there), 8 switches or 2 fragments
    /// per 10 min, 2 previous days starting within ±2 min with the same length, stall after
    /// 24 h, look-back 3 h. Flags for review what honest children do too: a zone change (until
    /// the next local midnight), sessions beyond 60 minutes.
    public static let moderate = StrictnessPolicy(
        clockChange: atEveryLevel(ClockChangeRule.self, .moderate),
        timeZoneChange: atEveryLevel(TimeZoneChangeRule.self, .moderate),
        shieldSitting: atEveryLevel(ShieldSittingRule.self, .moderate),
        oddHours: OddHoursRule.parameters(for: .moderate),
        sessionLength: SessionLengthRule.parameters(for: .moderate),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .moderate),
        regularPattern: RegularPatternRule.parameters(for: .moderate),
        otherDevice: atEveryLevel(OtherDeviceRule.self, .moderate),
        appStalled: atEveryLevel(AppStalledRule.self, .moderate),
        timeBudget: atEveryLevel(TimeBudgetFilter.self, .moderate)
    )

    /// Withholds widely, honest patterns included (the parent's choice): clock 1 min and the
    /// rest of that day, zone change 24 h, 22:00–06:00, 45-minute sessions, 6 switches or 2
    /// fragments per 10 min, 2 previous days starting within ±5 min with lengths within ±1 min,
    /// stall after 12 h, look-back 1 h.
    public static let strict = StrictnessPolicy(
        clockChange: atEveryLevel(ClockChangeRule.self, .strict),
        timeZoneChange: atEveryLevel(TimeZoneChangeRule.self, .strict),
        shieldSitting: atEveryLevel(ShieldSittingRule.self, .strict),
        oddHours: OddHoursRule.parameters(for: .strict),
        sessionLength: SessionLengthRule.parameters(for: .strict),
        rapidSwitching: atEveryLevel(RapidSwitchingRule.self, .strict),
        regularPattern: RegularPatternRule.parameters(for: .strict),
        otherDevice: atEveryLevel(OtherDeviceRule.self, .strict),
        appStalled: atEveryLevel(AppStalledRule.self, .strict),
        timeBudget: atEveryLevel(TimeBudgetFilter.self, .strict)
    )

    public init(
        clockChange: ClockChangeRule.Parameters,
        timeZoneChange: TimeZoneChangeRule.Parameters,
        shieldSitting: ShieldSittingRule.Parameters,
        oddHours: OddHoursRule.Parameters?,
        sessionLength: SessionLengthRule.Parameters?,
        rapidSwitching: RapidSwitchingRule.Parameters,
        regularPattern: RegularPatternRule.Parameters?,
        otherDevice: OtherDeviceRule.Parameters,
        appStalled: AppStalledRule.Parameters,
        timeBudget: TimeBudgetFilter.Parameters
    ) {
        self.clockChange = clockChange
        self.timeZoneChange = timeZoneChange
        self.shieldSitting = shieldSitting
        self.oddHours = oddHours
        self.sessionLength = sessionLength
        self.rapidSwitching = rapidSwitching
        self.regularPattern = regularPattern
        self.otherDevice = otherDevice
        self.appStalled = appStalled
        self.timeBudget = timeBudget
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
