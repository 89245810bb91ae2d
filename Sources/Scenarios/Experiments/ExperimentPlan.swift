import ExpectationLanguage
import Reports

/// What `rewardsim plan` answers before an experiment runs: for each question its conclusions
/// ask — a metric for a variant against the baseline — the spread of the paired differences in
/// a pilot of a few seeds, and the seeds a paired t test needs to see the `power:` block's
/// effect at its power. Every question is planned at the level Holm's correction gives the
/// smallest p-value (α / questions), so the plan holds whatever the correction does.
public struct ExperimentPlan: Sendable {
    public struct Question: Sendable {
        public let metric: ExperimentSeries.Metric
        public let variant: String
        public let baselineMean: Double
        /// The standard deviation of the paired differences over the pilot's seeds.
        public let deviation: Double
        /// The effect to detect, in the metric's unit.
        public let effect: Double
        /// nil when the baseline's mean is zero (no relative effect) or no count of seeds suffices.
        public let seedsNeeded: Int?
    }

    public static let seedsMax = 100_000

    public let file: String
    public let spec: PowerSpec
    public let questions: [Question]
    public let pilotSeeds: Int
    public let variantCount: Int
    public let childrenPerSeed: Int
    /// The seeds the file runs now.
    public let seedsWritten: Int

    /// The level each question is planned at: α divided by the number of questions.
    public var levelPerQuestion: Double { spec.alphaPercent / 100 / Double(max(1, questions.count)) }

    /// `pilot`: the experiment run over the pilot's seeds.
    public init(scenario: Scenario, pilot: ExperimentSeries, spec: PowerSpec) {
        guard let sweep = scenario.sweep else { preconditionFailure("a plan is made for a sweep") }
        file = scenario.file
        self.spec = spec
        pilotSeeds = pilot.seeds.count
        variantCount = sweep.variants.count
        childrenPerSeed = scenario.children.count
        seedsWritten = sweep.plannedSeeds.count
        let environment = ConclusionEnvironment(sweep: sweep, runValues: nil)
        var asked: [(metric: Int, variant: Int)] = []
        for conclusion in scenario.conclusions {
            for question in environment.questions(in: conclusion.expectation.expression)
            where question.variant != sweep.baselineIndex
                && !asked.contains(where: { $0 == (question.metric, question.variant) })
            {
                asked.append((question.metric, question.variant))
            }
        }
        let count = Double(max(1, asked.count))
        questions = asked.map { metricIndex, variantIndex in
            let metric = pilot.metrics[metricIndex]
            let difference = PairedDifference(
                baseline: metric.runValues[sweep.baselineIndex], variant: metric.runValues[variantIndex])
            let deviation = difference.difference.standardDeviation ?? 0
            let effect = abs(difference.baselineMean) * spec.effectPercent / 100
            var seeds: Int?
            if effect > 0 {
                seeds =
                    deviation == 0
                    ? 2
                    : PairedPower(effect: effect, deviation: deviation, alpha: spec.alphaPercent / 100 / count)
                        .seedsNeeded(power: spec.powerPercent / 100, seedsMax: Self.seedsMax)
            }
            return Question(
                metric: metric, variant: sweep.variants[variantIndex].label, baselineMean: difference.baselineMean,
                deviation: deviation, effect: effect, seedsNeeded: seeds)
        }
    }

    /// The seeds the experiment needs: its most demanding question's, of those against a baseline
    /// other than zero (a zero baseline has no relative effect to plan for); nil when one of them
    /// needs more than ``seedsMax`` or none can be planned.
    public var seedsNeeded: Int? {
        let plannable = questions.filter { $0.effect > 0 }
        guard !plannable.isEmpty, plannable.allSatisfy({ $0.seedsNeeded != nil }) else { return nil }
        return plannable.compactMap(\.seedsNeeded).max()
    }

    public var text: String {
        let effect = DecimalText.fixed(spec.effectPercent, fractionDigits: spec.effectPercent < 1 ? 2 : 1)
        var text =
            "plan for \(file): detect a \(effect) % change at "
            + "\(DecimalText.fixed(spec.powerPercent, fractionDigits: 0)) % "
            + "power, two-sided \(DecimalText.fixed(spec.alphaPercent, fractionDigits: 1)) % level\n"
        text +=
            "pilot: \(pilotSeeds) seeds × \(variantCount) variants, \(childrenPerSeed) children per seed; each of the "
            + "\(questions.count) questions planned at "
            + "\(DecimalText.fixed(100 * levelPerQuestion, fractionDigits: 2)) % "
            + "(Holm's correction over them)\n\n"
        let rows = questions.map { question -> [String] in
            let digits = max(1, DecimalText.fractionDigits(showing: 2, of: question.deviation, fallback: 1))
            return [
                "\(question.metric.title) · \(question.variant)",
                DecimalText.fixed(question.baselineMean, fractionDigits: digits) + " " + question.metric.unit,
                DecimalText.fixed(question.deviation, fractionDigits: digits),
                DecimalText.fixed(question.effect, fractionDigits: digits),
                question.seedsNeeded.map(String.init) ?? (question.effect == 0 ? "baseline zero" : "too many"),
            ]
        }
        text += MarkdownTable.render(
            header: ["question", "baseline mean", "sd of paired differences", "effect", "seeds needed"], rows: rows,
            alignments: [.left, .right, .right, .right, .right])
        if let needed = seedsNeeded {
            text +=
                "\nseeds needed: \(needed) (the most demanding question); the file runs \(seedsWritten)"
                + (needed <= seedsWritten ? ": enough.\n" : ": too few for this effect.\n")
        } else {
            text += "\nseeds needed: more than \(Self.seedsMax), or no question against a baseline other than zero.\n"
        }
        if questions.contains(where: { $0.effect == 0 }) {
            text += "(a question against a zero baseline has no relative effect and is not planned)\n"
        }
        return text
    }
}
