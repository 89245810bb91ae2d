import Platform

/// A learning session as the rows show it: learning stretches of one child each starting
/// within `gapMsMax` of the last one's end (app switches and honest pauses stay inside a
/// session), and the reward stretch that starts within that gap of its end, if any.
public struct ObservedSession: Sendable {
    /// Longer than a persona's pauses (at most 3 minutes by default) and its redemption step.
    public static let gapMsMax: Int64 = 5 * Instant.millisecondsPerMinute

    public let child: String
    public let start: LocalTimestamp
    public private(set) var end: Instant
    public private(set) var learningMs: Int64
    /// The reward stretch used right after, in milliseconds.
    public private(set) var rewardMs: Int64?

    /// `rows`' sessions, child by child in name order, each child's in time; and the reward
    /// stretches that follow no session (counted apart).
    public static func group(_ rows: [UsageRow]) -> (sessions: [ObservedSession], strayRewards: [UsageRow]) {
        let ordered = rows.sorted { ($0.child, $0.start.instant, $0.line) < ($1.child, $1.start.instant, $1.line) }
        var sessions: [ObservedSession] = []
        var stray: [UsageRow] = []
        for row in ordered {
            let last = sessions.last.flatMap { $0.child == row.child ? $0 : nil }
            let follows = last.map { row.start.instant.milliseconds(since: $0.end) <= gapMsMax } ?? false
            switch row.category {
            case .learning where follows && last?.rewardMs == nil:
                sessions[sessions.count - 1].learningMs += row.durationMs
                sessions[sessions.count - 1].end = max(last!.end, row.end.instant)
            case .learning:
                sessions.append(
                    ObservedSession(
                        child: row.child, start: row.start, end: row.end.instant,
                        learningMs: row.durationMs, rewardMs: nil))
            case .reward where follows && last?.rewardMs == nil:
                sessions[sessions.count - 1].rewardMs = row.durationMs
                sessions[sessions.count - 1].end = max(last!.end, row.end.instant)
            case .reward:
                stray.append(row)
            }
        }
        return (sessions, stray)
    }
}
