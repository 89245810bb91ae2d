import Simulation

/// How likely a persona is to play out a technique on a given day.
public struct TechniqueChance: Hashable, Sendable {
    public var technique: Technique
    /// Independent chance per day, 0–100.
    public var chancePercent: Int

    public init(technique: Technique, chancePercent: Int) {
        self.technique = technique
        self.chancePercent = chancePercent
    }
}
