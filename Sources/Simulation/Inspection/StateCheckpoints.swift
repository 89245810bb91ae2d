/// The world's probes and when it next reads them for the hash.
///
/// The world reads every probe at the first event at or after each `intervalMs` of virtual
/// time, and at the end of each `run`, mixing each digest into the trace hash: a decision that
/// leaves a trace in any device's state reaches the hash by the next checkpoint, however it
/// was taken. A state that changes and changes back within one interval is not seen.
struct StateCheckpoints {
    /// An hour of virtual time.
    static let intervalMs: Int64 = 3_600_000

    var probes: [StateProbe] = []
    var intervalMs = StateCheckpoints.intervalMs
    var dueMs: Int64 = .min
}
