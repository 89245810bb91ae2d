/// One variant's effect on one metric among the children of one persona kind, and whether it
/// differs from the effect among the other kinds: a setting can help one kind of child and hurt
/// another, which the average over every child hides.
public struct SegmentEffect: Sendable {
    public let metricTitle: String
    public let unit: String
    public let variant: String
    public let kind: String
    /// The kind's paired difference to the baseline, seed by seed.
    public let difference: PairedDifference
    /// The Holm-adjusted p-value (over the kinds) of the paired t test of this kind's per-seed
    /// effect against the mean of the other kinds' effects on the same seed; nil with one seed.
    public let adjustedPDifferent: Double?

    public init(
        metricTitle: String, unit: String, variant: String, kind: String, difference: PairedDifference,
        adjustedPDifferent: Double?
    ) {
        self.metricTitle = metricTitle
        self.unit = unit
        self.variant = variant
        self.kind = kind
        self.difference = difference
        self.adjustedPDifferent = adjustedPDifferent
    }

    /// Whether the kind's effect differs from the others' at 5 % after the correction.
    public var differs: Bool { (adjustedPDifferent ?? 1) <= 0.05 }

    /// The cells of a segment table: question, kind, difference (95 %), relative change, differs.
    var cells: [String] {
        let summary = difference.difference
        let digits = max(
            1, DecimalText.fractionDigits(showing: 2, of: summary.halfWidth95 ?? summary.mean, fallback: 1))
        var change = DecimalText.signed(summary.mean, fractionDigits: digits)
        if let halfWidth = summary.halfWidth95 {
            change +=
                " (" + DecimalText.signed(summary.mean - halfWidth, fractionDigits: digits) + " to "
                + DecimalText.signed(summary.mean + halfWidth, fractionDigits: digits) + ")"
        }
        let relative = difference.relativePercent.map { DecimalText.signed($0, fractionDigits: 1) + " %" } ?? ""
        let test = adjustedPDifferent.map { p in
            (differs ? "yes" : "no") + (p < 0.001 ? ", p < 0.001" : ", p = " + DecimalText.fixed(p, fractionDigits: 3))
        }
        let changeWithUnit = change + (unit.isEmpty ? "" : " " + unit)
        return ["\(metricTitle) · \(variant)", kind, changeWithUnit, relative, test ?? "—"]
    }

    static let header = [
        "Effect", "Persona kind", "Difference (95 %)", "Relative", "Differs from the other kinds (Holm-adjusted p)",
    ]

    /// How the table reads, for the sentence above it.
    static let note =
        "Effects by persona kind, paired by seed. A kind's effect differs when a paired t test of its per-seed "
        + "effect against the mean of the other kinds' rejects at 5 %, Holm-corrected across the kinds."
}
