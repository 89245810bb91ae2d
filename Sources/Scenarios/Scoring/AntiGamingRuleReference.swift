import AntiGaming

/// The reference page of the anti-gaming rules, rendered from the rules themselves (their
/// descriptions and their values at each strictness level), so that the page cannot describe a
/// rule the validator does not run, miss one it does, or show a value it does not use.
public enum AntiGamingRuleReference {
    /// The page as Markdown (`ReferenceAntiGamingRules.md`): an overview table, then a section
    /// per rule, in the order the validator runs them.
    public static func page() -> String {
        let levels = ValidationStrictness.allCases
        var lines = [
            "# Anti-gaming rules",
            "",
            "Every rule the anti-gaming validator runs on the minutes a child's devices report, in the order it "
                + "runs them. A filter drops a minute that never happened; a rule withholds or flags a real one; "
                + "a flag marks the device. Each rule reads only what the app can see on the device.",
            "",
            "| rule | reason | " + levels.map(\.rawValue).joined(separator: " | ") + " | parents can choose |",
            "|---|---|" + String(repeating: "---|", count: levels.count) + "---|",
        ]
        for rule in UsageRules.all {
            let description = rule.description
            let values = levels.map { rule.valuesText(for: $0) }
            lines.append(
                "| \(description.name) | \(reasonText(description.reason)) | " + values.joined(separator: " | ")
                    + " | \(description.parentChoice) |"
            )
        }
        for rule in UsageRules.all {
            let description = rule.description
            lines += [
                "",
                "## \(capitalized(description.name))",
                "",
                description.summary,
                "",
                "- Code: `\(rule)`, reason \(reasonText(description.reason))",
                "- Reads: \(description.reads)",
            ]
            lines += levels.map { "- \(capitalized($0.rawValue)): \(rule.valuesText(for: $0))" }
            lines += [
                "- Parents can choose: \(description.parentChoice)",
                "- Blind spots: \(description.blindSpots)",
                "- Source: `\(description.sourceFile)`; tests: `\(description.tests)`",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func reasonText(_ reason: ValidationReason?) -> String {
        reason.map { "`\($0.rawValue)`" } ?? "none (held, then dropped)"
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
