import Checkers

/// The confusion matrix per strictness level as a plain-text table for the terminal, with
/// columns padded to a common width (the figures are ASCII).
extension AntiGamingFigures {
    public var table: String {
        let header = ["strictness", "TP", "FP", "TN", "FN", "precision", "recall", "FP rate", "honest min withheld"]
        let rows = zip(Self.levels, byStrictness).map { level, counts in
            [
                level.rawValue, String(counts.truePositives), String(counts.falsePositives),
                String(counts.trueNegatives),
                String(counts.falseNegatives), Self.percent(counts.precision), Self.percent(counts.recall),
                Self.percent(counts.falsePositiveRate), String(counts.withheldHonestMinutes),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        return ([header] + rows).map { cells in
            zip(cells, widths).enumerated().map { column, pair in
                let padding = String(repeating: " ", count: pair.1 - pair.0.count)
                return column == 0 ? pair.0 + padding : padding + pair.0
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// `97.5 %`, or `—` when undefined.
    static func percent(_ ratio: Double?) -> String {
        guard let ratio else { return "—" }
        let tenths = Int((ratio * 1_000).rounded())
        return "\(tenths / 10).\(tenths % 10) %"
    }
}
