/// What a recorded run keeps: every event and decision in order, and every device's state
/// digests every `checkpointIntervalMs`. Recording reads the state more often than the hash does,
/// without mixing the extra readings in, so a recorded run has the same trace hash as any other.
final class RunRecording {
    let checkpointIntervalMs: Int64
    var dueMs: Int64 = .min
    var steps: [RecordedStep] = []
    var checkpoints: [StateCheckpoint] = []

    init(checkpointIntervalMs: Int64) {
        precondition(checkpointIntervalMs >= 1, "checkpoints are at least 1 ms apart")
        self.checkpointIntervalMs = checkpointIntervalMs
    }
}
