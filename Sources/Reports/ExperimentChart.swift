/// One metric of one experiment as an inline SVG line chart: simulated day across, the
/// daily mean across seeds up, one line per variant inside a translucent band spanning its
/// 95 % confidence interval. Pure markup with no script and no external reference, so the
/// report is a single file that opens anywhere.
struct ExperimentChart {
    private static let width = 800.0
    private static let height = 340.0
    private static let plotLeft = 84.0
    private static let plotRight = 520.0
    private static let plotTop = 44.0
    private static let plotBottom = 284.0
    private static let legendLeft = 540.0
    /// About what fits between the legend's left edge and the chart's right edge at 12 px:
    /// `conversion_rate=15 (baseline)` and its like whole.
    private static let legendLabelLengthMax = 38
    /// With few days each point is drawn as a dot too; a single day would otherwise be an
    /// invisible line of one point.
    private static let markedDayCountMax = 14

    private struct Series {
        let label: String
        let means: [Double]
        /// Empty when a single seed gives no interval.
        let halfWidths: [Double]
    }

    private let title: String
    private let valueAxisTitle: String
    private let series: [Series]
    private let dayCount: Int
    private let dayAxis: (ticks: [Double], fractionDigits: Int, low: Double, high: Double)
    private let valueAxis: (ticks: [Double], fractionDigits: Int)

    init(metric: ExperimentSeries.Metric, of experiment: ExperimentSeries) {
        title = "\(metric.title), by simulated day"
        valueAxisTitle = metric.heading
        let dayCount = experiment.dayCount
        self.dayCount = dayCount
        series = experiment.variants.indices.map { variantIndex in
            let summaries = (0..<dayCount).map { metric.dailySummary(variant: variantIndex, day: $0) }
            let halfWidths = summaries.compactMap(\.halfWidth95)
            return Series(
                label: experiment.variants[variantIndex].headingLabel,
                means: summaries.map(\.mean),
                halfWidths: halfWidths.count == summaries.count ? halfWidths : []
            )
        }
        dayAxis = Self.dayAxis(dayCount: dayCount)
        // A figure that is never negative (minutes, points, a share) gets no band below zero,
        // and so no axis below it.
        let floor = series.allSatisfy { $0.means.allSatisfy { $0 >= 0 } } ? 0 : -Double.infinity
        valueFloor = floor
        let lows = series.flatMap { line in
            line.halfWidths.isEmpty ? line.means : zip(line.means, line.halfWidths).map { max(floor, $0 - $1) }
        }
        let highs = series.flatMap { $0.halfWidths.isEmpty ? $0.means : zip($0.means, $0.halfWidths).map(+) }
        valueAxis = NiceScale.axis(min: lows.min()!, max: highs.max()!)
    }

    /// The lowest value a band may reach: zero for a figure that is never negative.
    private let valueFloor: Double

    /// Day steps that read as whole days: 1, 2, 5, a week, two weeks, then multiples of four weeks.
    private static let dayStepCandidates = [1, 2, 5, 7, 14] + (1...100).map { $0 * 28 }

    /// The axis spans day 1 to the last full day. Every day is labelled up to a week; beyond
    /// that day 1 and every multiple of a whole-day step — never a fraction of a day.
    private static func dayAxis(
        dayCount: Int
    ) -> (ticks: [Double], fractionDigits: Int, low: Double, high: Double) {
        guard dayCount > NiceScale.tickCountMax else {
            let ticks = (1...dayCount).map(Double.init)
            return dayCount == 1 ? (ticks, 0, 0.5, 1.5) : (ticks, 0, 1, Double(dayCount))
        }
        let step = dayStepCandidates.first { dayCount / $0 < NiceScale.tickCountMax } ?? dayCount
        let ticks = [1] + stride(from: step, through: dayCount, by: step).filter { $0 > 1 }
        return (ticks.map(Double.init), 0, 1, Double(dayCount))
    }

    var svg: String {
        var svg =
            "<svg class=\"chart\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" "
            + "width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" role=\"img\">\n"
        svg += "<title>\(XMLEscaping.text(title))</title>\n"
        let titleAttributes = "class=\"chart-title\" text-anchor=\"middle\""
        svg += text(title, x: (Self.plotLeft + Self.plotRight) / 2, y: 24, attributes: titleAttributes)
        svg += valueAxisMarkup() + dayAxisMarkup()
        for (index, line) in series.enumerated() where !line.halfWidths.isEmpty {
            svg += bandMarkup(line, colour: ChartPalette.colour(forSeries: index))
        }
        for (index, line) in series.enumerated() {
            svg += lineMarkup(line, index: index)
        }
        svg += legendMarkup()
        return svg + "</svg>\n"
    }

    private func valueAxisMarkup() -> String {
        var markup = ""
        for tick in valueAxis.ticks {
            let y = yPosition(tick)
            markup += segment("grid", from: (Self.plotLeft, y), to: (Self.plotRight, y))
            let label = DecimalText.fixed(tick, fractionDigits: valueAxis.fractionDigits)
            markup += text(label, x: Self.plotLeft - 8, y: y + 4, attributes: "text-anchor=\"end\"")
        }
        let middle = coordinate((Self.plotTop + Self.plotBottom) / 2)
        return markup + "<text class=\"axis-title\" text-anchor=\"middle\" "
            + "transform=\"translate(16 \(middle)) rotate(-90)\">\(XMLEscaping.text(valueAxisTitle))</text>\n"
    }

