import Scenarios
import XCTest
import YAMLSubset

@testable import Exploration

final class ScenarioDrawerTests: XCTestCase {
    func testTheSameSeedDrawsTheSameFileAndAnotherSeedAnother() {
        let drawer = ExplorationFixture.drawer()
        XCTAssertEqual(drawer.draw(seed: 42).yaml, drawer.draw(seed: 42).yaml)
        XCTAssertNotEqual(drawer.draw(seed: 42).yaml, drawer.draw(seed: 43).yaml)
    }

    func testEveryDrawIsAValidScenarioWithinTheRanges() {
        var space = ExploreSpace()
        space.durationHours = CountRange(20, 30)
        space.steps = CountRange(3, 5)
        space.faultKinds = CountRange(2, 2)
        let drawer = ExplorationFixture.drawer(space)
        var faultKindsSeen = Set<FaultChoice>()
        for seed in UInt64(1)...200 {
            let drawn = drawer.draw(seed: seed)
            let (scenario, diagnostics) = ScenarioLoader.decode(SourceFile(path: "run.yaml", text: drawn.yaml))
            XCTAssertEqual(diagnostics.map(\.message), [], "seed \(seed):\n\(drawn.yaml)")
            XCTAssertNotNil(scenario)
            XCTAssertTrue((20...30).contains(drawn.durationHours))
            XCTAssertEqual(drawn.faultsOn.count, 2, "exactly two fault kinds on")
            XCTAssertEqual(drawn.parents.first?.name, "sam", "the organiser is always there")
            XCTAssertFalse(drawn.children.isEmpty)
            XCTAssertTrue(drawn.timeline.allSatisfy { $0.atMs < drawn.durationMs }, "every step falls inside the run")
            faultKindsSeen.formUnion(drawn.faultsOn)
        }
        XCTAssertEqual(faultKindsSeen, Set(FaultChoice.allCases), "200 runs switch on every kind at least once")
    }

    /// Two devices and two phones: the settling launches each device's app and opens each phone
    /// twice, at two hours and one hour before the end.
    func testTheSettlingOpensEveryAppTwiceBeforeTheEnd() {
        var drawn = ExplorationFixture.drawer().draw(seed: 7)
        drawn.durationHours = 24
        drawn.children = [DrawnScenario.Child(name: "alex", devices: ["alex-ipad"])]
        let settling = drawn.settlingSteps
        XCTAssertEqual(
            settling.map(\.atMs).sorted(),
            Array(repeating: [79_200_000, 82_800_000], count: 1 + drawn.parents.count)
                .flatMap { $0 }.sorted())
        XCTAssertEqual(drawn.moment(79_200_000), "day 2 05:00:00", "07:00 plus 22 hours")
    }

    func testOnlyTheListedFaultKindsAreDrawn() {
        var space = ExploreSpace()
        space.faults = [.loss, .partition]
        space.faultKinds = CountRange(1, 2)
        let drawer = ExplorationFixture.drawer(space)
        for seed in UInt64(1)...50 {
            XCTAssertTrue(Set(drawer.draw(seed: seed).faultsOn).isSubset(of: [.loss, .partition]))
        }
    }

    /// Lost answers anchored to a step pick the step's kind first: a run's one acceptance of an
    /// invitation is as likely a target as each other kind, not one step in twenty. Of 2,000 draws
    /// with 20–24 workload steps, Jo joins later in 338, and a lost answer strikes Jo's phone at the
    /// acceptance in 35 of those (by kind); with every step equally likely, in 10.
    func testAnAnchoredFaultFindsTheRareAcceptanceStep() {
        var space = ExploreSpace()
        space.steps = CountRange(20, 24)
        space.faults = [.lostAnswers]
        space.faultKinds = CountRange(1, 1)
        let drawer = ExplorationFixture.drawer(space)
        var joined = 0
        var struckAtAcceptance = 0
        for seed in UInt64(1)...2_000 {
            let steps = drawer.draw(seed: seed).steps
            guard let accept = steps.first(where: { $0.keys.first?.0 == "accept_invitation" }) else { continue }
            joined += 1
            if steps.contains(where: {
                $0.atMs == accept.atMs && $0.keys.first?.0 == "lose_answers" && $0.keys.first?.1 == "jo-phone"
            }) {
                struckAtAcceptance += 1
            }
        }
        XCTAssertGreaterThan(joined, 200)
        XCTAssertGreaterThan(
            struckAtAcceptance * 20, joined,
            "more than 1 in 20 of the joiners' runs: \(struckAtAcceptance) of \(joined)")
    }
}
