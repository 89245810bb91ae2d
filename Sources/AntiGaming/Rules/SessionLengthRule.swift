/// The session-length rule: minutes beyond the level's limit in one unbroken session are
/// suspect (reason `unbrokenSession`). Only strict withholds them: a long study session and a
/// video left on look the same to the app, so below strict the rule flags the session for the
/// parents' review. Worked numbers: a 180-minute session keeps 45 at strict, all 180 at
/// moderate, its minutes from the 61st flagged.
public enum SessionLengthRule {
    public struct Parameters: Hashable, Sendable {
        /// Minutes beyond this many in one session are suspect.
        public var minutesMax: Int
        public var response: SuspicionResponse

        public init(minutesMax: Int, response: SuspicionResponse) {
            precondition(minutesMax >= 1, "a session keeps at least one minute")
            self.minutesMax = minutesMax
            self.response = response
        }

        /// The level's values with the parents' choice applied (nil: the limit is off).
        public func chosen(by choice: RuleChoice) -> Parameters? {
            guard let response = choice.response(levelSays: response) else { return nil }
            return Parameters(minutesMax: minutesMax, response: response)
        }
    }

    /// What a learning minute gets in a session that counted `sessionMinutes` before it; nil:
    /// no suspicion.
    static func judge(sessionMinutes: Int, parameters: Parameters?) -> SuspicionResponse? {
        guard let parameters, sessionMinutes >= parameters.minutesMax else { return nil }
        return parameters.response
    }
}

extension SessionLengthRule: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Parameters? {
        switch strictness {
        case .lenient: Parameters(minutesMax: 180, response: .flag)
        case .moderate: Parameters(minutesMax: 60, response: .flag)
        case .strict: Parameters(minutesMax: 45, response: .withhold)
        }
    }

    public static func valuesText(for strictness: ValidationStrictness) -> String {
        guard let parameters = parameters(for: strictness) else { return "off" }
        return "beyond \(parameters.minutesMax) min, \(parameters.response)"
    }

    public static let description = UsageRuleDescription(
        name: "the session-length rule", reason: .unbrokenSession,
        summary: "Minutes of one unbroken session beyond the level's limit are passive use: flagged, "
            + "withheld at strict.",
        reads: "the minutes counted so far in the minute's session",
        parentChoice: "session_length_rule: level, withhold, review, off",
        blindSpots: "A long honest study session looks like a video left on; a child who breaks the session "
            + "for the session gap starts a new one.",
        sourceFile: "Sources/AntiGaming/Rules/SessionLengthRule.swift",
        tests: "Tests/AntiGamingTests/UnbrokenSessionTests.swift"
    )
}
