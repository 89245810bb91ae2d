import Platform

/// The odd-hours rule: a learning minute used in the local hours a child should be asleep is
/// withheld — judged by where its run began. A run begun inside the window is the night owl's
/// and gets the level's response; one begun before it — homework carried on past midnight —
/// gets the level's response only past ``Parameters/carriedMinutesMax`` minutes in the window,
/// and is flagged for the parents' review until then.
///
/// Worked numbers, moderate (00:00–05:00, 60): a run from 23:40 to 01:20 keeps all its minutes
/// to 00:59 — the 60 after midnight flagged — and withholds 01:00–01:19; a run from 00:10
/// withholds every minute.
///
/// Its state per device is the run of learning minutes the last one belongs to: minutes of one
/// app, each at most the session gap after the one before (trusted time), across midnight too —
/// where a session ends.
public struct OddHoursRule: Sendable {
    public struct Parameters: Hashable, Sendable {
        /// Device-local hours whose minutes are suspect.
        public var window: OddHoursWindow
        /// What a minute in the window gets.
        public var response: SuspicionResponse
        /// A run begun before the window and carried on into it is flagged, not withheld, for
        /// its first this many minutes in the window; beyond them it gets ``response``.
        /// Moderate 60: a child does not finish homework at 1 a.m. by accident, and starting at
        /// 23:55 to play on buys at most an hour, flagged. Strict 0: every minute in the window
        /// as the level says.
        public var carriedMinutesMax: Int

        public init(window: OddHoursWindow, response: SuspicionResponse, carriedMinutesMax: Int) {
            precondition(carriedMinutesMax >= 0, "a run carries no fewer than no minutes into the night")
            self.window = window
            self.response = response
            self.carriedMinutesMax = carriedMinutesMax
        }

        /// The level's values with the parents' choice applied (nil: the rule is off). Their
        /// `withhold` withholds a run carried into the night from its first minute there.
        public func chosen(by choice: RuleChoice) -> Parameters? {
            guard let response = choice.response(levelSays: response) else { return nil }
            var parameters = self
            parameters.response = response
            if choice == .withhold { parameters.carriedMinutesMax = 0 }
            return parameters
        }
    }

    /// The run of learning minutes of one app the device's last minute belongs to.
    private struct Run: Hashable, Sendable {
        let appNumber: Int
        /// Whether the run's first minute lay outside the window: homework carried on into the
        /// night, not a night begun.
        let hasBegunOutsideWindow: Bool
        /// The trusted instant of its last minute.
        var lastMs: Int64
        /// Its minutes inside the window so far.
        var minutesInWindow: Int
    }

    private var run: Run?

    /// What a learning minute of `appNumber` at `trustedMs` gets; nil: no suspicion. The minute
    /// joins the device's run whatever the answer. `minuteOfDay`: the device-local minute it was
    /// used in (a minute held over midnight: the day before's last).
    mutating func judge(
        appNumber: Int, trustedMs: Int64, minuteOfDay: Int, sessionGapMs: Int64, parameters: Parameters
    ) -> SuspicionResponse? {
        let isInWindow = parameters.window.contains(minuteOfDay: minuteOfDay)
        var run =
            self.run.flatMap {
                $0.appNumber == appNumber && trustedMs - $0.lastMs <= sessionGapMs ? $0 : nil
            } ?? Run(appNumber: appNumber, hasBegunOutsideWindow: !isInWindow, lastMs: trustedMs, minutesInWindow: 0)
        run.lastMs = max(run.lastMs, trustedMs)
        if isInWindow { run.minutesInWindow += 1 }
        self.run = run
        guard isInWindow else { return nil }
        if run.hasBegunOutsideWindow && run.minutesInWindow <= parameters.carriedMinutesMax { return .flag }
        return parameters.response
    }
}

extension OddHoursRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient:
            nil
        case .moderate:
            Parameters(
                window: OddHoursWindow(startMinuteOfDay: 0, endMinuteOfDay: 5 * 60), response: .withhold,
                carriedMinutesMax: 60
            )
        case .strict:
            Parameters(
                window: OddHoursWindow(startMinuteOfDay: 22 * 60, endMinuteOfDay: 6 * 60), response: .withhold,
                carriedMinutesMax: 0
            )
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        let carried =
            parameters.carriedMinutesMax == 0
            ? "a run begun before it too"
            : "a run begun before it flagged for its first \(parameters.carriedMinutesMax) min there"
        return "\(parameters.window), \(parameters.response); \(carried)"
    }

    public static let description = UsageRuleDescription(
        name: "the odd-hours rule", reason: .oddHours,
        summary: "A learning minute used in the hours a child should be asleep is withheld; homework carried "
            + "on into them is flagged for a while first.",
        reads: "the device-local hour of each learning minute on trusted time; the run of minutes it belongs to",
        parentChoice: "odd_hours_rule: level, withhold (a carried run too, from its first minute), review, off",
        blindSpots: "A late learner's honest evening or an early riser's morning is withheld; a child who starts "
            + "just before the window buys the carried allowance.",
        sourceFile: "Sources/AntiGaming/Rules/OddHoursRule.swift",
        tests: "Tests/AntiGamingTests/OddHoursTests.swift"
    )
}

/// Local hours in which a child should be asleep; it may wrap midnight (22:00–06:00).
public struct OddHoursWindow: Hashable, Sendable, CustomStringConvertible {
    /// Minute of the local day where the window opens (inclusive).
    public let startMinuteOfDay: Int
    /// Minute of the local day where it closes (exclusive).
    public let endMinuteOfDay: Int

    public init(startMinuteOfDay: Int, endMinuteOfDay: Int) {
        precondition((0..<24 * 60).contains(startMinuteOfDay), "the window opens within the day")
        precondition((1...24 * 60).contains(endMinuteOfDay), "the window closes within the day")
        precondition(startMinuteOfDay != endMinuteOfDay, "an empty window is no window: use nil")
        self.startMinuteOfDay = startMinuteOfDay
        self.endMinuteOfDay = endMinuteOfDay
    }

    /// 00:00–05:00 holds 04:59 but not 05:00; 22:00–06:00 holds 23:00 and 03:00 but not 12:00.
    public func contains(minuteOfDay: Int) -> Bool {
        if startMinuteOfDay < endMinuteOfDay {
            return minuteOfDay >= startMinuteOfDay && minuteOfDay < endMinuteOfDay
        }
        return minuteOfDay >= startMinuteOfDay || minuteOfDay < endMinuteOfDay
    }

    /// "22:00–06:00".
    public var description: String {
        func clock(_ minuteOfDay: Int) -> String {
            let hour = minuteOfDay / 60
            let minute = minuteOfDay % 60
            return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
        }
        return "\(clock(startMinuteOfDay))–\(clock(endMinuteOfDay))"
    }
}
