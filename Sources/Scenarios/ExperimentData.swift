/// Everything an experiment's conclusions read: its variants, its seeds, and each metric's
/// value over the run for every variant and seed.
public struct ExperimentData: Sendable {
    public struct Variant: Sendable {
        public let label: String
        /// Parameter name and the value as written, e.g. (`conversion_rate`, `15`).
        public let assignments: [(name: String, text: String)]
    }

    public let variants: [Variant]
    public let baselineIndex: Int
    public let seeds: [UInt64]
    /// runValues[metric][variant][seed], metrics in `ExperimentMetric.all` order.
    public let runValues: [[[Double]]]

    /// The variants whose swept values include every one of `selectors`.
    func variants(matching selectors: [(parameter: SweepParameter, value: SweepValue)]) -> [Int] {
        variants.indices.filter { index in
            selectors.allSatisfy { selector in
                variants[index].assignments.contains { assignment in
                    assignment.name == selector.parameter.name
                        && (try? selector.parameter.parse(assignment.text).get()) == selector.value
                }
            }
        }
    }
}
