import Personas
import Reports

/// The pages about a scenario file's shape: its top-level keys and the keys of each block
/// that is not a block of settings.
public enum ScenarioFileReference {
    /// The persona a child without other instructions plays, whose values are the defaults.
    static var defaultPersona: PersonaProfile { PersonaProfile(name: "honest_learner") }

    public static var page: ReferencePage {
        ReferencePage(
            title: "Scenario file",
            summary: "The keys of a scenario file: the top-level keys, then the keys of `family`, `apps`, "
                + "`population` and `sweep`. A key not listed here is an error, with the nearest valid key.",
            blocks: [
                "## Top-level keys",
                ReferencePage.keyTable(ScenarioDecoder.topLevelKeyTable),
                "The keys of `settings`, `background` and `sync` are in <doc:ReferenceSettings>; those of `faults` "
                    + "in <doc:ReferenceFaults>; the timeline's actions in <doc:ReferenceActions>; what `expect`, "
                    + "`conclude` and `expect_over_seeds` can call in <doc:ReferenceFunctions>; the bounds of every "
                    + "value in <doc:ReferenceLimits>.",
                "## `family`",
                ReferencePage.keyTable(ScenarioDecoder.familyKeyTable),
                "### A parent",
                ReferencePage.keyTable(ScenarioDecoder.parentKeyTable + ScenarioDecoder.appBuildKeyTable),
                "### A child",
                ReferencePage.keyTable(ScenarioDecoder.childKeyTable),
                "### A device",
                "A child's device is a name, or a mapping of these keys.",
                ReferencePage.keyTable(ScenarioDecoder.deviceKeyTable + ScenarioDecoder.iosKeyTable),
                "## `apps`",
                ReferencePage.keyTable(ScenarioDecoder.appKeyTable),
                "## `population`",
                ReferencePage.keyTable(ScenarioDecoder.populationKeyTable),
                "### Personas",
                "The presets a child's `persona` or a population's `personas` may name, besides the personas of "
                    + "`persona_files`: "
                    + PersonaProfile.presets.map { ReferencePage.code($0.name) }
                    .joined(separator: ", ") + ".",
                "### Persona parameters",
                "Every parameter of a persona is a key, written the same way in a persona file, in a population's "
                    + "`parameters` and as a swept `persona.<key>`. The default is the `\(defaultPersona.name)` "
                    + "preset's; the other presets change what sets them apart.",
                MarkdownTable.render(
                    header: ["key", "format", "default", "meaning"],
                    rows: PersonaParameter.all.map { parameter in
                        [
                            ReferencePage.code(parameter.key), parameter.format.help,
                            ReferencePage.code(parameter.format.text(of: parameter.get(defaultPersona))),
                            parameter.meaning,
                        ]
                    }
                ),
                "## `sweep`",
                ReferencePage.keyTable(ScenarioDecoder.sweepKeyTable),
                "## `power`",
                "What `rewardsim plan` sizes an experiment's seeds for (<doc:TutorialDecision>).",
                ReferencePage.keyTable(ScenarioDecoder.powerKeyTable),
                "A persona file (`.persona`) holds one persona: "
                    + ScenarioDecoder.personaFileKeys.map(ReferencePage.code).joined(separator: " and ")
                    + ", then any persona parameter.",
            ]
        )
    }
}
