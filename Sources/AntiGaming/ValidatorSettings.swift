import Platform

/// The parent-facing knobs that are not part of a strictness level.
public struct ValidatorSettings: Hashable, Sendable {
    /// A session shorter than this (in counted minutes) does not meet the minimum time.
    public var minimumSessionMinutes: Int
    /// Ticks of one app further apart than this (device time) start a new session.
    public var sessionGapMinutes: Int
    public var choices: ParentChoices

    public init(minimumSessionMinutes: Int = 0, sessionGapMinutes: Int = 2, choices: ParentChoices = .init()) {
        precondition(minimumSessionMinutes >= 0, "a minimum cannot be negative")
        precondition(sessionGapMinutes >= 1, "ticks of one session are at least a minute apart")
        self.minimumSessionMinutes = minimumSessionMinutes
        self.sessionGapMinutes = sessionGapMinutes
        self.choices = choices
    }

    /// ``sessionGapMinutes`` in milliseconds, as the rules compare instants.
    var sessionGapMs: Int64 { Int64(sessionGapMinutes) * Instant.millisecondsPerMinute }
}
