/// Nearest-rank percentiles: the result is always one of the samples, so an integer figure
/// stays an integer and no rounding decides a comparison against a threshold.
enum NearestRank {
    /// The `rank`th percentile (1…100) of `sorted`, which must be ascending and non-empty.
    static func percentile(_ rank: Int, of sorted: [Int64]) -> Int64 {
        precondition(!sorted.isEmpty && (1...100).contains(rank), "a percentile of some samples, rank 1…100")
        return sorted[(rank * sorted.count + 99) / 100 - 1]
    }
}
