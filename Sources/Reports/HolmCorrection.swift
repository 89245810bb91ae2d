/// Holm's step-down correction (Holm 1979) for asking several questions of one experiment:
/// sort the p-values, compare the i-th smallest of m with α / (m − i + 1) and stop at the first
/// that fails. It holds the chance of any false "significant" at α whatever the questions'
/// dependence, and is never less powerful than Bonferroni.
public enum HolmCorrection {
    /// The adjusted p-values, in the order given (as R's `p.adjust(p, "holm")`): a question is
    /// significant at α when its adjusted p-value is at most α.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 0, count: pValues.count)
        var runningMax = 0.0
        for (rank, index) in order.enumerated() {
            runningMax = max(runningMax, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = runningMax
        }
        return adjusted
    }

    /// Which questions are significant at `alpha` after the correction, in the order given.
    public static func rejected(_ pValues: [Double], alpha: Double = 0.05) -> [Bool] {
        adjusted(pValues).map { $0 <= alpha }
    }
}
