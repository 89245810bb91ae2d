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
    /// Per conclusion, in order: what it reads in a sentence, and whether it is a guardrail.
    public var details: [ExperimentSeries.ConclusionDetail] = []
    /// How the conclusions were judged (see ``ExperimentSeries/notes``).
    public var notes: [String] = []
    /// The effects by persona kind (see ``ExperimentSeries/segmentEffects``).
    public var segmentEffects: [SegmentEffect] = []

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
            (
                "decision",
                .array(
                    zip(conclusions, details).map { conclusion, detail in
                        JSONValue(object: [
                            ("expression", .string(conclusion.expression)),
                            ("held", .bool(conclusion.status == .passed)),
                            ("guard", .bool(detail.isGuard)),
                            ("sentence", .string(detail.sentence)),
                        ])
                    })
            ),
            ("notes", .array(notes.map(JSONValue.string))),
            (
                "segments",
                .array(
                    segmentEffects.map { effect in
                        JSONValue(object: [
                            ("metric", .string(effect.metricTitle)),
                            ("variant", .string(effect.variant)),
                            ("kind", .string(effect.kind)),
                            ("difference", .number(effect.difference.difference.mean, fractionDigits: 4)),
                            (
                                "halfWidth95",
                                effect.difference.difference.halfWidth95.map { .number($0, fractionDigits: 4) } ?? .null
                            ),
                            (
                                "adjustedPDifferent",
                                effect.adjustedPDifferent.map { .number($0, fractionDigits: 4) } ?? .null
                            ),
                        ])
                    })
            ),
            ("metrics", metrics),
        ])
    }

    /// The metrics block: for each metric, each variant's level and, besides the baseline, its
    /// paired difference to it and, where the baseline is not near zero, the relative change —
    /// every figure a JSON number, unrounded beyond four decimals.
    public static func metricsJSON(_ series: ExperimentSeries) -> JSONValue {
        .array(
            series.metrics.map { metric in
                JSONValue(object: [
                    ("metric", .string(metric.name)),
                    ("title", .string(metric.title)),
                    ("unit", .string(metric.unit)),
                    (
                        "variants",
                        .array(
                            series.variants.indices.map { index in
                                variantJSON(ExperimentEffect(metric: metric, variant: index, in: series))
                            })
                    ),
                ])
            })
    }

    private static func variantJSON(_ effect: ExperimentEffect) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("variant", .string(effect.variantLabel)),
            ("mean", number(effect.level.mean)),
            ("halfWidth95", effect.level.halfWidth95.map(number) ?? .null),
        ]
        if let difference = effect.difference {
            members.append(
                (
                    "difference",
                    JSONValue(object: [
                        ("mean", number(difference.difference.mean)),
                        ("low95", effect.differenceInterval.map { number($0.low) } ?? .null),
                        ("high95", effect.differenceInterval.map { number($0.high) } ?? .null),
                        ("withinNoise", .bool(difference.includesZero)),
                    ])
                ))
            members.append(
                (
                    "relativePercent",
                    effect.relativeInterval.map { relative in
                        JSONValue(object: [
                            ("mean", number(relative.mean)), ("low95", number(relative.low)),
                            ("high95", number(relative.high)),
                        ])
                    } ?? .null
                ))
        }
        return JSONValue(object: members)
    }

    private static func number(_ value: Double) -> JSONValue { .number(value, fractionDigits: 4) }
}
