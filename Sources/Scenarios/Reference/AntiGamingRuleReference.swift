import AntiGaming

/// The reference page of the anti-gaming rules, rendered from the rules themselves (their
/// descriptions and their values at each strictness level), so that the page cannot describe a
/// rule the validator does not run, miss one it does, or show a value it does not use.
public enum AntiGamingRuleReference {
    /// The page (`ReferenceAntiGamingRules.md`): an overview table, then a section per rule, in
    /// the order the validator runs them.
    public static var page: ReferencePage {
        let levels = ValidationStrictness.allCases
        var overview = [
            "| rule | reason | " + levels.map(\.rawValue).joined(separator: " | ") + " | parents can choose |",
            "|---|---|" + String(repeating: "---|", count: levels.count) + "---|",
        ]
        for rule in UsageRules.all {
            let description = rule.description
            let values = levels.map { rule.valuesText(for: $0) }
            overview.append(
                "| \(description.name) | \(reasonText(description.reason)) | " + values.joined(separator: " | ")
                    + " | \(description.parentChoice) |"
            )
        }
        let sections = UsageRules.all.map { rule in
            let description = rule.description
            var lines = [
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
            return lines.joined(separator: "\n")
        }
        let scope =
            "The rules below are the validator's rule units, each with its own state, its values per level and "
            + "its description in one file under `Sources/AntiGaming/Rules/`, listed in the order the validator "
            + "applies them. A filter drops a minute that never happened; a rule withholds or flags a real minute; "
            + "a flag marks the device for the parents' review. Each reads only what the app can see on the "
            + "device; <doc:AntiGamingDesign> explains how they judge together."
        return ReferencePage(
            title: "Anti-gaming rules",
            summary: "Every anti-gaming filter, rule and flag the validator runs, in the order it runs them, with "
                + "their values at each strictness level.",
            blocks: [scope, overview.joined(separator: "\n")] + sections
        )
    }

    private static func reasonText(_ reason: ValidationReason?) -> String {
        reason.map { "`\($0.rawValue)`" } ?? "none (held, then dropped)"
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
