import Reports

/// The faults a scenario can inject, from the decoder's fault table.
public enum FaultsReference {
    public static var page: ReferencePage {
        ReferencePage(
            title: "Faults",
            summary: "The iOS quirks a scenario's `faults` list injects into every child device or the listed "
                + "ones: what each does, when its chance is drawn, and its parameters.",
            blocks: [
                "Every entry takes " + ScenarioDecoder.faultCommonKeys.map(ReferencePage.code).joined(separator: ", ")
                    + ": `chance` is a percentage (default `100%`), `devices` a list of child devices (default: "
                    + "every child device). A device takes each fault once. Delays are delay distributions: "
                    + "`fixed D`, `uniform MIN MAX` or `lognormal MEDIAN SIGMA`.",
                MarkdownTable.render(
                    header: ["fault", "what happens", "`chance` applies", "parameters (default)"],
                    rows: ScenarioDecoder.faultTable.map { entry in
                        [ReferencePage.code(entry.fault.rawValue), entry.meaning, entry.chance, parameters(of: entry)]
                    }
                ),
            ]
        )
    }

    static func parameters(of entry: FaultEntry) -> String {
        guard !entry.parameters.isEmpty else { return "—" }
        return entry.parameters.map { parameter in
            "`\(parameter.key)` (\(parameter.defaultText ?? "required"))"
        }.joined(separator: ", ")
    }
}
