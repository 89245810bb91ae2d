import SimulationKernel

/// Probes of every device's state: their digests reach the trace hash; a recorded run also keeps
/// every event, decision and checkpoint for `diff`.
extension World {
    /// Adds a probe; its digests are taken from the next checkpoint on, in the order added.
    public func addStateProbe(_ probe: StateProbe) {
        precondition(!stateCheckpoints.probes.contains { $0.subject == probe.subject }, "a subject is probed once")
        stateCheckpoints.probes.append(probe)
    }

    /// Keeps every event and decision from now on, and every probe's digests every
    /// `checkpointEveryMs` of virtual time (besides the daily ones the hash takes).
    public func startRecording(checkpointEveryMs: Int64) {
        recording = RunRecording(checkpointIntervalMs: checkpointEveryMs)
    }

    /// The recorded events and decisions, in order; empty unless recording.
    public var recordedSteps: [RecordedStep] { recording?.steps ?? [] }

    /// The recorded checkpoints, in order; empty unless recording.
    public var recordedCheckpoints: [StateCheckpoint] { recording?.checkpoints ?? [] }

    /// The probes' current digests, every part, without mixing them into the hash.
    public func currentStateDigests(walkingRecords: Bool = true) -> [(subject: String, digests: [StateDigest])] {
        stateCheckpoints.probes.map { ($0.subject, $0.stateDigests(walkingRecords: walkingRecords)) }
    }

    /// The probes' names, in order.
    public var stateProbes: [StateProbe] { stateCheckpoints.probes }

    @inline(__always)
    func beforeEvent(_ event: WorldEvent) {
        if loop.now >= stateCheckpoints.dueMs {
            takeCheckpoint(walkingRecords: false)
        } else if let recording, loop.now >= recording.dueMs {
            keepCheckpoint(digests: currentStateDigests())
        }
        if let recording {
            recording.steps.append(
                RecordedStep(
                    timeMs: loop.now, kind: .event, device: "", detail: String(describing: event),
                    hash: loop.traceHash.value
                ))
        }
    }

    /// Mixes every probe's digests into the hash, and keeps them when recording; the parts that
    /// walk every record only when `walkingRecords` (at the end of a run, and when recording).
    func takeCheckpoint(walkingRecords: Bool) {
        stateCheckpoints.dueMs = loop.now + stateCheckpoints.intervalMs
        let all = currentStateDigests(walkingRecords: walkingRecords)
        for (_, digests) in all {
            for digest in digests { loop.recordTrace(digest.value) }
        }
        if recording != nil { keepCheckpoint(digests: walkingRecords ? all : currentStateDigests()) }
    }

    private func keepCheckpoint(digests all: [(subject: String, digests: [StateDigest])]) {
        guard let recording else { return }
        recording.dueMs = loop.now + recording.checkpointIntervalMs
        for (subject, digests) in all {
            recording.checkpoints.append(
                StateCheckpoint(
                    timeMs: loop.now, eventIndex: loop.executedEventCount, subject: subject, digests: digests
                ))
        }
    }

    /// Keeps a decision when recording; `device` is a child device's index, or -1.
    func recordStep(_ kind: RecordedStep.Kind, deviceName: String, detail: @autoclosure () -> String) {
        guard let recording else { return }
        recording.steps.append(
            RecordedStep(
                timeMs: loop.now, kind: kind, device: deviceName, detail: detail(), hash: loop.traceHash.value
            ))
    }
}
