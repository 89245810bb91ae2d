/// The words every human report opens with: the verdict, then what it rests on.
extension RunReport {
    public var verdictWord: String { passed ? "PASSED" : "FAILED" }

    /// "38 passed, 2 failed, 1 could not be judged; 1 experiment held, 1 failed, 1 partial (conclusions not
    /// checked); sometimes: 2 scenarios reached all, 1 did not; over seeds: 2 held, 0 failed".
    public var verdictDetail: String {
        var text = "\(passedCount) passed, \(failedCount) failed"
        if errorCount > 0 { text += ", \(errorCount) could not be judged" }
        if !experiments.isEmpty {
            text +=
                "; \(heldExperimentCount) experiment\(heldExperimentCount == 1 ? "" : "s") held, "
                + "\(failedExperimentCount) failed"
            if partialExperimentCount > 0 { text += ", \(partialExperimentCount) partial (conclusions not checked)" }
        }
        if !sometimes.isEmpty {
            let reachedAll = sometimes.count - failedSometimesCount
            text += "; sometimes: \(Plural.count(reachedAll, "scenario")) reached all, \(failedSometimesCount) did not"
        }
        if !overSeeds.isEmpty {
            let partial = overSeeds.filter(\.isPartial).count
            text +=
                "; over seeds: \(overSeeds.count - partial - failedOverSeedsCount) held, \(failedOverSeedsCount) failed"
            if partial > 0 { text += ", \(partial) not checked (one seed)" }
        }
        return text
    }

    /// The runs that did not pass (failed or could not be judged), at most `limit`, and how
    /// many more there are.
    func failedScenarios(limit: Int) -> (shown: [ScenarioReport], more: Int) {
        let failed = scenarios.filter { $0.status != .passed }
        return (Array(failed.prefix(limit)), max(0, failed.count - limit))
    }

    /// How many failures the human reports spell out; results.json and junit.xml have all.
    static let failuresShownMax = 50
}

extension ScenarioReport {
    /// "`Scenarios/x.yaml` — name (variant, seed 7)" without the Markdown.
    var runTitle: String {
        "\(name) (\(variant.map { "\($0), " } ?? "")seed \(seed))"
    }

    /// The run's result in one word, capitals for one that did not pass.
    var statusWord: String {
        switch status {
        case .passed: "passed"
        case .failed: "FAILED"
        case .error: "ERROR"
        }
    }

    /// The expectations and checkers that did not hold; a run that failed without one (it
    /// stopped early) is explained by its warnings.
    var failures: [ExpectationReport] {
        expectations.filter { $0.status != .passed }
    }
}

extension ExpectationReport {
    /// "line 12, column 7; first failed at 2026-03-02T08:00" — where it is written and when it
    /// was found not to hold.
    var whereAndWhen: String {
        "line \(line), column \(column); "
            + (checkedAt.map { "first failed at \($0)" } ?? "checked at the end of the run")
    }
}
