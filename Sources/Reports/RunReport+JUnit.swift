extension RunReport {
    /// `junit.xml`: one test suite per scenario file, one test case per scenario and seed.
    public var junit: JUnitReport {
        var files: [String] = []
        for scenario in scenarios where !files.contains(scenario.file) { files.append(scenario.file) }
        let suites = files.map { file in
            JUnitTestSuite(
                name: file, file: file,
                cases: scenarios.filter { $0.file == file }.map(\.junitCase)
                    + experiments.filter { $0.file == file }.map(\.junitCase)
                    + sometimes.filter { $0.file == file }.map(\.junitCase)
                    + overSeeds.filter { $0.file == file }.map(\.junitCase))
        }
        return JUnitReport(name: "rewardsim", suites: suites)
    }
}

extension ScenarioReport {
    var junitCase: JUnitTestCase {
        let failed = expectations.filter { $0.status != .passed }
        let outcome: JUnitTestCase.Outcome
        if status == .passed {
            outcome = .passed
        } else if let error {
            outcome = .error(
                message: error, type: "RunNotJudged", details: ([error] + warnings).joined(separator: "\n"))
        } else if failed.isEmpty {
            outcome = .error(
                message: warnings.first ?? "the run did not finish", type: "RunError",
                details: warnings.joined(separator: "\n"))
        } else {
            outcome = .failed(
                message: ExpectationReport.junitMessage(failed),
                type: failed.contains { $0.status == .error } ? "ExpectationError" : "ExpectationFailed",
                details: failed.map(\.explanation).joined(separator: "\n\n")
            )
        }
        return JUnitTestCase(
            name: "\(name) [\(variant.map { "\($0), " } ?? "")seed \(seed)]", classname: file, outcome: outcome,
            systemOut: "seed: \(seed)\n" + (variant.map { "variant: \($0)\n" } ?? "")
                + "reproduce: \(reproduce)\ntrace hash: \(traceHash)\n" + (note.map { "note: \($0)\n" } ?? "")
        )
    }
}

extension ExperimentReport {
    /// One test case for the experiment's conclusions, after its runs.
    var junitCase: JUnitTestCase {
        let failed = conclusions.filter { $0.status != .passed }
        let outcome: JUnitTestCase.Outcome
        if isPartial {
            outcome = .skipped(
                message: "a partial experiment: only \(variants.joined(separator: "; ")) ran, "
                    + "so its conclusions were not checked")
        } else if failed.isEmpty {
            outcome = .passed
        } else {
            outcome = .failed(
                message: ExpectationReport.junitMessage(failed), type: "ConclusionFailed",
                details: failed.map(\.explanation).joined(separator: "\n\n")
            )
        }
        return JUnitTestCase(
            name:
                "\(name) [conclusions over \(Plural.count(variants.count, "variant")) × "
                + "\(Plural.count(seedCount, "seed"))]",
            classname: file, outcome: outcome,
            systemOut: "variants: \(variants.joined(separator: "; "))\n" + (baseline.map { "baseline: \($0)\n" } ?? "")
        )
    }
}

extension ExpectationReport {
    /// A JUnit `message` for `failed`: each expression with the values it read and the error
    /// or checker's words, since most CI front ends show the message alone.
    /// `earned(mia) == 11 (earned(mia) = 10); checker intents: lost: intent 131 …`
    static func junitMessage(_ failed: [ExpectationReport]) -> String {
        failed.map(\.summary).joined(separator: "; ")
    }

    /// The expression, the values it read in brackets, and its message after a colon.
    var summary: String {
        let read =
            values.isEmpty ? "" : " (" + values.map { "\($0.expression) = \($0.value)" }.joined(separator: ", ") + ")"
        return expression + read + (message.map { ": \($0)" } ?? "")
    }

    /// The failure as people read it: the expression, where it is, and each value it read.
    public var explanation: String {
        var lines = [
            "expected: \(expression)   (line \(line), column \(column)\(checkedAt.map { ", checked at \($0)" } ?? ""))"
        ]
        for (text, value) in values { lines.append("  \(text) = \(value)") }
        if let message { lines.append("  error: \(message)") }
        return lines.joined(separator: "\n")
    }
}
