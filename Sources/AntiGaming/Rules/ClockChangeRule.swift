import Platform

/// The clock rule: minutes used while the device's clock is set off its uptime are suspect
/// (reason `clockChanged`). The device's clock model (``DeviceWatch``) anchors uptime to the
/// clock when the device is first seen, so trusted time is what the clock would show had nobody
/// set it; the clock is off when the two part by more than ``Parameters/toleranceMs``. The
/// moment it goes off is flagged on the device. Strict also withholds the rest of the real
/// local day on which a change was seen.
///
/// Worked numbers: moderate, 2 min: a clock set 2 h forward is off by 120 min, and its minutes
/// are withheld while it stays off; strict: the clock set forward at 10:00 and back at 10:10
/// still withholds a minute at 18:00 that day, and none the next.
///
/// Its state per device is the trusted local date whose rest is withheld.
public struct ClockChangeRule: Sendable {
    public struct Parameters: Hashable, Sendable {
        /// The largest |Δ(instant − uptime)| since the device was first seen that is still
        /// drift, not a clock change.
        public var toleranceMs: Int64
        /// What a minute used while the clock is off gets.
        public var response: SuspicionResponse
        /// Once a change is seen, also withhold the rest of that (real) local day.
        public var withholdsRestOfDay: Bool

        public init(toleranceMs: Int64, response: SuspicionResponse, withholdsRestOfDay: Bool) {
            precondition(toleranceMs >= 0, "a tolerance cannot be negative")
            precondition(
                !withholdsRestOfDay || response == .withhold,
                "withholding the rest of the day implies withholding the minutes themselves"
            )
            self.toleranceMs = toleranceMs
            self.response = response
            self.withholdsRestOfDay = withholdsRestOfDay
        }
    }

    /// The trusted local date whose rest is withheld after a change was seen on it.
    private var withheldDate: CivilDate?

    /// A reading of the device's clock, on trusted date `date`: while it is off, at a level that
    /// withholds the rest of the day, that day is withheld.
    mutating func noteReading(isClockOff: Bool, date: CivilDate, parameters: Parameters) {
        if isClockOff && parameters.withholdsRestOfDay { withheldDate = date }
    }

    /// What a minute used on trusted date `date` gets; nil: no suspicion.
    func judge(isClockOff: Bool, date: CivilDate, parameters: Parameters) -> SuspicionResponse? {
        if isClockOff { return parameters.response }
        return withheldDate == date ? .withhold : nil
    }
}

extension ClockChangeRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient:
            Parameters(toleranceMs: 5 * Instant.millisecondsPerMinute, response: .flag, withholdsRestOfDay: false)
        case .moderate:
            Parameters(toleranceMs: 2 * Instant.millisecondsPerMinute, response: .withhold, withholdsRestOfDay: false)
        case .strict:
            Parameters(toleranceMs: 1 * Instant.millisecondsPerMinute, response: .withhold, withholdsRestOfDay: true)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        let tolerance =
            "tolerance \(parameters.toleranceMs / Instant.millisecondsPerMinute) min, \(parameters.response)"
        return parameters.withholdsRestOfDay ? tolerance + ", and the rest of that day" : tolerance
    }

    public static let description = UsageRuleDescription(
        name: "the clock rule", reason: .clockChanged,
        summary: "Minutes used while the device clock is set off its uptime are withheld (flagged at lenient); "
            + "the moment the clock goes off is flagged on the device.",
        reads: "each signal's clock reading against the device's uptime, anchored when first seen and after "
            + "each restart",
        parentChoice: "none beyond the level",
        blindSpots: "A change within the tolerance passes; a clock set back right after a restart reads as the "
            + "change undone.",
        sourceFile: "Sources/AntiGaming/Rules/ClockChangeRule.swift",
        tests: "Tests/AntiGamingTests/ClockChangeRuleTests.swift"
    )
}
