import Exploration
import Reports
import Scenarios

/// A scenario run's failures as a findings ledger records them: each failed simulation's cause
/// is its file, its scenario and the expectations that failed (a checker's with its detail's
/// shape: numbers, moments and names taken out), so a scenario failing the same way at other
/// seeds or on other builds is one cause.
enum RunFindings {
    /// The record of `results` (a run's, or a shard's of `shard`), and each cause's text and
    /// the first failure's explanation by signature.
    static func campaign(
        build: String, seeds: SeedChoice, unitCount: Int, shard: Invocation.Shard?, results: [UnitResult]
    ) -> (campaign: FindingsLedger.Campaign, causes: [(signature: String, cause: String)], details: [String: String]) {
        var sightings: [FindingsLedger.Sighting] = []
        var causes: [(signature: String, cause: String)] = []
        var details: [String: String] = [:]
        for result in results.sorted(by: { $0.unitIndex < $1.unitIndex }) where result.report.status != .passed {
            let report = result.report
            let cause = Self.cause(of: report)
            let signature = CauseSignature.of(cause)
            if let index = sightings.firstIndex(where: { $0.signature == signature }) {
                let known = sightings[index]
                sightings[index] = FindingsLedger.Sighting(
                    signature: signature, runs: known.runs + 1, firstRun: known.firstRun, reproduce: known.reproduce)
                continue
            }
            let arguments =
                report.reproduce.hasPrefix(InvokedTool.packagePrefix + " ")
                ? String(report.reproduce.dropFirst(InvokedTool.packagePrefix.count + 1)) : report.reproduce
            sightings.append(
                FindingsLedger.Sighting(
                    signature: signature, runs: 1, firstRun: result.unitIndex, reproduce: arguments))
            causes.append((signature, cause))
            details[signature] =
                report.error
                ?? report.expectations.filter { $0.status != .passed }.map(\.explanation)
                .joined(separator: "\n")
        }
        let campaign = FindingsLedger.Campaign(
            build: build, campaignSeed: Self.seed(seeds), runs: unitCount, shardIndex: shard?.index ?? 1,
            shardCount: shard?.count ?? 1, runsDone: results.count, sightings: sightings)
        return (campaign, causes, details)
    }

    /// `file: scenario: what failed`.
    static func cause(of report: ScenarioReport) -> String {
        let what: String
        if let error = report.error {
            what = RunFailure(checker: "not judged", detail: error).cause
        } else {
            what = report.expectations.filter { $0.status != .passed }.map { expectation in
                expectation.message.map { RunFailure(checker: expectation.expression, detail: $0).cause }
                    ?? expectation.expression
            }.joined(separator: "; ")
        }
        return "\(report.file): \(report.name): \(what)"
    }

    /// A run's campaign seed: its `--seed`, the first of its `--seeds`, 0 for the scenarios' own.
    static func seed(_ seeds: SeedChoice) -> UInt64 {
        switch seeds {
        case .one(let seed): seed
        case .range(let range): range.lowerBound
        case .own: 0
        }
    }
}
