import XCTest

@testable import Exploration

final class ExploreCampaignTests: XCTestCase {
    /// Each run's seed depends on the campaign's seed and its number only, and results come back in
    /// run order: one job or two find the same runs, failures and coverage.
    func testOneJobAndTwoJobsGiveTheSameRuns() {
        var space = ExploreSpace()
        space.durationHours = CountRange(6, 8)
        space.steps = CountRange(3, 6)
        let drawer = ExplorationFixture.drawer(space)
        func campaign(jobs: Int) -> [String] {
            ExploreCampaign(drawer: drawer, seed: 9, indexes: Array(0..<6)) { _ in }.run(jobs: jobs).map { run in
                "\(run.index) \(run.seed) \(run.traceHash) \(run.failures.map(\.signature)) \(run.reached)"
            }
        }
        let one = campaign(jobs: 1)
        XCTAssertEqual(one.count, 6)
        XCTAssertEqual(one, campaign(jobs: 2))
        XCTAssertEqual(ExploreCampaign.runSeed(campaign: 9, index: 3), ExploreCampaign.runSeed(campaign: 9, index: 3))
        XCTAssertNotEqual(
            ExploreCampaign.runSeed(campaign: 9, index: 3), ExploreCampaign.runSeed(campaign: 10, index: 3))
    }

    func testCoverageCountsRunsAndNamesTheSometimesNeverReached() {
        var tally = CoverageTally()
        tally.add(["fault(loss)", "conflict(field_merge)"])
        tally.add(["fault(loss)"])
        XCTAssertEqual(tally.count("fault(loss)"), 2)
        XCTAssertEqual(tally.unreached(["conflict(field_merge)", "error(zoneBusy)"]), ["error(zoneBusy)"])
        XCTAssertEqual(
            tally.rows(also: ["error(zoneBusy)"]).map { "\($0.property)=\($0.runs)" },
            ["conflict(field_merge)=1", "error(zoneBusy)=0", "fault(loss)=2"])
    }
}
