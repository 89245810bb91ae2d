import ExpectationLanguage
import Reports

/// Judges an experiment's conclusions and guardrails together, as a decision needs them: the
/// `significant` questions of the file corrected for their number (Holm), every conclusion put
/// into a sentence from the effects it reads, and the notes that say how it was judged.
struct ExperimentJudgement {
    let sweep: SweepSpec
    let conclusions: [ConclusionText]
    /// runValues[metric][variant][seed], metrics in `ExperimentMetric.all` order.
    let runValues: [[[Double]]]
    /// The two-sided level of a `significant` question: 5 %, or a sequential look's nominal level.
    var level = 0.05

    /// The questions `significant` asks, each once, in the order written, and their p-values
    /// adjusted by Holm's step-down.
    var adjustedPValues: [String: Double] {
        let keys = significantKeys
        let pValues = keys.map { key -> Double in
            let parts = key.split(separator: "#").compactMap { Int($0) }
            let values = runValues[parts[0]]
            guard parts[1] != sweep.baselineIndex else { return 1 }
            return PairedDifference(baseline: values[sweep.baselineIndex], variant: values[parts[1]]).pValue ?? 1
        }
        return Dictionary(uniqueKeysWithValues: zip(keys, HolmCorrection.adjusted(pValues)))
    }

    private var significantKeys: [String] {
        var keys: [String] = []
        let environment = ConclusionEnvironment(sweep: sweep, runValues: nil)
        for conclusion in conclusions {
            guard case .success(let parsed) = ExpressionParser.parseExpectation(conclusion.text) else { continue }
            for question in environment.questions(in: parsed.expression) where question.function == "significant" {
                let key = ConclusionEnvironment.questionKey(metric: question.metric, variant: question.variant)
                if !keys.contains(key) { keys.append(key) }
            }
        }
        return keys
    }

    var environment: ConclusionEnvironment {
        var environment = ConclusionEnvironment(sweep: sweep, runValues: runValues)
        environment.adjustedPValues = adjustedPValues
        environment.level = level
        return environment
    }

    /// Every conclusion checked, in the order written.
    func reports() -> [ExpectationReport] {
        let environment = environment
        return conclusions.map { RunAssembly.conclude($0, environment: environment) }
    }

    /// Whether a conclusion is a guardrail: one call of a guardrail function.
    static func isGuard(_ text: String) -> Bool {
        ConclusionEnvironment.guardFunctions.contains { text.hasPrefix($0 + "(") }
    }

    /// Each conclusion's sentence: the effects it reads, the baseline's own level left out when
    /// a variant's effect on the same metric already states it.
    func details(_ series: ExperimentSeries) -> [ExperimentSeries.ConclusionDetail] {
        let environment = ConclusionEnvironment(sweep: sweep, runValues: nil)
        return conclusions.map { conclusion in
            guard case .success(let parsed) = ExpressionParser.parseExpectation(conclusion.text) else {
                return ExperimentSeries.ConclusionDetail(sentence: "", isGuard: false)
            }
            let questions = environment.questions(in: parsed.expression)
            var effects: [(metric: Int, variant: Int)] = []
            for question in questions where !effects.contains(where: { $0 == (question.metric, question.variant) }) {
                effects.append((question.metric, question.variant))
            }
            let read = effects
            effects.removeAll { effect in
                effect.variant == sweep.baselineIndex
                    && read.contains { $0.metric == effect.metric && $0.variant != sweep.baselineIndex }
            }
            let sentence = effects.map {
                ExperimentEffect(metric: series.metrics[$0.metric], variant: $0.variant, in: series).sentence
            }.joined(separator: " ")
            return ExperimentSeries.ConclusionDetail(sentence: sentence, isGuard: Self.isGuard(conclusion.text))
        }
    }

    /// Each non-baseline effect the conclusions read, broken down by persona kind.
    /// `kindRunValues[kind][metric][variant][seed]`; `metrics` name and title them.
    func segmentEffects(
        kinds: [String], kindRunValues: [[[[Double]]]], metrics: [ExperimentSeries.Metric]
    ) -> [SegmentEffect] {
        guard kinds.count > 1 else { return [] }
        let environment = ConclusionEnvironment(sweep: sweep, runValues: nil)
        var asked: [(metric: Int, variant: Int)] = []
        for conclusion in conclusions {
            guard case .success(let parsed) = ExpressionParser.parseExpectation(conclusion.text) else { continue }
            for question in environment.questions(in: parsed.expression)
            where question.variant != sweep.baselineIndex
                && !asked.contains(where: { $0 == (question.metric, question.variant) })
            {
                asked.append((question.metric, question.variant))
            }
        }
        return asked.flatMap { metricIndex, variantIndex -> [SegmentEffect] in
            let differences = kindRunValues.map { values in
                PairedDifference(
                    baseline: values[metricIndex][sweep.baselineIndex], variant: values[metricIndex][variantIndex])
            }
            let perSeed = kindRunValues.map { values in
                zip(values[metricIndex][variantIndex], values[metricIndex][sweep.baselineIndex]).map { $0 - $1 }
            }
            let pValues = kinds.indices.map { kind -> Double? in
                let others = perSeed.indices.filter { $0 != kind }
                let otherMean = perSeed[kind].indices.map { seed in
                    others.reduce(0) { $0 + perSeed[$1][seed] } / Double(others.count)
                }
                return PairedDifference(baseline: otherMean, variant: perSeed[kind]).pValue
            }
            let adjusted = pValues.contains(nil) ? nil : HolmCorrection.adjusted(pValues.compactMap { $0 })
            return kinds.indices.map { kind in
                SegmentEffect(
                    metricTitle: metrics[metricIndex].title, unit: metrics[metricIndex].unit,
                    variant: sweep.variants[variantIndex].label, kind: kinds[kind], difference: differences[kind],
                    adjustedPDifferent: adjusted?[kind])
            }
        }
    }

    /// The note on the correction, when the file asks more than one `significant` question.
    var correctionNote: String? {
        let count = significantKeys.count
        guard count > 1 else { return nil }
        return "Significance is corrected for the file's \(count) significant() questions by Holm's step-down "
            + "method: each paired t test's p-value is adjusted, and a question is significant when its adjusted "
            + "p-value is at most \(Self.percent(level))."
    }

    /// A level as a percentage with two significant digits: 5.0 %, 0.31 %, 0.020 %.
    static func percent(_ fraction: Double) -> String {
        let percent = 100 * fraction
        return DecimalText.fixed(
            percent, fractionDigits: DecimalText.fractionDigits(showing: 2, of: percent, fallback: 1))
            + " %"
    }
}
