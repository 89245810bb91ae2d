/// `results.csv`: every daily value of every experiment in long format, one value per row,
/// for anyone who wants to redo the statistics in a spreadsheet or a notebook.
public enum ExperimentCSVWriter {
    public static let header = ["scenario", "variant", "seed", "day", "metric", "value"]

    /// Rows run by experiment, variant, seed, day (from 1) and metric, each in the order
    /// given. Values have at most four decimals with trailing zeros dropped (`12`, `0.5`,
    /// `3.1416`), which keeps integer counts exact and the file short.
    public static func render(_ experiments: [ExperimentSeries]) -> String {
        var rows: [[String]] = []
        for experiment in experiments {
            for (variantIndex, variant) in experiment.variants.enumerated() {
                for (seedIndex, seed) in experiment.seeds.enumerated() {
                    for dayIndex in 0..<experiment.dayCount {
                        for metric in experiment.metrics {
                            let value = metric.values[variantIndex][seedIndex][dayIndex]
                            rows.append([
                                experiment.scenario, variant.label, String(seed), String(dayIndex + 1),
                                metric.name, DecimalText.compact(value),
                            ])
                        }
                    }
                }
            }
        }
        return CSVWriter.render(header: header, rows: rows)
    }
}
