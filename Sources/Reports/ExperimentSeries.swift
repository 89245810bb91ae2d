/// One experiment — a scenario swept over settings and run with many seeds — in the shape
/// the experiment reports need: every figure per variant, per seed and per simulated day.
public struct ExperimentSeries: Sendable {
    public struct Variant: Sendable {
        public let label: String
        /// The setting the others are compared with; at most one per experiment.
        public let isBaseline: Bool

        public init(label: String, isBaseline: Bool = false) {
            self.label = label
            self.isBaseline = isBaseline
        }
    }

    public struct Metric: Sendable {
        /// As in the scenario, e.g. `reward_minutes`.
        public let name: String
        /// In words with its unit of analysis, e.g. "reward minutes per child per day".
        public let title: String
        /// Shown on axes and in tables, e.g. `min`, `points`, `%`, `ms`.
        public let unit: String
        /// `values[variantIndex][seedIndex][dayIndex]`.
        public let values: [[[Double]]]
        /// The figure over the whole run: `runValues[variantIndex][seedIndex]`.
        public let runValues: [[Double]]

        public init(
            name: String, unit: String, values: [[[Double]]], runValues: [[Double]], title: String? = nil
        ) {
            precondition(values.joined().joined().allSatisfy(\.isFinite), "daily values are finite")
            precondition(runValues.joined().allSatisfy(\.isFinite), "run values are finite")
            self.name = name
            self.title = title ?? name
            self.unit = unit
            self.values = values
            self.runValues = runValues
        }
    }

    public let scenario: String
    public let title: String
    public let variants: [Variant]
    public let seeds: [UInt64]
    public let dayCount: Int
    public let metrics: [Metric]
    /// The experiment's expectations and whether each held.
    public let conclusions: [(text: String, held: Bool)]
    /// Per conclusion, in the same order: what it reads in a plain sentence, and whether it is a
    /// guardrail; empty when not told.
    public let conclusionDetails: [ConclusionDetail]
    /// How the conclusions were judged, in sentences: the multiple-comparison correction,
    /// sequential stopping, the health of the runs.
    public let notes: [String]
    /// The effects the conclusions read, broken down by persona kind; empty when not told.
    public let segmentEffects: [SegmentEffect]
    /// Only some of the sweep's variants or seeds ran: nothing is compared or concluded.
    public let isPartial: Bool
    /// Who was simulated, and from when for how long, as the setup line shows it; nil: not told.
    public let population: String?

    /// Every metric covers every variant, seed and day, so the writers never meet a hole.
    public init(
        scenario: String, title: String, variants: [Variant], seeds: [UInt64], dayCount: Int,
        metrics: [Metric], conclusions: [(text: String, held: Bool)] = [], isPartial: Bool = false,
        population: String? = nil, conclusionDetails: [ConclusionDetail] = [], notes: [String] = [],
        segmentEffects: [SegmentEffect] = []
    ) {
        precondition(
            conclusionDetails.isEmpty || conclusionDetails.count == conclusions.count, "details for every conclusion")
        precondition(!variants.isEmpty, "an experiment has at least one variant")
        precondition(variants.filter(\.isBaseline).count <= 1, "at most one variant is the baseline")
        precondition(!seeds.isEmpty, "an experiment runs at least one seed")
        precondition(dayCount >= 1, "an experiment covers at least one simulated day")
        for metric in metrics {
            Self.checkShape(of: metric, variants: variants.count, seeds: seeds.count, days: dayCount)
        }
        self.scenario = scenario
        self.title = title
        self.variants = variants
        self.seeds = seeds
        self.dayCount = dayCount
        self.metrics = metrics
        self.conclusions = conclusions
        self.isPartial = isPartial
        self.population = population
        self.conclusionDetails = conclusionDetails
        self.notes = notes
        self.segmentEffects = segmentEffects
    }

