import Simulation
import YAMLSubset

/// One key of a block of model parameters (`background:`, `sync:`): its name, what it means
/// and its default for the reference, and how its value is read into the model. One mechanism for
/// every such block, so each reads, checks and documents its keys alike.
struct BlockKey<Model>: Sendable {
    let name: String
    let meaning: String
    let defaultText: String
    let apply: @Sendable (inout ScenarioDecoder, YAMLScalar, inout Model) -> Void

    static func delay(
        _ name: String, _ meaning: String, _ defaultText: String,
        _ field: WritableKeyPath<Model, DelayDistribution> & Sendable
    ) -> BlockKey {
        BlockKey(
            name: name, meaning: meaning + " (fixed D, uniform MIN MAX, or lognormal MEDIAN SIGMA)",
            defaultText: defaultText
        ) { decoder, scalar, model in
            if let value = decoder.parsed(scalar, ScenarioNumberFormat.delayDistribution) {
                model[keyPath: field] = value
            }
        }
    }

    static func percent(
        _ name: String, _ meaning: String, _ defaultText: String, _ field: WritableKeyPath<Model, Int> & Sendable
    ) -> BlockKey {
        BlockKey(name: name, meaning: meaning, defaultText: defaultText) { decoder, scalar, model in
            if let value = decoder.parsed(scalar, ScenarioNumberFormat.percent) { model[keyPath: field] = value }
        }
    }

    /// Any count of a block: far beyond a real family's, small enough that no product of
    /// counts and durations overflows.
    static var countMax: Int { 1_000_000 }

    static func count(
        _ name: String, _ meaning: String, _ defaultText: String, _ field: WritableKeyPath<Model, Int> & Sendable,
        minimum: Int = 0
    ) -> BlockKey {
        BlockKey(name: name, meaning: meaning, defaultText: defaultText) { decoder, scalar, model in
            guard let value = Int(scalar.value), value >= minimum, value <= Self.countMax else {
                return decoder.fail(
                    "'\(name)' must be a whole number from \(minimum) to \(Self.countMax)",
                    at: scalar.location, length: scalar.length)
            }
            model[keyPath: field] = value
        }
    }

    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ meaning: String, _ defaultValue: Choice, _ field: WritableKeyPath<Model, Choice> & Sendable
    ) -> BlockKey where Choice.RawValue == String {
        let options = Choice.allCases.map(\.rawValue)
        return BlockKey(
            name: name, meaning: meaning + " (" + options.joined(separator: " or ") + ")",
            defaultText: defaultValue.rawValue
        ) { decoder, scalar, model in
            guard
                let word = decoder.reference(
                    scalar, kind: name.replacingOccurrences(of: "_", with: " "), known: options)
            else { return }
            model[keyPath: field] = Choice(rawValue: word)!
        }
    }

    static func duration(
        _ name: String, _ meaning: String, _ defaultText: String,
        _ field: WritableKeyPath<Model, Int64> & Sendable, minimumMs: Int64 = 1
    ) -> BlockKey {
        BlockKey(name: name, meaning: meaning, defaultText: defaultText) { decoder, scalar, model in
            guard let ms = decoder.parsed(scalar, ScenarioTimeFormat.duration) else { return }
            guard ms >= minimumMs else {
                let least =
                    minimumMs <= 1
                    ? "longer than zero"
                    : "at least \(ScenarioTimeFormat.describe(milliseconds: minimumMs))"
                return decoder.fail("'\(name)' must be \(least)", at: scalar.location, length: scalar.length)
            }
            model[keyPath: field] = ms
        }
    }
}

extension ScenarioDecoder {
    /// Reads a block of model parameters into `model`, refusing keys the block does not have.
    mutating func decodeBlock<Model>(
        _ node: YAMLNode, named name: String, keys: [BlockKey<Model>], into model: inout Model
    ) {
        guard let mapping = mapping(node, "'\(name)'") else { return }
        checkKeys(mapping, allowed: keys.map(\.name), required: [], in: "'\(name)'")
        for entry in mapping.entries {
            guard let key = keys.first(where: { $0.name == entry.key.value }),
                let value = scalar(entry.value, "'\(key.name)'")
            else { continue }
            key.apply(&self, value, &model)
        }
    }
}
