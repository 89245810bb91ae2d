/// A scenario's expectations over seeds, checked once all its runs are done: each figure they
/// read as a distribution over the seeds (mean and the middle 95 %), and each expectation's
/// values. A run of one seed (`--seed`) reproduces a run, not the sample: nothing is checked.
public struct OverSeedsReport: Sendable {
    public struct Figure: Sendable {
        /// A share (0 to 1, shown in percent) or a count.
        public enum Unit: String, Sendable { case share, count }

        /// As written, e.g. `recall(moderate)`.
        public var text: String
        public var unit: Unit
        /// The seeds that defined it.
        public var seeds: Int
        public var mean: Double
        /// The 2.5th and 97.5th percentiles.
        public var low: Double
        public var high: Double

        public init(text: String, unit: Unit, seeds: Int, mean: Double, low: Double, high: Double) {
            self.text = text
            self.unit = unit
            self.seeds = seeds
            self.mean = mean
            self.low = low
            self.high = high
        }

        /// "87.12 %" or "3.5".
        public func formatted(_ value: Double) -> String {
            switch unit {
            case .share:
                let hundredths = Int((value * 10_000).rounded())
                let tail = hundredths % 100
                return "\(hundredths / 100).\(tail < 10 ? "0" : "")\(tail) %"
            case .count:
                let tenths = Int((value * 10).rounded())
                return "\(tenths / 10).\(tenths % 10)"
            }
        }
    }

    public var file: String
    public var name: String
    /// The seeds of the sample, in order.
    public var seeds: [UInt64]
    /// Only one seed ran (`--seed`): the expectations, which speak of the sample, were not checked.
    public var isPartial: Bool
    public var expectations: [ExpectationReport]
    public var figures: [Figure]

    public init(
        file: String, name: String, seeds: [UInt64], isPartial: Bool, expectations: [ExpectationReport],
        figures: [Figure]
    ) {
        precondition(!isPartial || expectations.isEmpty, "a partial sample checks nothing")
        self.file = file
        self.name = name
        self.seeds = seeds
        self.isPartial = isPartial
        self.expectations = expectations
        self.figures = figures
    }

    /// A partial sample has checked nothing, so it neither held nor failed.
    public var status: ScenarioReport.Status {
        expectations.allSatisfy { $0.status == .passed } ? .passed : .failed
    }

    public var statusText: String { isPartial ? "partial" : status.rawValue }

    /// "seeds 1..50", or the list when they do not follow each other.
    public var seedsText: String {
        guard let first = seeds.first, let last = seeds.last else { return "no seed" }
        if seeds.count == 1 { return "seed \(first)" }
        let consecutive = zip(seeds, seeds.dropFirst()).allSatisfy { $1 == $0 + 1 }
        return consecutive ? "seeds \(first)..\(last)" : "seeds " + seeds.map(String.init).joined(separator: ", ")
    }

    /// The command that runs the same sample again.
    public var reproduce: String {
        let command = "swift run -c release rewardsim run \(file)"
        guard let first = seeds.first, let last = seeds.last, seeds.count > 1 else { return command }
        return command + " --seeds \(first)..\(last)"
    }

    /// "Population … [expectations over 30 seeds]".
    public var title: String { "\(name) [expectations over \(Plural.count(seeds.count, "seed"))]" }

    public var json: JSONValue {
        JSONValue(object: [
            ("file", .string(file)),
            ("name", .string(name)),
            ("status", .string(statusText)),
            ("seeds", .array(seeds.map { .string(String($0)) })),
            (
                "figures",
                .array(
                    figures.map { figure in
                        JSONValue(object: [
                            ("figure", .string(figure.text)), ("unit", .string(figure.unit.rawValue)),
                            ("seeds", .integer(Int64(figure.seeds))), ("mean", .number(figure.mean, fractionDigits: 4)),
                            ("low", .number(figure.low, fractionDigits: 4)),
                            ("high", .number(figure.high, fractionDigits: 4)),
                        ])
                    })
            ),
            ("expectations", .array(expectations.map(\.json))),
        ])
    }

    var junitCase: JUnitTestCase {
        let failed = expectations.filter { $0.status != .passed }
        let outcome: JUnitTestCase.Outcome
        if isPartial {
            outcome = .skipped(message: "one seed ran (\(seedsText)): the expectations over seeds were not checked")
        } else if failed.isEmpty {
            outcome = .passed
        } else {
            outcome = .failed(
                message: ExpectationReport.junitMessage(failed),
                type: failed.contains { $0.status == .error } ? "ExpectationError" : "ExpectationFailed",
                details: failed.map(\.explanation).joined(separator: "\n\n"))
        }
        return JUnitTestCase(
            name: title, classname: file, outcome: outcome,
            systemOut: "\(seedsText)\nreproduce: \(reproduce)\n" + figureLines.map { $0 + "\n" }.joined())
    }

    /// "recall(moderate): mean 87.12 %, 95 % of seeds within 84.50 %–89.90 % (30 seeds)".
    public var figureLines: [String] {
        figures.map { figure in
            "\(figure.text): mean \(figure.formatted(figure.mean)), 95 % of seeds within "
                + "\(figure.formatted(figure.low))–\(figure.formatted(figure.high)) "
                + "(\(Plural.count(figure.seeds, "seed")))"
        }
    }

    /// summary.md's and report.html's part: the distributions, then each expectation's values.
    public var section: ReportSection {
        let verdict = isPartial ? "not checked: one seed ran" : status == .passed ? "held" : "FAILED"
        var tables = [
            ReportSection.Table(
                caption: "Each figure the expectations read, over the seeds that defined it",
                header: ["figure", "seeds", "mean", "2.5th percentile", "97.5th percentile"],
                rows: figures.map {
                    [$0.text, String($0.seeds), $0.formatted($0.mean), $0.formatted($0.low), $0.formatted($0.high)]
                }
            )
        ]
        if !expectations.isEmpty {
            tables.append(
                ReportSection.Table(
                    caption: "Expectations over seeds",
                    header: ["expectation", "values", "result"],
                    rows: expectations.map { expectation in
                        let values =
                            expectation.values.map { "\($0.expression) = \($0.value)" }
                            + (expectation.message.map { [$0] } ?? [])
                        return [expectation.expression, values.joined(separator: "; "), expectation.status.rawValue]
                    }
                ))
        }
        return ReportSection(
            title: "Over seeds: \(name)",
            paragraphs: ["`\(file)` over \(seedsText): \(verdict)."], tables: tables)
    }
}
