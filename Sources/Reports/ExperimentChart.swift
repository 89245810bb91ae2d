/// One metric of one experiment as an inline SVG line chart: simulated day across, the
/// daily mean across seeds up, one line per variant inside a translucent band spanning its
/// 95 % confidence interval. Pure markup with no script and no external reference, so the
/// report is a single file that opens anywhere.
struct ExperimentChart {
    private static let width = 800.0
    private static let height = 340.0
    private static let plotLeft = 84.0
    private static let plotRight = 560.0
    private static let plotTop = 44.0
    private static let plotBottom = 284.0
    private static let legendLeft = 584.0
    /// About what fits between the legend's left edge and the chart's right edge at 12 px.
    private static let legendLabelLengthMax = 28
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
        title = "\(metric.name) per simulated day"
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
        let lows = series.flatMap { $0.halfWidths.isEmpty ? $0.means : zip($0.means, $0.halfWidths).map(-) }
        let highs = series.flatMap { $0.halfWidths.isEmpty ? $0.means : zip($0.means, $0.halfWidths).map(+) }
        valueAxis = NiceScale.axis(min: lows.min()!, max: highs.max()!)
    }

    /// Every day labelled up to a week; beyond that nice steps, which are whole days since
    /// eight or more days never give a step below one.
    private static func dayAxis(
        dayCount: Int
    ) -> (ticks: [Double], fractionDigits: Int, low: Double, high: Double) {
        guard dayCount > NiceScale.tickCountMax else {
            let ticks = (1...dayCount).map(Double.init)
            return dayCount == 1 ? (ticks, 0, 0.5, 1.5) : (ticks, 0, 1, Double(dayCount))
        }
        let axis = NiceScale.axis(min: 1, max: Double(dayCount))
        return (axis.ticks, axis.fractionDigits, axis.ticks.first!, axis.ticks.last!)
    }

    var svg: String {
        var svg = "<svg class=\"chart\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" "
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
        let lower = days.reversed().map { point(day: $0, value: line.means[$0] - line.halfWidths[$0]) }
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
            let shown = line.label.count > Self.legendLabelLengthMax
                ? String(line.label.prefix(Self.legendLabelLengthMax - 1)) + "…" : line.label
            markup += "<g class=\"legend\"><title>\(XMLEscaping.text(line.label))</title>\n"
            markup += "<rect x=\"\(coordinate(Self.legendLeft))\" y=\"\(coordinate(top))\" width=\"14\" "
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
