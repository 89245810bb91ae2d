import Reports

/// Experiments built from formulas rather than a random generator, so every figure in the
/// tests can be worked out by hand.
enum ExperimentFixtures {
    /// Two variants, two seeds, two days, two metrics. `reward_minutes` is 100 + 10·day for
    /// the baseline plus a per-seed offset (0 or 4), and 10 % more for `double points`;
    /// `redemptions` is 2.5 on every day for everybody.
    static func small(scenario: String = "weekly-cap", title: String = "Weekly cap") -> ExperimentSeries {
        let rewardBaseline: [[Double]] = [[110, 120], [114, 124]]
        let rewardVariant = rewardBaseline.map { $0.map { $0 * 1.1 } }
        let flat: [[Double]] = [[2.5, 2.5], [2.5, 2.5]]
        return ExperimentSeries(
            scenario: scenario, title: title,
            variants: [.init(label: "standard", isBaseline: true), .init(label: "double points")],
            seeds: [11, 12], dayCount: 2,
            metrics: [
                .init(
                    name: "reward_minutes", unit: "min", values: [rewardBaseline, rewardVariant],
                    runValues: [rewardBaseline.map(sum), rewardVariant.map(sum)]
                ),
                .init(name: "redemptions", unit: "", values: [flat, flat], runValues: [[5, 5], [5, 5]]),
            ],
            conclusions: [("reward minutes rise", true), ("redemptions fall", false)]
        )
    }

    /// `variantCount` variants (the first the baseline), each `metricCount` metrics with
    /// values that vary by seed and day and grow by 3 % per variant.
    static func large(
        scenario: String, variantCount: Int, seedCount: Int, dayCount: Int, metricCount: Int
    ) -> ExperimentSeries {
        let seeds = (1...seedCount).map(UInt64.init)
        let metrics = (0..<metricCount).map { metricIndex in
            let values = (0..<variantCount).map { variantIndex in
                seeds.map { seed in
                    (1...dayCount).map { day in
                        let noise = Double((Int(seed) * 37 + day * 11 + metricIndex * 5) % 17)
                        return (100 + noise) * (1 + 0.03 * Double(variantIndex))
                    }
                }
            }
            return ExperimentSeries.Metric(
                name: "metric_\(metricIndex)", unit: "points", values: values,
                runValues: values.map { $0.map(sum) }
            )
        }
        return ExperimentSeries(
            scenario: scenario, title: "Sweep of \(scenario)",
            variants: (0..<variantCount).map { .init(label: "setting \($0)", isBaseline: $0 == 0) },
            seeds: seeds, dayCount: dayCount, metrics: metrics,
            conclusions: [("the sweep ran", true)]
        )
    }

    /// One variant, one seed: no interval, no band, no baseline to compare with.
    static func single(dayCount: Int) -> ExperimentSeries {
        ExperimentSeries(
            scenario: "solo", title: "Solo", variants: [.init(label: "only", isBaseline: true)],
            seeds: [7], dayCount: dayCount,
            metrics: [
                .init(
                    name: "points", unit: "points", values: [[(1...dayCount).map { Double($0) * 3 }]],
                    runValues: [[Double(dayCount) * 3]]
                )
            ]
        )
    }

    private static func sum(_ values: [Double]) -> Double { values.reduce(0, +) }
}
