/// The forest plot of an experiment: every variant's effect on every metric as a point with
/// its 95 % interval, in percent of the baseline's mean, on one axis with zero marked — the
/// whole experiment's answer at a glance. Effects against a baseline near zero have no
/// relative change (see ``ExperimentEffect/relativeBaselineShareMin``) and are listed, not drawn.
struct ExperimentForestPlot {
    private static let width = 800.0
    private static let labelRight = 430.0
    private static let plotLeft = 450.0
    private static let plotRight = 780.0
    private static let top = 48.0
    private static let rowHeight = 22.0
    /// Labels longer than this are cut with an ellipsis; the table below names every effect whole.
    private static let labelLengthMax = 66

    struct Row {
        let label: String
        let mean: Double
        let low: Double
        let high: Double
        let withinNoise: Bool
    }

    let rows: [Row]
    private let axis: (ticks: [Double], fractionDigits: Int)

    /// Nil when the experiment has no baseline or no effect with a relative change.
    init?(_ experiment: ExperimentSeries) {
        guard let baselineIndex = experiment.baselineIndex else { return nil }
        var rows: [Row] = []
        for metric in experiment.metrics {
            for variantIndex in experiment.variants.indices where variantIndex != baselineIndex {
                let effect = ExperimentEffect(metric: metric, variant: variantIndex, in: experiment)
                guard let relative = effect.relativeInterval, let difference = effect.difference else { continue }
                rows.append(
                    Row(
                        label: "\(metric.title) · \(effect.variantLabel)", mean: relative.mean, low: relative.low,
                        high: relative.high, withinNoise: difference.includesZero))
            }
        }
        guard !rows.isEmpty else { return nil }
        self.rows = rows
        axis = NiceScale.axis(min: min(0, rows.map(\.low).min() ?? 0), max: max(0, rows.map(\.high).max() ?? 0))
    }

    private var height: Double { Self.top + Double(rows.count) * Self.rowHeight + 44 }

    var svg: String {
        let height = height
        var svg =
            "<svg class=\"chart forest\" viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\" "
            + "width=\"\(Int(Self.width))\" height=\"\(Int(height))\" role=\"img\">\n"
        let title = "Effects against the baseline, in % of its mean (95 % intervals)"
        svg += "<title>\(XMLEscaping.text(title))</title>\n"
        svg += text(title, x: Self.width / 2, y: 24, attributes: "class=\"chart-title\" text-anchor=\"middle\"")
        let bottom = Self.top + Double(rows.count) * Self.rowHeight
        for tick in axis.ticks {
            let x = xPosition(tick)
            svg += line(tick == 0 ? "axis" : "grid", x, Self.top - 8, x, bottom)
            let label = DecimalText.fixed(tick, fractionDigits: axis.fractionDigits)
            svg += text(label, x: x, y: bottom + 18, attributes: "text-anchor=\"middle\"")
        }
        svg += text(
            "Change against the baseline (%)", x: (Self.plotLeft + Self.plotRight) / 2, y: bottom + 38,
            attributes: "class=\"axis-title\" text-anchor=\"middle\"")
        for (index, row) in rows.enumerated() {
            let y = Self.top + (Double(index) + 0.5) * Self.rowHeight
            let label =
                row.label.count > Self.labelLengthMax
                ? String(row.label.prefix(Self.labelLengthMax - 1)) + "…" : row.label
            svg += text(label, x: Self.labelRight, y: y + 4, attributes: "text-anchor=\"end\"")
            let colour = row.withinNoise ? "#888888" : ChartPalette.colour(forSeries: 0)
            svg +=
                "<line x1=\"\(coordinate(xPosition(row.low)))\" y1=\"\(coordinate(y))\" "
                + "x2=\"\(coordinate(xPosition(row.high)))\" y2=\"\(coordinate(y))\" stroke=\"\(colour)\" "
                + "stroke-width=\"2\"/>\n"
            svg +=
                "<circle cx=\"\(coordinate(xPosition(row.mean)))\" cy=\"\(coordinate(y))\" r=\"4\" "
                + "fill=\"\(colour)\"/>\n"
        }
        return svg + "</svg>\n"
    }

    private func xPosition(_ value: Double) -> Double {
        let low = axis.ticks.first ?? 0
        let high = axis.ticks.last ?? 1
        let span = high > low ? high - low : 1
        return Self.plotLeft + (value - low) / span * (Self.plotRight - Self.plotLeft)
    }

    private func coordinate(_ value: Double) -> String { DecimalText.fixed(value, fractionDigits: 1) }

    private func line(_ cssClass: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line class=\"\(cssClass)\" x1=\"\(coordinate(x1))\" y1=\"\(coordinate(y1))\" "
            + "x2=\"\(coordinate(x2))\" y2=\"\(coordinate(y2))\"/>\n"
    }

    private func text(_ content: String, x: Double, y: Double, attributes: String) -> String {
        "<text x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" \(attributes)>\(XMLEscaping.text(content))</text>\n"
    }
}