    private func dayAxisMarkup() -> String {
        let bottom = Self.plotBottom
        var markup = segment("axis", from: (Self.plotLeft, bottom), to: (Self.plotRight, bottom))
        for tick in dayAxis.ticks {
            let x = xPosition(tick)
            markup += segment("axis", from: (x, Self.plotBottom), to: (x, Self.plotBottom + 5))
            let label = DecimalText.fixed(tick, fractionDigits: dayAxis.fractionDigits)
            markup += text(label, x: x, y: Self.plotBottom + 20, attributes: "text-anchor=\"middle\"")
        }
        let middle = (Self.plotLeft + Self.plotRight) / 2
        let attributes = "class=\"axis-title\" text-anchor=\"middle\""
        return markup + text("Simulated day", x: middle, y: Self.plotBottom + 44, attributes: attributes)
    }

    /// The upper edge left to right, then the lower edge back, as one closed shape.
    private func bandMarkup(_ line: Series, colour: String) -> String {
        let days = line.means.indices
        let upper = days.map { point(day: $0, value: line.means[$0] + line.halfWidths[$0]) }
        let lower = days.reversed().map { point(day: $0, value: max(valueFloor, line.means[$0] - line.halfWidths[$0])) }
        let points = (upper + lower).joined(separator: " ")
        return "<polygon class=\"band\" fill=\"\(colour)\" points=\"\(points)\"/>\n"
    }

    private func lineMarkup(_ line: Series, index: Int) -> String {
        let colour = ChartPalette.colour(forSeries: index)
        let dash = ChartPalette.dashPattern(forSeries: index).map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let points = line.means.indices.map { point(day: $0, value: line.means[$0]) }.joined(separator: " ")
        var markup = "<polyline class=\"line\" stroke=\"\(colour)\"\(dash) points=\"\(points)\"/>\n"
        guard dayCount <= Self.markedDayCountMax else { return markup }
        for (dayIndex, mean) in line.means.enumerated() {
            let x = coordinate(xPosition(Double(dayIndex + 1)))
            let y = coordinate(yPosition(mean))
            markup += "<circle fill=\"\(colour)\" r=\"3\" cx=\"\(x)\" cy=\"\(y)\"/>\n"
        }
        return markup
    }

    /// Long labels are shortened to fit beside the plot; the full label is the tooltip.
    private func legendMarkup() -> String {
        var markup = ""
        for (index, line) in series.enumerated() {
            let top = Self.plotTop + 20 * Double(index)
            let shown =
                line.label.count > Self.legendLabelLengthMax
                ? String(line.label.prefix(Self.legendLabelLengthMax - 1)) + "…" : line.label
            markup += "<g class=\"legend\"><title>\(XMLEscaping.text(line.label))</title>\n"
            markup +=
                "<rect x=\"\(coordinate(Self.legendLeft))\" y=\"\(coordinate(top))\" width=\"14\" "
                + "height=\"14\" fill=\"\(ChartPalette.colour(forSeries: index))\"/>\n"
            markup += text(shown, x: Self.legendLeft + 20, y: top + 11, attributes: nil) + "</g>\n"
        }
        return markup
    }

    private func text(_ content: String, x: Double, y: Double, attributes: String?) -> String {
        let extra = attributes.map { " " + $0 } ?? ""
        return "<text x=\"\(coordinate(x))\" y=\"\(coordinate(y))\"\(extra)>"
            + XMLEscaping.text(content) + "</text>\n"
    }

    private func segment(
        _ cssClass: String, from start: (x: Double, y: Double), to end: (x: Double, y: Double)
    ) -> String {
        "<line class=\"\(cssClass)\" x1=\"\(coordinate(start.x))\" y1=\"\(coordinate(start.y))\" "
            + "x2=\"\(coordinate(end.x))\" y2=\"\(coordinate(end.y))\"/>\n"
    }

    private func point(day dayIndex: Int, value: Double) -> String {
        coordinate(xPosition(Double(dayIndex + 1))) + "," + coordinate(yPosition(value))
    }

    private func xPosition(_ day: Double) -> Double {
        let fraction = (day - dayAxis.low) / (dayAxis.high - dayAxis.low)
        return Self.plotLeft + fraction * (Self.plotRight - Self.plotLeft)
    }

    private func yPosition(_ value: Double) -> Double {
        let (low, high) = (valueAxis.ticks.first!, valueAxis.ticks.last!)
        return Self.plotBottom - (value - low) / (high - low) * (Self.plotBottom - Self.plotTop)
    }

    /// One decimal: a tenth of a pixel is finer than any screen shows, and fixed digits keep
    /// the bytes the same everywhere.
    private func coordinate(_ value: Double) -> String {
        DecimalText.fixed(value, fractionDigits: 1)
    }
}
