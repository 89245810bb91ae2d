import Personas

/// A persona file as `rewardsim calibrate` writes it: a comment saying where it came from,
/// the name, the base preset and the fitted keys in the vocabulary's order.
public enum PersonaFileText {
    public static func text(name: String, base: String, fit: PersonaFit, from csvPath: String) -> String {
        let who = fit.children.count == 1 ? "child \(fit.children[0])" : "\(fit.children.count) children"
        var lines = [
            "# Fitted by rewardsim calibrate from \(csvPath) (\(who)): \(fit.sessionCount) learning sessions",
            "# on \(fit.activeDays) of \(fit.daysObserved) days, \(fit.rewardCount) followed by reward time.",
            "# Keys not listed are the base preset's.",
            "name: \(name)",
            "base: \(base)",
        ]
        lines += fit.values.map { "\($0.parameter.key): \($0.parameter.format.text(of: $0.value))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The presets a persona file may build on.
    public static var presetNames: [String] { PersonaProfile.presets.map(\.name) }

    /// Why `name` cannot name a persona file's persona, or nil when it can.
    public static func nameProblem(_ name: String) -> String? {
        if !ScenarioDecoder.isIdentifier(name) {
            return "'\(name)' is not a valid persona name: use letters, digits, '-' and '_'"
        }
        if PersonaProfile.preset(named: name) != nil { return "'\(name)' is a preset's name" }
        return nil
    }
}
