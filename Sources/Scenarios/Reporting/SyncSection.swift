import Reports

/// The sync part of the human reports, for runs whose scenarios sync: how long a parent's
/// change took to reach the child's devices and a child's usage to reach the parents, and what
/// sync had to work around — one row per run with a `sync` block (the first 50).
enum SyncSection {
    static let rowsMax = 50

    static func make(_ scenarios: [ScenarioReport]) -> ReportSection? {
        let synced = scenarios.compactMap { scenario in scenario.metrics["sync"].map { (scenario, $0) } }
        guard !synced.isEmpty else { return nil }
        let rows = synced.prefix(rowsMax).map { scenario, sync in
            ["\(scenario.name) (seed \(scenario.seed))"]
                + latency(sync["configSyncLatency"]) + latency(sync["usageSyncLatency"])
                + ["conflictsDetected", "retries", "failedChanges"].map { count(sync[$0]) }
        }
        let more =
            synced.count > rowsMax ? ["… and \(synced.count - rowsMax) more runs with sync: see results.json."] : []
        return ReportSection(
            title: "Sync",
            paragraphs: [
                "Latency from a change to its arrival on every device that must show it: settings from a "
                    + "parent to the child's devices, usage from a child's device to the parents (median, 95th "
                    + "percentile, longest)."
            ] + more,
            tables: [
                ReportSection.Table(
                    caption: "Sync latency and trouble per run",
                    header: [
                        "run", "settings p50", "p95", "max", "usage p50", "p95", "max", "conflicts", "retries",
                        "failed changes",
                    ],
                    rows: Array(rows)
                )
            ],
            figures: [
                LatencyChart(
                    kinds: ["settings to the child", "usage to the parents"],
                    rows: synced.prefix(rowsMax).map {
                        scenario, sync in
                        LatencyChart.Row(
                            label: "\(scenario.name) (seed \(scenario.seed))",
                            spreads: [spread(sync["configSyncLatency"]), spread(sync["usageSyncLatency"])])
                    }
                ).svg()
            ]
        )
    }

    static func spread(_ value: JSONValue?) -> LatencyChart.Spread? {
        guard let p50 = value?["p50Ms"]?.intValue, let p95 = value?["p95Ms"]?.intValue,
            let max = value?["maxMs"]?.intValue
        else { return nil }
        return LatencyChart.Spread(p50Ms: p50, p95Ms: p95, maxMs: max)
    }

    static func latency(_ value: JSONValue?) -> [String] {
        ["p50Ms", "p95Ms", "maxMs"].map { key in value?[key]?.intValue.map(duration) ?? "—" }
    }

    static func count(_ value: JSONValue?) -> String {
        value?.intValue.map(String.init) ?? "—"
    }

    /// `850 ms`, `3.3 s`, `14 min`, `6.1 h`: two or three digits people read at a glance.
    static func duration(_ milliseconds: Int64) -> String {
        let value = Double(milliseconds)
        if milliseconds < 1_000 { return "\(milliseconds) ms" }
        if milliseconds < 60_000 { return DecimalText.fixed(value / 1_000, fractionDigits: 1) + " s" }
        if milliseconds < 3_600_000 { return DecimalText.fixed(value / 60_000, fractionDigits: 0) + " min" }
        return DecimalText.fixed(value / 3_600_000, fractionDigits: 1) + " h"
    }
}
