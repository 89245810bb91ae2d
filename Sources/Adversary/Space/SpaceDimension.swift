/// One axis of a search space: a short name, what it varies, and the values it takes, each
/// with the label the reports print. A point of the space picks one value per dimension.
public struct SpaceDimension: Sendable {
    public let name: String
    public let meaning: String
    public let labels: [String]

    public init(_ name: String, _ meaning: String, labels: [String]) {
        precondition(labels.count >= 2, "a dimension has at least two values")
        self.name = name
        self.meaning = meaning
        self.labels = labels
    }
}

/// A point of a search space: one value's position per dimension, in the space's order. Points
/// compare by those positions, so that ties between equal scores break the same way every run.
public struct StrategyPoint: Hashable, Sendable, Comparable {
    public let choices: [Int]

    public init(_ choices: [Int]) {
        self.choices = choices
    }

    public static func < (lhs: StrategyPoint, rhs: StrategyPoint) -> Bool {
        lhs.choices.lexicographicallyPrecedes(rhs.choices)
    }

    /// The compact form results.json and `--from` use: positions joined by dots.
    public var key: String { choices.map(String.init).joined(separator: ".") }

    public init?(key: String, dimensionCount: Int) {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == dimensionCount, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        choices = parts.map { $0! }
    }
}
