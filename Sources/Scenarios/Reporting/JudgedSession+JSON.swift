import Checkers
import Reports

/// A judged session as results.json writes it: where and when, the minutes that really accrued
/// and those credited, the verdict and the suspicions behind it, what the child was really
/// doing, and how many real minutes each rule withheld.
extension JudgedSession {
    var json: JSONValue {
        let byRule = WithheldByRule.ruleNames.indices.compactMap { rule -> (String, JSONValue)? in
            let minutes = withheldByRule.honest[rule] + withheldByRule.gaming[rule]
            return minutes > 0 ? (WithheldByRule.ruleNames[rule], .integer(Int64(minutes))) : nil
        }
        return JSONValue(object: [
            ("device", .string(verdict.device.rawValue)),
            ("app", .string(verdict.app.rawValue)),
            ("category", .string(verdict.category == .learning ? "learning" : "reward")),
            ("start", .string(verdict.startedAt.iso8601)),
            ("end", .string(verdict.endedAt.iso8601)),
            ("realMinutes", .integer(Int64(realMinutes))),
            ("creditedMinutes", .integer(Int64(creditedMinutes))),
            ("verdict", .string(verdict.status.rawValue)),
            ("ruledAgainst", .bool(isFlagged)),
            ("reasons", .array(verdict.reasons.map { .string($0.rawValue) })),
            ("truth", .string(technique?.rawValue ?? "honest")),
            ("quirks", .array(quirks.map { .string($0.rawValue) })),
            ("withheldByRule", JSONValue(object: byRule)),
        ])
    }
}
