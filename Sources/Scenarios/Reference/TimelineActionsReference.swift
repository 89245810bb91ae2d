import Reports

/// The timeline's actions and the keys each takes, from the decoder's action table.
public enum TimelineActionsReference {
    public static var page: ReferencePage {
        ReferencePage(
            title: "Timeline actions",
            summary: "The actions a `timeline` step can take, one per step, with the keys each action reads.",
            blocks: [
                "Every step has `at` (a moment) and may repeat with "
                    + ScenarioDecoder.repetitionKeys.map(ReferencePage.code).joined(separator: " and ")
                    + ". An action that needs the scenario's `sync` block is marked.",
                MarkdownTable.render(
                    header: ["action", "keys", "needs `sync`"],
                    rows: ScenarioDecoder.actionKeys.map { entry in
                        [ReferencePage.code(entry.action),
                         entry.keys.dropFirst().map(ReferencePage.code).joined(separator: ", "),
                         ScenarioDecoder.syncActionNames.contains(entry.action) ? "yes" : ""]
                    }
                ),
            ]
        )
    }
}
