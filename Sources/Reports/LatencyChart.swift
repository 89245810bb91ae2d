import Foundation

/// Sync latencies of the runs of one report as an inline SVG: per run a row, per kind of change
/// a line from the median to the 95th percentile with a dot at the median and a tick at the
/// longest, on a logarithmic time axis — seconds and days side by side, as sync delays range.
public struct LatencyChart: Sendable {
    /// Median, 95th percentile and longest of one kind of change, in ms.
    public struct Spread: Sendable {
        public let p50Ms: Int64
        public let p95Ms: Int64
        public let maxMs: Int64

        public init(p50Ms: Int64, p95Ms: Int64, maxMs: Int64) {
            self.p50Ms = p50Ms
            self.p95Ms = p95Ms
            self.maxMs = maxMs
        }
    }

    public struct Row: Sendable {
        public let label: String
        /// In the order of `kinds`; nil where the run had none of that kind.
        public let spreads: [Spread?]

        public init(label: String, spreads: [Spread?]) {
            self.label = label
            self.spreads = spreads
        }
    }

    private static let width = 960.0
    private static let plotLeft = 300.0
    private static let plotRight = 940.0
    private static let rowHeight = 22.0
    private static let top = 30.0
    /// 100 ms to 10 days: the axis's fixed decades, so two reports compare at a glance.
    private static let decades: [(ms: Double, label: String)] = [
        (100, "100 ms"), (1_000, "1 s"), (10_000, "10 s"), (60_000, "1 min"), (600_000, "10 min"),
        (3_600_000, "1 h"), (36_000_000, "10 h"), (86_400_000, "1 d"), (864_000_000, "10 d"),
    ]

    private let kinds: [String]
    private let rows: [Row]

    public init(kinds: [String], rows: [Row]) {
        precondition(
            kinds.count <= 2 && rows.allSatisfy { $0.spreads.count == kinds.count },
            "a spread per kind, at most two kinds")
        self.kinds = kinds
        self.rows = rows
    }

    public func svg() -> String {
        let bottom = Self.top + Double(rows.count) * Self.rowHeight
        let height = bottom + 40
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\" "
            + "role=\"img\" aria-label=\"Sync latency per run\" font-family=\"sans-serif\" font-size=\"12\">\n"
            + "<title>Sync latency per run</title>\n"
        for decade in Self.decades {
            let tickX = format(x(decade.ms))
            svg +=
                "<line x1=\"\(tickX)\" y1=\"\(format(Self.top - 4))\" x2=\"\(tickX)\" y2=\"\(format(bottom))\" "
                + "stroke=\"#ddd\"/>"
                + "<text x=\"\(tickX)\" y=\"\(format(Self.top - 10))\" text-anchor=\"middle\" fill=\"#444\" "
                + "font-size=\"11\">"
                + "\(decade.label)</text>\n"
        }
        for (index, row) in rows.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight
            svg +=
                "<text x=\"\(format(Self.plotLeft - 8))\" y=\"\(format(y + 15))\" text-anchor=\"end\">"
                + "\(XMLEscaping.text(Self.shortened(row.label)))<title>\(XMLEscaping.text(row.label))</title></text>\n"
            for (kindIndex, spread) in row.spreads.enumerated() {
                guard let spread else { continue }
                let lineY = format(y + 7 + Double(kindIndex) * 8)
                let colour = ChartPalette.colour(forSeries: kindIndex)
                let describe =
                    "\(kinds[kindIndex]): median \(spread.p50Ms) ms, 95th \(spread.p95Ms) ms, longest "
                    + "\(spread.maxMs) ms"
                svg +=
                    "<g><title>\(XMLEscaping.text(describe))</title>"
                    + "<line x1=\"\(format(x(Double(spread.p50Ms))))\" y1=\"\(lineY)\" "
                    + "x2=\"\(format(x(Double(spread.p95Ms))))\" "
                    + "y2=\"\(lineY)\" stroke=\"\(colour)\" stroke-width=\"3\"/>"
                    + "<circle cx=\"\(format(x(Double(spread.p50Ms))))\" cy=\"\(lineY)\" r=\"3.5\" fill=\"\(colour)\"/>"
                    + "<line x1=\"\(format(x(Double(spread.maxMs))))\" y1=\"\(format(y + 3 + Double(kindIndex) * 8))\" "
                    + "x2=\"\(format(x(Double(spread.maxMs))))\" y2=\"\(format(y + 11 + Double(kindIndex) * 8))\" "
                    + "stroke=\"\(colour)\" stroke-width=\"2\"/></g>\n"
            }
        }
        var left = Self.plotLeft
        for (index, kind) in kinds.enumerated() {
            svg +=
                "<circle cx=\"\(format(left + 5))\" cy=\"\(format(bottom + 20))\" r=\"4\" "
                + "fill=\"\(ChartPalette.colour(forSeries: index))\"/>"
                + "<text x=\"\(format(left + 14))\" y=\"\(format(bottom + 24))\">\(XMLEscaping.text(kind))</text>\n"
            left += 24 + Double(kind.count) * 6.5
        }
        svg +=
            "<text x=\"\(format(left))\" y=\"\(format(bottom + 24))\" fill=\"#444\">dot: median · line: to the 95th "
            + "percentile · tick: longest</text>\n"
        return svg + "</svg>\n"
    }

    private func x(_ ms: Double) -> Double {
        let low = log10(Self.decades.first!.ms)
        let high = log10(Self.decades.last!.ms)
        let clamped = min(max(log10(max(ms, 1)), low), high)
        return Self.plotLeft + (Self.plotRight - Self.plotLeft) * (clamped - low) / (high - low)
    }

    private func format(_ value: Double) -> String {
        DecimalText.fixed(value, fractionDigits: 1)
    }

    /// Labels longer than fit left of the plot end in an ellipsis; the full one is the tooltip.
    static func shortened(_ label: String) -> String {
        label.count <= 44 ? label : String(label.prefix(43)) + "…"
    }
}
