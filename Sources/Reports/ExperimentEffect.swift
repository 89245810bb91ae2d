/// One variant's effect on one metric, as a decision reads it: the variant's level beside the
/// baseline's, the paired difference with its 95 % interval, the change relative to the
/// baseline where that means something, and the whole in one plain sentence.
public struct ExperimentEffect: Sendable {
    /// A relative change is shown only when the baseline's mean is at least this share of the
    /// largest mean of any variant: against a baseline near zero a percentage explodes
    /// (0.6 % → 27.8 % would read "+4300 %") and says nothing.
    public static let relativeBaselineShareMin = 0.1

    public let metric: ExperimentSeries.Metric
    public let variantLabel: String
    public let level: SampleSummary
    /// nil for the baseline itself, or when the experiment has no baseline.
    public let difference: PairedDifference?
    /// Whether the baseline is far enough from zero for a relative change (see
    /// ``relativeBaselineShareMin``).
    public let showsRelative: Bool

    public init(metric: ExperimentSeries.Metric, variant variantIndex: Int, in experiment: ExperimentSeries) {
        self.metric = metric
        variantLabel = experiment.variants[variantIndex].label
        level = metric.runSummary(variant: variantIndex)
        guard let baselineIndex = experiment.baselineIndex else {
            difference = nil
            showsRelative = false
            return
        }
        difference = metric.runDifference(variant: variantIndex, baseline: baselineIndex)
        let baselineMean = abs(metric.runSummary(variant: baselineIndex).mean)
        let largestMean = experiment.variants.indices.map { abs(metric.runSummary(variant: $0).mean) }.max() ?? 0
        showsRelative = baselineMean > 0 && baselineMean >= Self.relativeBaselineShareMin * largestMean
    }

    /// Decimals for the metric's values: two significant digits of the noisiest interval.
    var fractionDigits: Int {
        let spread = difference?.difference.halfWidth95 ?? level.halfWidth95 ?? abs(level.mean)
        return max(1, DecimalText.fractionDigits(showing: 2, of: spread, fallback: 1))
    }

    /// The difference's 95 % interval in the metric's unit.
    public var differenceInterval: (low: Double, high: Double)? {
        guard let difference, let halfWidth = difference.difference.halfWidth95 else { return nil }
        return (difference.difference.mean - halfWidth, difference.difference.mean + halfWidth)
    }

    /// The change and its 95 % interval in percent of the baseline's mean; nil where not shown.
    public var relativeInterval: (mean: Double, low: Double, high: Double)? {
        guard showsRelative, let difference, let percent = difference.relativePercent,
            let halfWidth = difference.relativeHalfWidthPercent
        else { return nil }
        return (percent, percent - halfWidth, percent + halfWidth)
    }

    /// "With daily_reward_limit=60m: reward minutes per child per day down 10.6 % (8.9–12.3 %),
    /// 41.48 min against 46.42 min at the baseline." Up and down need no verb to agree with the
    /// metric's words; a share's change is in percentage points.
    public var sentence: String {
        let digits = fractionDigits
        let unit = metric.unit.isEmpty ? "" : (metric.unit == "%" ? " %" : " " + metric.unit)
        let levelText = DecimalText.fixed(level.mean, fractionDigits: digits) + unit
        guard let difference else {
            return "At \(variantLabel): \(metric.title) \(levelText) on average."
        }
        let baselineText = DecimalText.fixed(difference.baselineMean, fractionDigits: digits) + unit
        let against = ", \(levelText) against \(baselineText) at the baseline."
        let change = difference.difference.mean
        if difference.includesZero {
            let interval = differenceInterval.map {
                " (difference \(Self.range($0.low, $0.high, digits: digits))\(unit))"
            }
            return "With \(variantLabel): \(metric.title) no different from the baseline beyond noise"
                + (interval ?? "") + against
        }
        let verb = change > 0 ? "up" : "down"
        let changeUnit = metric.unit == "%" ? " percentage points" : unit
        let amount: String
        if let relative = relativeInterval {
            amount =
                DecimalText.fixed(abs(relative.mean), fractionDigits: 1) + " % ("
                + Self.magnitudes(relative.low, relative.high, digits: 1) + " %)"
        } else if let interval = differenceInterval {
            amount =
                DecimalText.fixed(abs(change), fractionDigits: digits) + changeUnit + " ("
                + Self.magnitudes(interval.low, interval.high, digits: digits) + ")"
        } else {
            amount = DecimalText.fixed(abs(change), fractionDigits: digits) + changeUnit
        }
        return "With \(variantLabel): \(metric.title) \(verb) \(amount)" + against
    }

    /// An interval of a change of one sign as sizes, smaller first: −13.9…−7.1 → "7.1–13.9".
    static func magnitudes(_ low: Double, _ high: Double, digits: Int) -> String {
        let sizes = [abs(low), abs(high)].sorted()
        return DecimalText.fixed(sizes[0], fractionDigits: digits) + "–"
            + DecimalText.fixed(sizes[1], fractionDigits: digits)
    }

    /// "−1.2 to +0.4".
    static func range(_ low: Double, _ high: Double, digits: Int) -> String {
        DecimalText.signed(low, fractionDigits: digits) + " to " + DecimalText.signed(high, fractionDigits: digits)
    }
}
