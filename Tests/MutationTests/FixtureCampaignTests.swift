import XCTest

@testable import Mutation

/// The whole campaign on the small package in Fixture/: schemata build (with a mutant the
/// compiler rejects), coverage run of each scenario file, each mutant judged by the files that
/// reach it, verdicts and reports.
final class FixtureCampaignTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixture").path

    /// The fixture's scenario files, as `rewardsim mutate` finds them in the gate's paths.
    static let scenarioFiles = ["bonus-at", "bonus-below", "labels", "streak"].map { "Scenarios/\($0).yaml" }

    func testTheGateKillsWhatItChecksAndMissesWhatItDoesNot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-fixture-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let bonusPath = Self.fixture + "/Sources/Bonus/Bonus.swift"
        let sourceBefore = try String(contentsOfFile: bonusPath, encoding: .utf8)
        let equivalents = try EquivalentMutants.parse(
            "Sources/Bonus/Bonus.swift:10:integer-constant: days > 10 ? 2 : 1  # a list entry, for this test\n")
        let campaign = MutationCampaign(
            configuration: .init(
                packageRoot: Self.fixture, modules: ["Bonus"], since: nil, sampleCount: nil, sampleSeed: 1,
                gate: MutationGate(kind: .scenarios, paths: [], filter: nil, seedRange: nil, runs: 1),
                jobs: 2, equivalents: equivalents, scratchDirectory: scratch, scenarioFiles: Self.scenarioFiles)
        ) { _ in }
        let files = try campaign.sourceFiles()
        let mutants = MutationCampaign.allMutants(files)
        let results = try campaign.run(mutants, files: files)

        func result(line: Int, _ kind: MutationOperator, original: String) -> MutantResult? {
            results.first {
                $0.mutant.focusLine == line && $0.mutant.mutationOperator == kind && $0.mutant.original == original
            }
        }
        let killed = try XCTUnwrap(result(line: 3, .relationalBoundary, original: "minutes >= 30"))
        XCTAssertEqual(killed.status, .killed)
        XCTAssertEqual(
            killed.detail, "scenarios: Scenarios/bonus-at.yaml  bonus at 30 minutes seed 1",
            "killed by the one file of the two reaching it that tells it apart")
        let survivor = try XCTUnwrap(result(line: 10, .relationalBoundary, original: "days > 10"))
        XCTAssertEqual(survivor.status, .survived)
        XCTAssertEqual(result(line: 10, .relationalNegation, original: "days > 10")?.status, .killed)
        XCTAssertEqual(result(line: 15, .arithmetic, original: "points - 1")?.status, .notReached)
        XCTAssertEqual(result(line: 20, .arithmetic, original: "name + suffix")?.status, .notCompiled)
        XCTAssertEqual(
            result(line: 24, .integerConstant, original: "20")?.status, .notReached,
            "a mutant in a public default argument compiles")
        XCTAssertEqual(
            results.filter {
                $0.mutant.focusLine == 10 && $0.mutant.mutationOperator == .integerConstant
                    && $0.mutant.original == "10"
            }.map(\.status), [.equivalent, .equivalent])
        XCTAssertEqual(
            try String(contentsOfFile: bonusPath, encoding: .utf8), sourceBefore,
            "the package's own sources carry no switch")

        let report = MutationReport(
            results: results, gate: "fixture", selection: "all",
            sources: [files[0].path: files[0].text])
        let again = MutationReport(
            results: results.reversed(), gate: "fixture", selection: "all",
            sources: [files[0].path: files[0].text])
        XCTAssertEqual(report.files.map(\.text), again.files.map(\.text), "reports do not depend on finishing order")
        XCTAssertTrue(report.html.contains("days &gt; 10"), "the survivor is listed with its code")
        let stryker = try XCTUnwrap(report.files.first { $0.name == "mutation.json" }?.text)
        XCTAssertTrue(stryker.contains("\"schemaVersion\": \"1\""), stryker)
        XCTAssertTrue(stryker.contains("\"status\": \"Survived\""))
        XCTAssertTrue(stryker.contains("\"status\": \"NoCoverage\""))
        XCTAssertTrue(stryker.contains("\"status\": \"CompileError\""))

        // The same build again, with no time to judge: every reached mutant is reported as not run.
        let budgeted = MutationCampaign(
            configuration: .init(
                packageRoot: Self.fixture, modules: ["Bonus"], since: nil, sampleCount: nil, sampleSeed: 1,
                gate: MutationGate(kind: .scenarios, paths: [], filter: nil, seedRange: nil, runs: 1),
                jobs: 2, timeBudgetSeconds: 0, equivalents: equivalents, scratchDirectory: scratch,
                scenarioFiles: Self.scenarioFiles)
        ) { _ in }
        let unjudged = try budgeted.run(mutants, files: files)
        XCTAssertEqual(
            unjudged.filter { $0.status == .notRun }.map(\.mutant.id),
            results.filter { $0.status != .notReached && $0.status != .notCompiled }.map(\.mutant.id))

        // Which files reach which site: both bonus files reach the bonus rule, only the streak
        // file the streak rule, none the penalty.
        let coverage = try campaign.fileCoverageRun(Self.scenarioFiles)
        XCTAssertEqual(
            coverage.files(reaching: killed.mutant.id).map(\.path).sorted(),
            ["Scenarios/bonus-at.yaml", "Scenarios/bonus-below.yaml"])
        XCTAssertEqual(coverage.files(reaching: survivor.mutant.id).map(\.path), ["Scenarios/streak.yaml"])
        let penalty = try XCTUnwrap(result(line: 15, .arithmetic, original: "points - 1"))
        XCTAssertEqual(coverage.files(reaching: penalty.mutant.id), [])

        // The whole gate in one process per mutant gives every verdict the selection gives.
        let whole = MutationCampaign(
            configuration: .init(
                packageRoot: Self.fixture, modules: ["Bonus"], since: nil, sampleCount: nil, sampleSeed: 1,
                gate: MutationGate(kind: .scenarios, paths: [], filter: nil, seedRange: nil, runs: 1),
                jobs: 2, equivalents: equivalents, scratchDirectory: scratch, scenarioFiles: nil)
        ) { _ in }
        let wholeResults = try whole.run(mutants, files: files)
        XCTAssertEqual(wholeResults.map(\.status), results.map(\.status))
        XCTAssertEqual(
            wholeResults.first { $0.mutant.id == killed.mutant.id }?.detail,
            "scenarios: Scenarios/bonus-at.yaml  bonus at 30 minutes seed 1")
    }

    func testUnitTestsCanJudgeInstead() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-tests-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let campaign = MutationCampaign(
            configuration: .init(
                packageRoot: Self.fixture, modules: ["Bonus"], since: nil, sampleCount: nil, sampleSeed: 1,
                gate: MutationGate(kind: .tests, paths: [], filter: "BonusTests", seedRange: nil, runs: 1),
                jobs: 2, equivalents: EquivalentMutants(entries: []), scratchDirectory: scratch)
        ) { _ in }
        let files = try campaign.sourceFiles()
        let boundary = MutationCampaign.allMutants(files).filter {
            $0.original == "days > 10" || $0.original == "minutes >= 30"
        }
        let results = try campaign.run(boundary, files: files)
        XCTAssertEqual(results.map(\.mutant.original), ["minutes >= 30", "minutes >= 30", "days > 10", "days > 10"])
        XCTAssertEqual(results.map(\.status), [.notReached, .notReached, .killed, .killed])
        XCTAssertEqual(results[2].detail, "test BonusTests.testTenDaysIsNotYetAStreak")
    }
}
