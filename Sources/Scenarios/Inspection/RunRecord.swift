import Simulation

/// A run recorded for `diff`: its events and decisions in order, each device's state digests
/// along the way, and the trace hash it ended with.
public struct RunRecord: Sendable {
    public let label: String
    public let traceHash: String
    /// The scenario's offset from UTC: how moments are written.
    public let utcOffsetSeconds: Int
    public let steps: [RecordedStep]
    public let checkpoints: [StateCheckpoint]

    public init(
        label: String, traceHash: String, utcOffsetSeconds: Int, steps: [RecordedStep], checkpoints: [StateCheckpoint]
    ) {
        self.label = label
        self.traceHash = traceHash
        self.utcOffsetSeconds = utcOffsetSeconds
        self.steps = steps
        self.checkpoints = checkpoints
    }
}
