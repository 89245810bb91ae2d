import AntiGaming
import Scenarios
import XCTest

@testable import Adversary

/// A search end to end on the real rules, with a budget small enough for every test run: its
/// reports are the same bytes for any number of jobs, its best points' files reproduce what it
/// measured, and a search started from them scores them first.
final class AttackCampaignTests: XCTestCase {
    static func settings(_ space: SearchSpace) -> AttackSettings {
        var settings = AttackSettings(space: space, levels: [.moderate], budgetRuns: 16, seed: 5)
        settings.seedsPerStrategy = 2
        settings.days = 3
        settings.confirmSeeds = 2
        settings.confirmedPerLevel = 2
        return settings
    }

    func testTheReportsAreTheSameBytesWithOneJobAndWithTwo() {
        let settings = Self.settings(.gaming)
        let one = AttackCampaign.run(settings, runner: StrategyRunner(space: .gaming, days: 3, jobs: 1))
        let two = AttackCampaign.run(settings, runner: StrategyRunner(space: .gaming, days: 3, jobs: 2))
        XCTAssertEqual(one.reportFiles.map(\.path), two.reportFiles.map(\.path))
        XCTAssertEqual(one.reportFiles.map(\.contents), two.reportFiles.map(\.contents))
        XCTAssertEqual(one.scored.count, 8, "16 runs on 2 seeds: 8 points")
        let paths = one.reportFiles.map(\.path)
        for name in [
            "summary.md", "report.html", "results.json", "strategies/attack-moderate-1.persona",
            "strategies/attack-moderate-1.yaml",
        ] {
            XCTAssertTrue(paths.contains(name), name)
        }
        XCTAssertTrue(one.html.contains("<polyline"), "the frontier chart")
    }

    func testABestPointsFilesReproduceItsFigures() {
        let settings = Self.settings(.gaming)
        let runner = StrategyRunner(space: .gaming, days: 3, jobs: 1)
        let results = AttackCampaign.run(settings, runner: runner)
        let best = results.levels[0].confirmed[0]
        let files = StrategyFiles(space: .gaming, point: best.point, name: "attack-moderate-1", days: 3)
        let moderate = AttackResults.levelIndex(.moderate)
        let credited = results.confirmSeeds.map { seed -> Int in
            let outcome = ScenarioRunner.run(files.decoded(), seed: seed)
            return RunFigures.levels(of: outcome.antiGaming)[moderate].gamingMinutesCredited
        }
        XCTAssertEqual(credited.reduce(0, +), best.score.total.gamingMinutesCredited)
    }

    func testASearchFromAnEarlierOnesResultsStartsFromItsBest() throws {
        let settings = Self.settings(.honest)
        let runner = StrategyRunner(space: .honest, days: 3, jobs: 1)
        let first = AttackCampaign.run(settings, runner: runner)
        let starts = try AttackResults.bestPoints(in: first.json, space: .honest).get()
        XCTAssertEqual(starts, first.levels[0].confirmed.map(\.point))
        var again = settings
        again.seed = 6
        again.starts = starts
        let second = AttackCampaign.run(again, runner: runner)
        XCTAssertEqual(Array(second.scored.prefix(starts.count).map(\.point)), starts)
        if case .success = AttackResults.bestPoints(in: first.json, space: .gaming) {
            XCTFail("an honest search's results are no gaming search's start")
        }
    }
}
