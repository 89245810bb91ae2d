import Platform

/// A run of one learning app's minute ticks with no gap longer than the session gap,
/// within one local day.
///
/// Sessions exist for the minimum-session rule: a child who opens a learning app for a
/// minute at a time earns nothing until one sitting reaches the minimum.
public struct LearningSession: Hashable, Sendable {
    public let app: AppID
    public let startedAt: Instant
    public internal(set) var lastTickAt: Instant
    public internal(set) var minutes: Int
    /// Set once `minutes` reaches the minimum in force at that tick, and never cleared:
    /// from then on every minute of the session is credited.
    public internal(set) var isQualified: Bool
    public let localDate: CivilDate

    init(app: AppID, firstTickAt time: LocalTimestamp) {
        self.app = app
        self.startedAt = time.instant
        self.lastTickAt = time.instant
        self.minutes = 0
        self.isQualified = false
        self.localDate = time.date
    }

    /// Whether a tick at `time` continues this session rather than starting a new one.
    func continues(at time: LocalTimestamp, gapMinutes: Int) -> Bool {
        let gapMs = Int64(gapMinutes) * Instant.millisecondsPerMinute
        return time.date == localDate && time.instant.milliseconds(since: lastTickAt) <= gapMs
    }
}
