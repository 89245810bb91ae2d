import XCTest

@testable import Exploration

final class ShrinkExplainerTests: XCTestCase {
    /// A failure that needs alex-phone partitioned for at least 10 minutes, starting in the
    /// first two hours: the partition's moment is free by five minutes but not by an hour (an
    /// hour later it starts too late), its length is free (20m and 80m still fail), and the
    /// later launch is free in every way.
    func testFreePartsAreMarkedAndNeededOnesAreNot() {
        var drawn = ExplorationFixture.drawer().draw(seed: 3)
        drawn.durationHours = 8
        drawn.steps = [
            DrawnScenario.Step(
                atMs: 3_600_000, keys: [("partition", "alex-phone"), ("for", "40m")], needs: ["alex-phone"]),
            DrawnScenario.Step(
                atMs: 4 * 3_600_000, keys: [("launch", "alex-ipad"), ("for", "2m")], needs: ["alex-ipad"]),
        ]
        let judge: (DrawnScenario) -> [RunFailure] = { scenario in
            let fails = scenario.steps.contains { step in
                guard step.keys.first! == ("partition", "alex-phone"), step.atMs < 2 * 3_600_000 else { return false }
                return Int(step.keys[1].1.dropLast())! >= 10
            }
            return fails ? [RunFailure(checker: "convergence", detail: "alex-phone lags by 2 records")] : []
        }
        let signature = RunFailure(checker: "convergence", detail: "alex-phone lags by 9 records").signature
        var explainer = ShrinkExplainer(signature: signature, judge: judge)
        let explained = explainer.explain(drawn)
        XCTAssertEqual(
            explained.steps[0].notes,
            ["free: its moment, moved up to 5 min either way", "free: for (20m and 80m fail the same way)"])
        XCTAssertEqual(
            explained.steps[1].notes,
            ["free: its moment, moved up to 1 h either way", "free: for (1m and 4m fail the same way)"])
        XCTAssertTrue(
            explained.yaml.contains("  # free: for (20m and 80m fail the same way)\n  - at: day 1 08:00:00"),
            explained.yaml)
        XCTAssertEqual(explained.steps, drawn.steps, "notes are comments, not part of what a step does")
        XCTAssertLessThanOrEqual(explainer.attempts, 12)
    }

    func testAmountsAreHalvedAndDoubledInTheirUnitAndWordsAreLeftAlone() {
        XCTAssertEqual(ShrinkExplainer.variations(of: "40m"), ["20m", "80m"])
        XCTAssertEqual(ShrinkExplainer.variations(of: "60%"), ["30%", "100%"])
        XCTAssertEqual(ShrinkExplainer.variations(of: "100%"), ["50%"])
        XCTAssertEqual(ShrinkExplainer.variations(of: "1"), ["2"])
        XCTAssertEqual(ShrinkExplainer.variations(of: "alex-phone"), [])
        XCTAssertEqual(ShrinkExplainer.variations(of: "daily_reward_limit"), [])
    }
}
