import SimulationKernel

/// Probes of every device's state: their digests reach the trace hash, and (when recorded)
/// the checkpoints `diff` compares.
extension World {
    /// Adds a probe; its digests are taken from the next checkpoint on, in the order added.
    public func addStateProbe(_ probe: StateProbe) {
        precondition(!stateCheckpoints.probes.contains { $0.subject == probe.subject }, "a subject is probed once")
        stateCheckpoints.probes.append(probe)
    }

    /// Keeps every checkpoint taken from now on, every `intervalMs` of virtual time (the trace
    /// hash then takes them at that cadence too, so only runs recorded alike compare).
    public func recordStateCheckpoints(everyMs intervalMs: Int64) {
        precondition(intervalMs >= 1, "checkpoints are at least 1 ms apart")
        stateCheckpoints.intervalMs = intervalMs
        stateCheckpoints.log = []
    }

    /// Every checkpoint kept so far, in order; empty unless recorded.
    public var stateCheckpointLog: [StateCheckpoint] { stateCheckpoints.log ?? [] }

    /// The probes' current digests, without mixing them into the hash.
    public func currentStateDigests() -> [(subject: String, digests: [StateDigest])] {
        stateCheckpoints.probes.map { ($0.subject, $0.stateDigests()) }
    }

    @inline(__always)
    func takeCheckpointIfDue() {
        if loop.now >= stateCheckpoints.dueMs { takeCheckpoint() }
    }

    /// Mixes every probe's digests into the hash, and keeps them when recording.
    func takeCheckpoint() {
        stateCheckpoints.dueMs = loop.now + stateCheckpoints.intervalMs
        for probe in stateCheckpoints.probes {
            let digests = probe.stateDigests()
            for digest in digests {
                loop.recordTrace(digest.value)
            }
            stateCheckpoints.log?.append(StateCheckpoint(
                timeMs: loop.now, eventIndex: loop.executedEventCount, subject: probe.subject, digests: digests
            ))
        }
    }
}
