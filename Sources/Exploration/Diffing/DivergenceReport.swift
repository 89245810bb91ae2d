import Platform
import Scenarios
import Simulation

/// `diff`'s lines: both runs, then where they part — the first step, the steps before it, the
/// first decision that differs with times aside, the first state that differs.
public struct DivergenceReport {
    public let a: RunRecord
    public let b: RunRecord
    public let divergence: RunDivergence

    public init(a: RunRecord, b: RunRecord) {
        self.a = a
        self.b = b
        divergence = RunDivergence(a.steps, b.steps, checkpointsA: a.checkpoints, checkpointsB: b.checkpoints)
    }

    /// Whether both runs took the same steps with the same state.
    public var isSame: Bool { divergence.firstStep == nil && divergence.firstState == nil }

    private func format(_ ms: Int64) -> String {
        LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: a.utcOffsetSeconds).description
    }

    private func line(_ step: RecordedStep?, otherwise: String) -> String {
        guard let step else { return otherwise }
        return "\(format(step.timeMs))  \(step.kind.rawValue)  " + (step.device.isEmpty ? "" : "\(step.device)  ")
            + step.detail
    }

    public var lines: [String] {
        var lines = [
            "A  \(a.label)  trace \(a.traceHash)  (\(a.steps.count) steps)",
            "B  \(b.label)  trace \(b.traceHash)  (\(b.steps.count) steps)",
        ]
        if let first = divergence.firstStep {
            lines += [
                "", "first divergence at step \(first.indexA + 1):",
                "  A  " + line(first.a, otherwise: "(the run ended)"),
                "  B  " + line(first.b, otherwise: "(the run ended)"),
            ]
            if !divergence.before.isEmpty {
                lines.append("  just before, in both:")
                lines += divergence.before.map { "     " + line($0, otherwise: "") }
            }
            if let decision = divergence.firstDecision {
                lines += [
                    "",
                    "first decision that differs, times aside (step \(decision.indexA + 1) of A, "
                        + "\(decision.indexB + 1) of B):",
                    "  A  " + line(decision.a, otherwise: "(no more decisions)"),
                    "  B  " + line(decision.b, otherwise: "(no more decisions)"),
                ]
            }
        } else {
            lines.append(
                divergence.firstState == nil
                    ? "the runs are the same: every step and every state" : "the steps are the same")
        }
        if let state = divergence.firstState {
            lines += ["", "first state that differs, at \(format(state.timeMs)):"]
            lines += state.parts.map { "  \($0.subject): \($0.parts.joined(separator: ", "))" }
        }
        return lines
    }
}
