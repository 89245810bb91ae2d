import ExpectationLanguage
import Platform
import XCTest

@testable import Scenarios

/// Small scenarios run end to end in memory: 30 minutes of Duolingo at 20 points per hour
/// earn 10 points, one per three minutes of use.
final class ScenarioRunnerTests: XCTestCase {
    static let learning = """
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m

        """

    func outcome(
        _ rest: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ScenarioOutcome {
        try XCTUnwrap(run(ScenarioFixture.with(rest), file: file, line: line), file: file, line: line)
    }

    func testHeldExpectationsPassTheRun() throws {
        let result = try outcome(Self.learning + "expect:\n  - earned(alex) == 10\n  - points(alex) == 10\n")
        XCTAssertEqual(result.expectations.map(\.status), [.passed, .passed])
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.seed, 1)
        XCTAssertFalse(result.budgetExhausted)
    }

    func testAFailedExpectationRecordsEveryValueItRead() throws {
        let result = try outcome(Self.learning + "expect:\n  - points(alex) + earned(alex) == 21\n")
        XCTAssertFalse(result.passed)
        let failed = try XCTUnwrap(result.expectations.first)
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.text, "points(alex) + earned(alex) == 21")
        XCTAssertEqual(
            failed.terms,
            [
                EvaluatedTerm(text: "points(alex)", value: .number(10)),
                EvaluatedTerm(text: "earned(alex)", value: .number(10)),
            ])
        XCTAssertEqual(failed.location.description, "22:5")
        XCTAssertNil(failed.message)
    }

    func testTimedChecksSeeTheWorldAtTheirMoment() throws {
        let result = try outcome(
            Self.learning + """
                expect:
                  - earned(alex) == 0 at 07:29
                  - earned(alex) == 5 at 07:46
                  - not locked(alex-ipad) at 07:45
                  - locked(alex-ipad) at 08:05
                  - earned(alex) == 10

                """)
        XCTAssertEqual(result.expectations.map(\.status), [.passed, .passed, .passed, .passed, .passed])
        let start = result.scenario.start.instant
        XCTAssertEqual(
            result.expectations.map(\.time),
            [
                start + 1_740_000, start + 2_760_000, start + 2_700_000, start + 3_900_000, nil,
            ])
    }

    func testATimedCheckThatFailsKeepsTheValueOfItsMoment() throws {
        let result = try outcome(Self.learning + "expect:\n  - earned(alex) == 10 at 07:46\n")
        XCTAssertEqual(result.expectations.first?.status, .failed)
        XCTAssertEqual(
            result.expectations.first?.terms,
            [
                EvaluatedTerm(text: "earned(alex)", value: .number(5))
            ])
    }

    func testSwitchingAppsOnALockedDeviceIsRefusedAndWarned() throws {
        let result = try outcome(
            Self.learning + """
                  - at: 09:00
                    switch: minecraft
                expect:
                  - refused_actions() == 1
                  - usage_minutes(alex-ipad, minecraft) == 0

                """)
        XCTAssertEqual(result.expectations.map(\.status), [.passed, .passed])
        XCTAssertEqual(
            result.refusedActions,
            [
                RefusedAction(
                    time: result.scenario.start.instant + 7_200_000, summary: "switch minecraft on alex-ipad",
                    reason: "alex-ipad is locked; 'use' unlocks the device and opens an app"
                )
            ])
        XCTAssertEqual(
            result.warnings,
            [
                "2026-03-02T09:00:00.000+01:00: 'switch minecraft on alex-ipad' was refused: "
                    + "alex-ipad is locked; 'use' unlocks the device and opens an app"
            ])
        XCTAssertTrue(result.passed, "a refused step is a warning, not a failure")
    }

    /// 10 earned + 5 adjusted = 15 points; at 5 points per minute they buy 3 minutes.
    func testAdjustAndSetStepsChangeTheAccount() throws {
        let result = try outcome(
            Self.learning + """
                  - at: 10:00
                    adjust: +5 points
                    by: sam
                    reason: helped
                  - at: 11:00
                    set: conversion_rate
                    to: 5
                    by: sam
                  - at: 11:05
                    redeem: 15 points
                    for_app: minecraft
                expect:
                  - adjusted(alex) == 5
                  - points(alex) == 15 at 10:30
                  - granted_minutes(alex) == 3
                  - points(alex) == 0

                """)
        XCTAssertEqual(result.expectations.map(\.status), [.passed, .passed, .passed, .passed])
        XCTAssertEqual(result.metrics.children.first?.balance, 0)
    }

    func testTheSameScenarioAndSeedGiveTheSameTraceHash() throws {
        let scenario = try XCTUnwrap(decodeValid(ScenarioFixture.with(Self.learning)))
        let first = ScenarioRunner.run(scenario, seed: 1)
        XCTAssertEqual(first.traceHash, ScenarioRunner.run(scenario, seed: 1).traceHash)
        XCTAssertEqual(first.eventsExecuted, ScenarioRunner.run(scenario, seed: 1).eventsExecuted)
        XCTAssertEqual(
            ScenarioRunner.run(scenario, seed: 7).seed, 7,
            "the outcome names the seed it ran with")
    }

    /// The sync trace's text is built only for `--trace`; the hash takes the same words either way.
    func testKeepingTheSyncTraceChangesNeitherTheHashNorTheRun() throws {
        let scenario = try XCTUnwrap(decodeValid(SyncCheckerTests.family(bound: "1h")))
        let plain = ScenarioRunner.run(scenario, seed: 3)
        let traced = ScenarioRunner.run(scenario, seed: 3, tracing: true)
        XCTAssertEqual(plain.traceHash, traced.traceHash)
        XCTAssertEqual(plain.eventsExecuted, traced.eventsExecuted)
        XCTAssertTrue(plain.syncTrace.isEmpty)
        XCTAssertTrue(
            traced.syncTrace.contains { $0.contains(#""event":"send modify""#) }, "\(traced.syncTrace.prefix(3))")
        XCTAssertTrue(traced.syncTrace.contains { $0.contains(#""event":"engine saved""#) })
    }
}

/// A persona child may have any number of devices: the persona plays on the first (and the
/// second for its second-device technique) and leaves the rest idle.
final class PersonaDeviceCountRunTests: XCTestCase {
    func testAPersonaChildWithThreeDevicesRunsAndLeavesTheThirdIdle() throws {
        let outcome = try XCTUnwrap(
            run(
                """
                version: 1
                name: a persona on three devices
                start: 2026-03-02 07:00 +01:00
                duration: 3d
                family:
                  children:
                    - name: alex
                      persona: second_device_farmer
                      devices: [alex-ipad, alex-mini, alex-phone]
                apps:
                  - id: duolingo
                    category: learning
                  - id: minecraft
                    category: reward
                expect:
                  - usage_minutes(alex-ipad) > 0
                  - usage_minutes(alex-phone) == 0

                """))
        XCTAssertTrue(
            outcome.passed, outcome.checks.filter { $0.status != .passed }.map(\.text).joined(separator: ", "))
    }
}
