import Simulation

/// Where two recorded runs part: the first step whose hash differs (the event or decision and
/// the steps just before), the first decision that differs when times are set aside, and the
/// first moment a device's state differs, with the parts that do.
public struct RunDivergence: Sendable {
    public struct StepDifference: Sendable {
        /// Position in each run's steps (the same for the first divergence).
        public let indexA: Int
        public let indexB: Int
        public let a: RecordedStep?
        public let b: RecordedStep?
    }

    public struct StateDifference: Sendable {
        public let timeMs: Int64
        /// Subject → the parts that differ, in the probes' order.
        public let parts: [(subject: String, parts: [String])]
    }

    /// Nil when the runs took the same steps with the same hashes.
    public let firstStep: StepDifference?
    /// The steps both runs took just before `firstStep`, oldest first.
    public let before: [RecordedStep]
    public let firstDecision: StepDifference?
    public let firstState: StateDifference?

    /// How many steps before the divergence are shown.
    public static let contextCount = 5

    public init(
        _ a: [RecordedStep], _ b: [RecordedStep], checkpointsA: [StateCheckpoint], checkpointsB: [StateCheckpoint]
    ) {
        let common = zip(a, b).prefix { $0.hash == $1.hash && $0.timeMs == $1.timeMs }.count
        if common < max(a.count, b.count) {
            firstStep = StepDifference(indexA: common, indexB: common, a: a[safe: common], b: b[safe: common])
        } else {
            firstStep = nil
        }
        before = Array(a[max(0, common - Self.contextCount)..<common])
        let decisionsA = a.enumerated().filter { $0.element.kind != .event }
        let decisionsB = b.enumerated().filter { $0.element.kind != .event }
        let same = zip(decisionsA, decisionsB).prefix {
            $0.element.device == $1.element.device && $0.element.detail == $1.element.detail
        }.count
        if same < max(decisionsA.count, decisionsB.count) {
            firstDecision = StepDifference(
                indexA: decisionsA[safe: same]?.offset ?? a.count, indexB: decisionsB[safe: same]?.offset ?? b.count,
                a: decisionsA[safe: same]?.element, b: decisionsB[safe: same]?.element)
        } else {
            firstDecision = nil
        }
        firstState = Self.firstStateDifference(checkpointsA, checkpointsB)
    }

    /// Walks both runs' checkpoints in time order, each subject's digests standing until its next
    /// checkpoint, and stops at the first moment a subject both runs have read differs in a part.
    static func firstStateDifference(_ a: [StateCheckpoint], _ b: [StateCheckpoint]) -> StateDifference? {
        var latestA: [String: [StateDigest]] = [:]
        var latestB: [String: [StateDigest]] = [:]
        var subjects: [String] = []
        var nextA = 0
        var nextB = 0
        while nextA < a.count || nextB < b.count {
            let time = min(a[safe: nextA]?.timeMs ?? .max, b[safe: nextB]?.timeMs ?? .max)
            while let checkpoint = a[safe: nextA], checkpoint.timeMs == time {
                latestA[checkpoint.subject] = checkpoint.digests
                if !subjects.contains(checkpoint.subject) { subjects.append(checkpoint.subject) }
                nextA += 1
            }
            while let checkpoint = b[safe: nextB], checkpoint.timeMs == time {
                latestB[checkpoint.subject] = checkpoint.digests
                if !subjects.contains(checkpoint.subject) { subjects.append(checkpoint.subject) }
                nextB += 1
            }
            let differing = subjects.compactMap { subject -> (subject: String, parts: [String])? in
                guard let one = latestA[subject], let other = latestB[subject] else { return nil }
                let names = (one + other).map(\.part).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let parts = names.filter { name in
                    one.first { $0.part == name }?.value != other.first { $0.part == name }?.value
                }
                return parts.isEmpty ? nil : (subject, parts)
            }
            if !differing.isEmpty { return StateDifference(timeMs: time, parts: differing) }
        }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