    /// What a conclusion reads, for a reader who does not read the expression.
    public struct ConclusionDetail: Sendable {
        /// One sentence per effect the conclusion reads, joined; empty when it reads none.
        public let sentence: String
        /// A one-sided non-inferiority check (`guard:`) rather than a conclusion.
        public let isGuard: Bool

        public init(sentence: String, isGuard: Bool) {
            self.sentence = sentence
            self.isGuard = isGuard
        }
    }

    /// The conclusions and guardrails with their details, each list in written order.
    func judged(guards: Bool) -> [(text: String, held: Bool, sentence: String)] {
        conclusions.indices.compactMap { index in
            let detail = conclusionDetails.isEmpty ? nil : conclusionDetails[index]
            guard (detail?.isGuard ?? false) == guards else { return nil }
            return (conclusions[index].text, conclusions[index].held, detail?.sentence ?? "")
        }
    }

    /// The experiment's setup in one line: who, variants, baseline, seeds and the whole simulated
    /// days its figures cover.
    public var setup: String {
        let seedText =
            seeds.count == 1
            ? "seed \(seeds[0])"
            : "\(seeds.count) seeds "
                + "(\(seeds.map(String.init).prefix(3).joined(separator: ", "))\(seeds.count > 3 ? ", …" : ""))"
        var text =
            (population.map { "\($0) · " } ?? "")
            + "\(Plural.count(variants.count, "variant")): \(variants.map(\.headingLabel).joined(separator: "; ")) · "
            + "\(seedText) · \(Plural.count(dayCount, "whole day")) charted"
        if isPartial {
            text += " · partial: only part of the sweep ran, so nothing is compared and no conclusion is checked"
        }
        return text
    }

    /// A conclusion's verdict in words, never a symbol alone.
    func verdict(of conclusion: (text: String, held: Bool)) -> String {
        conclusion.held ? "held" : "FAILED"
    }

    public var baselineIndex: Int? { variants.firstIndex { $0.isBaseline } }

    private static func checkShape(
        of metric: Metric, variants variantCount: Int, seeds seedCount: Int, days dayCount: Int
    ) {
        let name = metric.name
        precondition(metric.values.count == variantCount, "\(name): one daily series per variant")
        precondition(metric.runValues.count == variantCount, "\(name): one set of run values per variant")
        for (seriesBySeed, runValues) in zip(metric.values, metric.runValues) {
            precondition(seriesBySeed.count == seedCount, "\(name): one daily series per seed")
            precondition(seriesBySeed.allSatisfy { $0.count == dayCount }, "\(name): one value per day")
            precondition(runValues.count == seedCount, "\(name): one run value per seed")
        }
    }
}

extension ExperimentSeries.Metric {
    /// The metric on one simulated day across seeds, for one variant.
    func dailySummary(variant variantIndex: Int, day dayIndex: Int) -> SampleSummary {
        SampleSummary(values[variantIndex].map { $0[dayIndex] })
    }

    func runSummary(variant variantIndex: Int) -> SampleSummary {
        SampleSummary(runValues[variantIndex])
    }

    /// Over the run, paired by seed; nil for the baseline itself.
    func runDifference(variant variantIndex: Int, baseline baselineIndex: Int) -> PairedDifference? {
        guard variantIndex != baselineIndex else { return nil }
        return PairedDifference(baseline: runValues[baselineIndex], variant: runValues[variantIndex])
    }

    /// `reward_minutes (min)`, or the bare name when the metric has no unit.
    var heading: String { unit.isEmpty ? name : "\(name) (\(unit))" }

    /// `learning minutes per child per day (min)`: the metric in words, with its unit.
    var titleWithUnit: String { unit.isEmpty ? title : "\(title) (\(unit))" }
}

extension ExperimentSeries.Variant {
    /// The label with the baseline marked, for table headers and legends.
    var headingLabel: String { isBaseline ? "\(label) (baseline)" : label }
}
