import Platform

/// A stretch of frontmost time, kept so that an activity registered mid-interval counts the
/// usage since the interval's start, as DeviceActivity does.
struct UsageSegment {
    let app: AppID
    let startMs: Int64
    let endMs: Int64
    /// What the child was doing, for the truth of thresholds a later registration catches up on.
    let label: UsageLabel

    /// Segments older than the longest interval can never be counted again.
    static let retentionMs: Int64 = 7 * 86_400_000
}
