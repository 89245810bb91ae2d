import Checkers
import Platform
import Simulation
import XCTest

@testable import Scenarios

/// A child's device on an iOS release: a profiled release changes what DeviceActivity delivers,
/// any other changes nothing, an update brings the profile mid-run, and the blast radius is the
/// difference of the two runs' figures.
final class IOSReleaseTests: XCTestCase {
    static let learning = """
        timeline:
          - at: 16:00
            use: duolingo
            for: 30m
        expect:
          - callbacks(alex-ipad) >= 300
          - learning_minutes(alex) == 30
          - sessions_ruled_against(alex, moderate) == 0

        """

    static func onRelease(_ version: String?, _ rest: String = learning) -> String {
        guard let version else { return ScenarioFixture.with(rest) }
        return ScenarioFixture.replacing(
            "      devices: [alex-ipad]\n",
            with: "      devices:\n        - name: alex-ipad\n          ios: \"\(version)\"\n") + rest
    }

    func testOn26_2EveryThresholdFloodsAtTheFirstPickupAndTheAppCreditsOnlyWhatWasUsed() throws {
        let outcome = try XCTUnwrap(run(Self.onRelease("26.2")))
        XCTAssertTrue(outcome.passed, outcome.expectations.filter { $0.status != .passed }.map(\.text).description)
        let unprofiled = try XCTUnwrap(run(Self.onRelease(nil)))
        XCTAssertEqual(
            unprofiled.expectations.filter { $0.status == .failed }.map(\.text), ["callbacks(alex-ipad) >= 300"])
    }

    func testAReleaseWithoutAProfileRunsExactlyAsADeviceThatNamesNone() throws {
        let named = try XCTUnwrap(run(Self.onRelease("26.1")))
        let unnamed = try XCTUnwrap(run(Self.onRelease(nil)))
        XCTAssertEqual(named.traceHash, unnamed.traceHash)
    }

    func testAnUpdateBringsTheProfileFromThenOnAndTheSameReleaseAgainIsRefused() throws {
        let text = Self.onRelease(
            "26.1",
            """
            timeline:
              - at: 08:00
                update_ios: "26.2"
              - at: 09:00
                update_ios: "26.2"
              - at: 16:00
                use: duolingo
                for: 30m
            expect:
              - callbacks(alex-ipad) >= 300
              - refused_actions() == 1

            """)
        let outcome = try XCTUnwrap(run(text))
        XCTAssertTrue(outcome.passed, outcome.expectations.filter { $0.status != .passed }.map(\.text).description)
        XCTAssertEqual(outcome.refusedActions.count, 1)
    }

    func testAVersionThatIsNotOneIsALocatedError() {
        let (scenario, diagnostics) = decode(Self.onRelease("26.x"))
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.map(\.message), ["'26.x' is not an iOS version"])
        XCTAssertEqual(diagnostics.first?.location.line, 12)
    }

    func testTheProfileReplacesAHandWrittenFaultOfTheSameKind() {
        let handWritten = [
            FaultSpec(kind: .immediateFire, chancePercent: 10, minutes: 20), FaultSpec(kind: .duplicateCallbacks),
        ]
        let faults = IOSRelease.ios26_2.faults(over: handWritten)
        XCTAssertEqual(faults.map(\.kind), [.duplicateCallbacks, .immediateFire])
        XCTAssertEqual(faults.last?.chancePercent, 100)
    }

    func testTheBlastRadiusIsTheRunOnTheReleaseMinusTheRunAsWritten() throws {
        let text = ScenarioFixture.replacing(
            "      devices: [alex-ipad]\n", with: "      devices: [alex-ipad]\n      persona: honest_learner\n"
        ).replacingOccurrences(of: "duration: 1d", with: "duration: 1w")
        let scenario = try XCTUnwrap(decodeValid(text))
        let without = ScenarioRunner.run(scenario, seed: 7).antiGaming
        let with = ScenarioRunner.run(scenario.onIOS("26.2"), seed: 7).antiGaming
        let radius = BlastRadius(
            version: "26.2", seedPairs: [(without, with)], level: scenario.validationStrictness)
        let before = without.counts(scenario.validationStrictness)
        let after = with.counts(scenario.validationStrictness)
        XCTAssertEqual(radius.personas.map(\.persona), ["honest_learner"])
        let cost = try XCTUnwrap(radius.personas.first)
        XCTAssertEqual(cost.honestMinutesLost, after.withheldHonestMinutes - before.withheldHonestMinutes)
        XCTAssertEqual(cost.sessionsWronglyRuledAgainst, after.falsePositives - before.falsePositives)
        XCTAssertEqual(cost.phantomMinutesCredited, after.phantomMinutesCredited - before.phantomMinutesCredited)
        XCTAssertGreaterThan(
            with.counts(scenario.validationStrictness).trueNegatives, 0, "the child's sessions were judged")

        let unchanged = BlastRadius(
            version: "26.2", seedPairs: [(without, without)], level: scenario.validationStrictness)
        XCTAssertEqual(
            unchanged.personas,
            [
                .init(
                    persona: "honest_learner", isHonest: true, honestMinutesLost: 0, sessionsWronglyRuledAgainst: 0,
                    gamingMinutesNewlyCredited: 0, phantomMinutesCredited: 0)
            ])
        XCTAssertTrue(unchanged.withheldByRule.isEmpty)
    }
}
