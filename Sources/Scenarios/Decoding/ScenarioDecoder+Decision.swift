import ExpectationLanguage
import YAMLSubset

/// The keys that make an experiment a decision: `guard:` (guardrails) and `power:` (the effect
/// it must see, for `rewardsim plan`).
extension ScenarioDecoder {
    static let guardKey = "guard"
    static let powerKey = "power"

    static let powerKeyTable = [
        DocumentedKey(
            "effect", "the smallest effect to detect, in percent of the baseline's mean (`2%`)", default: "`2%`"),
        DocumentedKey("power", "the chance of detecting an effect of that size (`80%`)", default: "`80%`"),
        DocumentedKey("alpha", "the two-sided level of each test (`5%`)", default: "`5%`"),
        DocumentedKey(
            "pilot_seeds",
            "seeds of the pilot that measures the spread of the paired differences, "
                + "\(PowerSpec.pilotSeedsRange.lowerBound) to \(PowerSpec.pilotSeedsRange.upperBound)",
            default: "`5`"),
    ]
    static let powerKeys = powerKeyTable.map(\.name)

    /// `guard:`: one-sided non-inferiority checks, each a call of `rises_at_most` or
    /// `falls_at_most`, checked with the conclusions and reported as guardrails.
    mutating func decodeGuardrails(_ node: YAMLNode, sweep: SweepSpec?) -> [ExpectationSpec] {
        guard let items = list(node, "'\(Self.guardKey)'") else { return [] }
        let functions = ConclusionEnvironment.guardFunctions
        for item in items {
            guard case .scalar(let scalar) = item else { continue }
            let text = scalar.value.trimmingWhitespace()
            if !functions.contains(where: { text.hasPrefix($0 + "(") }) || !text.hasSuffix(")") {
                fail(
                    "a guardrail is one call of \(functions.joined(separator: " or "))", at: scalar.location,
                    length: scalar.length,
                    help: "write e.g. falls_at_most(learning_minutes_per_day, margin: 1, daily_reward_limit: 60m)")
            }
        }
        return decodeConclusions(node, sweep: sweep, key: Self.guardKey)
    }

    mutating func decodePower(_ node: YAMLNode) -> PowerSpec? {
        guard let block = mapping(node, "'\(Self.powerKey)'") else { return nil }
        checkKeys(block, allowed: Self.powerKeys, required: [], in: "'\(Self.powerKey)'")
        var spec = PowerSpec()
        if let text = scalarValue(block, "effect", in: "'power'"), let value = parsed(text, PowerSpec.percent) {
            spec.effectPercent = value
        }
        if let text = scalarValue(block, "power", in: "'power'"), let value = parsed(text, PowerSpec.percent) {
            spec.powerPercent = value
        }
        if let text = scalarValue(block, "alpha", in: "'power'"), let value = parsed(text, PowerSpec.percent) {
            spec.alphaPercent = value
        }
        if let text = scalarValue(block, "pilot_seeds", in: "'power'") {
            if let count = Int(text.value), PowerSpec.pilotSeedsRange.contains(count) {
                spec.pilotSeeds = count
            } else {
                fail(
                    "'\(text.value)' is not a pilot of \(PowerSpec.pilotSeedsRange.lowerBound) to "
                        + "\(PowerSpec.pilotSeedsRange.upperBound) seeds", at: text.location, length: text.length,
                    help: "write pilot_seeds: 5")
            }
        }
        return spec
    }
}
