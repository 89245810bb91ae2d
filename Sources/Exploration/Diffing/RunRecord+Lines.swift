import Reports
import Scenarios
import Simulation

/// A run record as JSON Lines, so that two builds' runs can be diffed: a header line, then one
/// line per event, decision or sync step, and one per checkpoint of one device's state.
extension RunRecord {
    public var jsonLines: String {
        var lines = [
            JSONValue(object: [
                ("record", .integer(1)), ("label", .string(label)), ("traceHash", .string(traceHash)),
                ("utcOffset", .integer(Int64(utcOffsetSeconds))),
            ]).serializedLine()
        ]
        for step in steps {
            lines.append(
                JSONValue(object: [
                    ("t", .integer(step.timeMs)), ("kind", .string(step.kind.rawValue)),
                    ("device", .string(step.device)),
                    ("detail", .string(step.detail)), ("hash", .string(Self.hex(step.hash))),
                ]).serializedLine())
        }
        for checkpoint in checkpoints {
            lines.append(
                JSONValue(object: [
                    ("t", .integer(checkpoint.timeMs)), ("kind", .string("state")),
                    ("event", .integer(Int64(checkpoint.eventIndex))),
                    ("subject", .string(checkpoint.subject)),
                    ("parts", JSONValue(object: checkpoint.digests.map { ($0.part, .string(Self.hex($0.value))) })),
                ]).serializedLine())
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Reads what `jsonLines` wrote; the message names the first line that is not one.
    public init(jsonLines text: String, label: String) throws(RecordReadError) {
        var header: JSONValue?
        var steps: [RecordedStep] = []
        var checkpoints: [StateCheckpoint] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let problem = RecordReadError(message: "\(label):\(number + 1): not a line of a run record")
            guard let value = try? JSONValue.parse(String(line)) else { throw problem }
            if number == 0 {
                guard value["record"]?.intValue == 1 else { throw problem }
                header = value
                continue
            }
            guard let time = value["t"]?.intValue, let kind = value["kind"]?.stringValue else { throw problem }
            if kind == "state" {
                guard let subject = value["subject"]?.stringValue, let parts = value["parts"]?.members,
                    let event = value["event"]?.intValue
                else { throw problem }
                let digests = try parts.map { member throws(RecordReadError) in
                    guard let hex = member.value.stringValue, let digest = UInt64(hex, radix: 16) else { throw problem }
                    return StateDigest(part: member.key, value: digest)
                }
                checkpoints.append(
                    StateCheckpoint(timeMs: time, eventIndex: UInt64(event), subject: subject, digests: digests))
            } else {
                guard let stepKind = RecordedStep.Kind(rawValue: kind), let device = value["device"]?.stringValue,
                    let detail = value["detail"]?.stringValue, let hex = value["hash"]?.stringValue,
                    let hash = UInt64(hex, radix: 16)
                else { throw problem }
                steps.append(RecordedStep(timeMs: time, kind: stepKind, device: device, detail: detail, hash: hash))
            }
        }
        guard let header, let offset = header["utcOffset"]?.intValue else {
            throw RecordReadError(
                message: "\(label): not a run record (written by rewardsim diff FILE@SEED --write PATH)")
        }
        self.init(
            label: header["label"]?.stringValue ?? label, traceHash: header["traceHash"]?.stringValue ?? "",
            utcOffsetSeconds: Int(offset), steps: steps, checkpoints: checkpoints)
    }
}

public struct RecordReadError: Error {
    public let message: String
}
