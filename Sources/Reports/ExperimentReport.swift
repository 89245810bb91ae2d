/// An experiment's verdict in results.json and junit.xml: its conclusions, checked over every
/// variant and seed, and each metric's level and difference to the baseline.
public struct ExperimentReport: Sendable {
    public var file: String
    public var name: String
    public var variants: [String]
    /// nil for a partial experiment, which has no baseline to compare with.
    public var baseline: String?
    public var seedCount: Int
    /// Only some variants or seeds ran (`--variant`, `--seed`): the conclusions, which speak of
    /// the whole sweep, were not checked.
    public var isPartial: Bool
    public var conclusions: [ExpectationReport]
    /// Per metric: each variant's mean ± interval over the run, and its difference to the baseline.
    public var metrics: JSONValue

    public init(
        file: String, name: String, variants: [String], baseline: String?, seedCount: Int,
        conclusions: [ExpectationReport], metrics: JSONValue, isPartial: Bool = false
    ) {
        self.isPartial = isPartial
        self.file = file
        self.name = name
        self.variants = variants
        self.baseline = baseline
        self.seedCount = seedCount
        self.conclusions = conclusions
        self.metrics = metrics
    }

    /// A partial experiment has checked nothing, so it neither held nor failed.
    public var status: ScenarioReport.Status {
        conclusions.allSatisfy { $0.status == .passed } ? .passed : .failed
    }

    /// The status as reports write it: `passed`, `failed` or `partial`.
    public var statusText: String { isPartial ? "partial" : status.rawValue }

    public var json: JSONValue {
        JSONValue(object: [
            ("file", .string(file)),
            ("name", .string(name)),
            ("status", .string(statusText)),
            ("baseline", baseline.map(JSONValue.string) ?? .null),
            ("variants", .array(variants.map(JSONValue.string))),
            ("seeds", .integer(Int64(seedCount))),
            ("conclusions", .array(conclusions.map(\.json))),
            ("metrics", metrics),
        ])
    }

    /// The metrics block: for each metric, each variant's level and, besides the baseline, its
    /// paired difference to it.
    public static func metricsJSON(_ series: ExperimentSeries) -> JSONValue {
        .array(
            series.metrics.map { metric in
                JSONValue(object: [
                    ("metric", .string(metric.name)),
                    ("unit", .string(metric.unit)),
                    (
                        "variants",
                        .array(
                            series.variants.indices.map { index in
                                let summary = SampleSummary(metric.runValues[index])
                                var members: [(String, JSONValue)] = [
                                    ("variant", .string(series.variants[index].label)),
                                    ("mean", .number(summary.mean, fractionDigits: 4)),
                                    (
                                        "halfWidth95",
                                        summary.halfWidth95.map { .number($0, fractionDigits: 4) } ?? .null
                                    ),
                                ]
                                if let baseline = series.baselineIndex, baseline != index {
                                    let difference = PairedDifference(
                                        baseline: metric.runValues[baseline], variant: metric.runValues[index])
                                    members.append(("differenceToBaseline", .string(difference.text)))
                                }
                                return JSONValue(object: members)
                            })
                    ),
                ])
            })
    }
}
