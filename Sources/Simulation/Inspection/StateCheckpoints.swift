/// The world's probes and when it next reads them.
///
/// The world reads every probe at the first event at or after each `intervalMs` of virtual
/// time, and at the end of each `run`, mixing each digest into the trace hash: a decision that
/// leaves a trace in any device's state reaches the hash by the next checkpoint, however it
/// was taken. A state that changes and changes back within one interval is not seen.
struct StateCheckpoints {
    /// An hour of virtual time: the checkpoints of a three-week run cost a few per cent of it.
    static let defaultIntervalMs: Int64 = 3_600_000

    var probes: [StateProbe] = []
    var intervalMs = defaultIntervalMs
    var dueMs: Int64 = .min
    /// Kept only when the run records them.
    var log: [StateCheckpoint]?
}
