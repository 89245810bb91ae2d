import Foundation
import XCTest

@testable import Scenarios

/// The promises folder is its own report, never the gate's; and an experiment's report lists the
/// device-cost, freshness and confusion metrics only where a conclusion names them.
final class PromisesFolderTests: XCTestCase {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    func testWalkingTheScenariosFolderSkipsThePromisesButNamingTheFolderRunsThem() {
        let walked = ScenarioLoader.discover([Self.scenarios]).files
        XCTAssertFalse(walked.contains { $0.contains("/promises/") })
        XCTAssertTrue(walked.contains { $0.hasSuffix("sync/freshness-while-apps-sleep.yaml") })
        let promises = ScenarioLoader.discover([Self.scenarios + "/promises"]).files
        XCTAssertEqual(
            promises.map { URL(fileURLWithPath: $0).lastPathComponent },
            [
                "battery-budget.yaml", "change-reaches-foreground-child.yaml",
                "parent-change-reaches-other-parent.yaml", "usage-reaches-parents.yaml",
            ])
    }

    func testANewMetricIsShownOnlyWhereAConclusionNamesIt() {
        let names = ExperimentMetric.all.map(\.name)
        let listed = ExperimentMetric.listedMetrics.map(\.name)
        func shownNames(_ conclusions: [String]) -> [String] {
            zip(names, ExperimentMetric.shown(naming: conclusions)).filter(\.1).map(\.0)
        }
        XCTAssertEqual(shownNames(["significant(learning_minutes_per_day, daily_reward_limit: 60m)"]), listed)
        XCTAssertEqual(
            shownNames(["mean(energy_percent_per_day) < 5", "mean(points_age_p95, conversion_rate: 3) < 2"]),
            listed + ["energy_percent_per_day", "points_age_p95"])
        // A metric's name inside a longer word is not a mention of it.
        XCTAssertEqual(shownNames(["mean(xrequests_per_day) < 1"]), listed)
    }
}
