/// The world's probes and when it next reads them for the hash.
///
/// The world reads every probe at the first event at or after each `intervalMs` of virtual
/// time (a day), and at the end of each `run`, mixing each digest into the trace hash: a decision that
/// leaves a trace in any device's state reaches the hash by the next checkpoint, however it
/// was taken. A state that changes and changes back within one interval is not seen. The parts
/// that walk every record (caches, the service's records) are read at the end of a run only.
struct StateCheckpoints {
    /// A day of virtual time: a checkpoint walks every record each device holds, so an hourly
    /// one cost a long synced run more than the run itself.
    static let intervalMs: Int64 = 86_400_000

    var probes: [StateProbe] = []
    var intervalMs = StateCheckpoints.intervalMs
    var dueMs: Int64 = .min
}
