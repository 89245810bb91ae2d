import Reports

/// The blocks of model parameters: `settings`, `background` and `sync`, each key with what it
/// means and its default, from the tables the decoder reads them with.
public enum SettingsReference {
    public static var page: ReferencePage {
        ReferencePage(
            title: "Settings",
            summary: "The keys of the `settings`, `background` and `sync` blocks, each with its meaning and the "
                + "value it takes when absent.",
            blocks: [
                "## `settings`",
                "The family's reward settings; a `set` step can change these during the run.",
                table(SettingKey.all.map { ($0.name, $0.meaning, $0.defaultText) }),
                "### Settings of the run",
                "Chosen at the start: a `set` step cannot change them.",
                ReferencePage.keyTable(ScenarioDecoder.runSettingTable),
                "## `background`",
                "How the system schedules the app's background tasks, the same on every device.",
                table(ScenarioDecoder.backgroundKeys.map { ($0.name, $0.meaning, $0.defaultText) }),
                "## `sync`",
                "`sync: on` models CloudKit sync with every default below; a block sets some of them. Without "
                    + "`sync`, a parent's change reaches the child's account at once and no cloud exists.",
                table(ScenarioDecoder.syncKeys.map { ($0.name, $0.meaning, $0.defaultText) }),
            ]
        )
    }

    static func table(_ rows: [(name: String, meaning: String, defaultText: String)]) -> String {
        MarkdownTable.render(
            header: ["key", "default", "meaning"],
            rows: rows.map { ["`\($0.name)`", "`\($0.defaultText)`", $0.meaning] })
    }
}
