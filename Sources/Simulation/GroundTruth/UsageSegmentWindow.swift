/// The usage segments of the last `UsageSegment.retentionMs`, oldest first.
///
/// Segments end in time order, so the expired ones are always a prefix: they are passed over by
/// moving a start index and dropped in bulk once they are half the storage, rather than found
/// by a scan of every kept segment at each minute of use.
struct UsageSegmentWindow {
    private var segments: [UsageSegment] = []
    private var firstLive = 0

    /// Segments that ended within the retention of the latest one.
    var live: ArraySlice<UsageSegment> { segments[firstLive...] }

    mutating func append(_ segment: UsageSegment) {
        precondition(segments.last.map { $0.endMs <= segment.endMs } ?? true, "segments end in time order")
        segments.append(segment)
        let horizonMs = segment.endMs - UsageSegment.retentionMs
        while segments[firstLive].endMs < horizonMs {
            firstLive += 1
        }
        if firstLive >= Self.compactionMin, firstLive * 2 >= segments.count {
            // A new array of the live segments alone: `removeFirst` would keep the storage at
            // its largest for the rest of the run.
            segments = Array(segments[firstLive...])
            firstLive = 0
        }
    }

    /// Below this many expired segments, dropping them costs more than keeping them.
    private static let compactionMin = 64
}
