import Personas
import SimulationKernel

/// A space of behaviours the searches move through: its dimensions, and how a point becomes a
/// persona file (keys over a base preset) and the quirks its device has. Both spaces are
/// documented in the manual's reference, dimension by dimension.
public struct SearchSpace: Sendable {
    /// What a point turns into: persona keys in the order a file writes them, and the `faults:`
    /// entries (each a list of YAML lines) of the scenario that reproduces it.
    public struct Rendering: Sendable {
        public var keys: [(parameter: PersonaParameter, value: Int)] = []
        public var faults: [[String]] = []

        mutating func set(_ key: String, _ value: Int) {
            guard let parameter = PersonaParameter.named(key) else {
                preconditionFailure("the persona key '\(key)' exists")
            }
            keys.removeAll { $0.parameter.key == key }
            keys.append((parameter, value))
        }
    }

    public let name: String
    public let dimensions: [SpaceDimension]
    /// The preset a point's keys apply to.
    public let base: String
    let render: @Sendable (StrategyPoint) -> Rendering

    init(
        name: String, dimensions: [SpaceDimension], base: String,
        render: @escaping @Sendable (StrategyPoint) -> Rendering
    ) {
        self.name = name
        self.dimensions = dimensions
        self.base = base
        self.render = render
    }

    public func rendering(_ point: StrategyPoint) -> Rendering {
        precondition(contains(point), "a point of the space")
        return render(point)
    }

    public func contains(_ point: StrategyPoint) -> Bool {
        point.choices.count == dimensions.count
            && zip(point.choices, dimensions).allSatisfy { $1.labels.indices.contains($0) }
    }

    /// The number of points, saturating: the spaces are far too large to enumerate.
    public var size: Double { dimensions.reduce(1) { $0 * Double($1.labels.count) } }

    /// A point drawn uniformly.
    public func randomPoint(_ random: inout SeededRandom) -> StrategyPoint {
        StrategyPoint(dimensions.map { Int(random.int(below: Int64($0.labels.count))) })
    }

    /// Every point that differs from `point` in one dimension, in a random order.
    public func neighbours(of point: StrategyPoint, _ random: inout SeededRandom) -> [StrategyPoint] {
        var result: [StrategyPoint] = []
        for (dimension, values) in dimensions.enumerated() {
            for value in values.labels.indices where value != point.choices[dimension] {
                var choices = point.choices
                choices[dimension] = value
                result.append(StrategyPoint(choices))
            }
        }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, Int(random.int(in: 0...Int64(index))))
        }
        return result
    }

    /// `point` with `moves` dimensions (drawn, perhaps the same twice) set to a drawn value: a kick
    /// away from a local optimum that keeps most of what made it good.
    public func kicked(_ point: StrategyPoint, moves: Int, _ random: inout SeededRandom) -> StrategyPoint {
        var choices = point.choices
        for _ in 0..<moves {
            let dimension = Int(random.int(below: Int64(dimensions.count)))
            choices[dimension] = Int(random.int(below: Int64(dimensions[dimension].labels.count)))
        }
        return StrategyPoint(choices)
    }

    /// What the point renders to, as text: two points with the same key are the same strategy
    /// (they differ only in a dimension of a technique neither plays).
    public func renderingKey(_ point: StrategyPoint) -> String {
        let rendering = rendering(point)
        let keys = rendering.keys.map { "\($0.parameter.key)=\($0.value)" }
        return (keys + rendering.faults.flatMap { $0 }).joined(separator: "\n")
    }

    /// The point as the reports print it: `dimension=label` for every dimension.
    public func describe(_ point: StrategyPoint) -> String {
        zip(dimensions, point.choices).map { "\($0.name)=\($0.labels[$1])" }.joined(separator: " ")
    }
}
