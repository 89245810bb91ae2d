import XCTest

@testable import Exploration

final class ShrinkerTests: XCTestCase {
    /// A judge that fails any run whose timeline still has a partition of alex-phone and a loss
    /// setting: the shrinker keeps exactly those and drops the rest.
    func testShrinkingKeepsOnlyWhatTheFailureNeeds() {
        var space = ExploreSpace()
        space.steps = CountRange(20, 20)
        space.faults = [.partition, .loss]
        space.faultKinds = CountRange(2, 2)
        var drawn = ExplorationFixture.drawer(space).draw(seed: 11)
        drawn.children = [DrawnScenario.Child(name: "alex", devices: ["alex-ipad", "alex-phone"])]
        drawn.parents = ExplorationFixture.base().parents.map {
            DrawnScenario.Parent(
                name: $0.name, device: $0.device, role: $0.role, clockSkewMinutes: 0, joinsLater: false)
        }
        drawn.steps.append(
            DrawnScenario.Step(
                atMs: 3_600_000, keys: [("partition", "alex-phone"), ("for", "30m")], needs: ["alex-phone"]))
        let judge: (DrawnScenario) -> [RunFailure] = { scenario in
            let partitioned = scenario.steps.contains {
                $0.keys.first! == ("partition", "alex-phone") && $0.keys[1].1 == "30m"
            }
            let lossy = scenario.sync.contains { $0.0 == "loss" }
            return partitioned && lossy
                ? [RunFailure(checker: "convergence", detail: "alex-phone lags by 3 records")] : []
        }
        let signature = RunFailure(checker: "convergence", detail: "alex-phone lags by 7 records").signature
        var shrinker = Shrinker(signature: signature, judge: judge)
        let shrunk = shrinker.shrink(drawn)
        XCTAssertEqual(shrunk.steps.count, 1, shrunk.yaml)
        XCTAssertEqual(shrunk.sync.map(\.0), ["loss"])
        XCTAssertEqual(shrunk.children.flatMap(\.devices), ["alex-phone"], "the other device went")
        XCTAssertEqual(shrunk.parents.map(\.name), ["sam"], "the second parent went")
        XCTAssertEqual(shrunk.durationHours, 4, "three hours after the last step at one hour")
        XCTAssertLessThan(shrinker.attempts, 200)
    }

    func testAFailureOfAnotherShapeIsNotKept() {
        let drawn = ExplorationFixture.drawer().draw(seed: 5)
        var shrinker = Shrinker(signature: "ledger: x") { _ in [RunFailure(checker: "convergence", detail: "x")] }
        XCTAssertEqual(shrinker.shrink(drawn), drawn)
    }

    func testTheSignatureDropsThePreambleAndEveryNumber() {
        let failure = RunFailure(
            checker: "ledger",
            detail:
                "first seen at 2026-03-02T14:30:00.000+01:00: 10 of alex's ledger entries never reached the "
                + "service, first entry.alex.1"
        )
        XCTAssertEqual(
            failure.signature, "ledger: # of alex's ledger entries never reached the service, first entry.alex.#")
    }
}
