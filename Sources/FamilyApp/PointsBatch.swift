import Platform

/// Points earned but not yet announced, held back so that a child is told at most once per
/// `pointsEarnedBatchMinutes`.
public struct PointsBatch: Hashable, Sendable {
    public internal(set) var points: Int
    /// The earliest earning in the batch: when the news became true.
    public let firstEarnedAt: LocalTimestamp
}
