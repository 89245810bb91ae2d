import XCTest

@testable import Scenarios

/// Each kind of decision reaches the trace hash: two runs that execute the same events but decide
/// differently get different hashes, and the state part that holds the decision names it.
final class TraceHashCompletenessTests: XCTestCase {
    private struct Finished {
        let hash: String
        let events: UInt64
        /// "device part" → digest at the end.
        let parts: [String: UInt64]
    }

    private func finish(_ text: String) throws -> Finished {
        let scenario = try XCTUnwrap(decodeValid(text))
        let state = RunState(scenario: scenario, seed: 3)
        for (index, action) in state.steps.enumerated() {
            state.world.scheduleScriptStep(Int32(index), at: action.time)
        }
        state.world.run(until: scenario.end) { ActionPerformer.perform(state.steps[Int($0)], in: state) }
        var parts: [String: UInt64] = [:]
        for (subject, digests) in state.world.currentStateDigests() {
            for digest in digests { parts["\(subject) \(digest.part)"] = digest.value }
        }
        defer { state.world.discardPendingWork() }
        return Finished(
            hash: state.world.traceHash.hexString, events: state.world.loop.executedEventCount, parts: parts)
    }

    /// Asserts that the two runs differ in `part` (among others) and in the hash.
    private func assertDecisionReachesHash(
        _ first: String, _ second: String, part: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let one = try finish(first)
        let other = try finish(second)
        let differing = one.parts.keys.sorted().filter { one.parts[$0] != other.parts[$0] }
        XCTAssertTrue(
            differing.contains(part), "the decision differs in \(part), not only in \(differing)", file: file,
            line: line)
        XCTAssertNotEqual(one.hash, other.hash, "a different \(part) gives a different hash", file: file, line: line)
    }

    private let learning = """
        timeline:
          - at: 08:00
            use: duolingo
            for: 25m

        """

    func testALedgerEntryOfAnotherAmountChangesTheHash() throws {
        let base = ScenarioFixture.with(learning)
        try assertDecisionReachesHash(
            base, base.replacingOccurrences(of: "points_per_hour: 20", with: "points_per_hour: 30"),
            part: "alex-ipad ledger"
        )
    }

    func testAnotherValidatorVerdictChangesTheHash() throws {
        // One unbroken hour: strict withholds what runs past its session limit, lenient keeps it.
        let longSession = """
            timeline:
              - at: 08:00
                use: duolingo
                for: 60m

            """
        try assertDecisionReachesHash(
            ScenarioFixture.with("settings:\n  validation_strictness: lenient\n" + longSession),
            ScenarioFixture.with("settings:\n  validation_strictness: strict\n" + longSession),
            part: "alex-ipad validator"
        )
    }

    func testTheSameEventsWithAnotherSettingChangeTheHash() throws {
        try assertDecisionReachesHash(
            ScenarioFixture.with("settings:\n  conversion_rate: 2\n" + learning),
            ScenarioFixture.with("settings:\n  conversion_rate: 3\n" + learning),
            part: "alex-ipad settings"
        )
    }

    func testAnotherRedemptionAndItsShieldChangeTheHash() throws {
        let redeem = """
            timeline:
              - at: 08:00
                use: duolingo
                for: 30m
              - at: 09:00
                redeem: 10 points
                for_app: minecraft

            """
        try assertDecisionReachesHash(
            ScenarioFixture.with(redeem),
            ScenarioFixture.with("settings:\n  redemption_expiry: 15m\n" + redeem),
            part: "alex-ipad redemptions"
        )
    }

    func testANotificationWithAnotherTextChangesTheHash() throws {
        let one = try finish(ScenarioFixture.with("settings:\n  daily_learning_goal: 20m\n" + learning))
        let other = try finish(ScenarioFixture.with("settings:\n  daily_learning_goal: 21m\n" + learning))
        XCTAssertNotEqual(one.hash, other.hash)
    }

    func testASyncDecisionChangesTheCacheAndTheHash() throws {
        let synced = """
            version: 1
            name: test
            start: 2026-03-02 07:00 +01:00
            duration: 1d
            family:
              parents:
                - name: sam
                  device: sam-phone
                - name: jo
                  device: jo-phone
                  clock_skew: SKEW
              children:
                - name: alex
                  devices: [alex-ipad]
            sync: on
            apps:
              - id: duolingo
                category: learning
              - id: minecraft
                category: reward
            timeline:
              - at: 09:00
                partition: jo-phone
              - at: 09:10
                set: conversion_rate
                to: 3
                by: sam
              - at: 09:20
                set: conversion_rate
                to: 4
                by: jo
              - at: 10:00
                heal: jo-phone
              - at: 10:05
                open_app: jo-phone

            """
        // Jo's edit is made later in true time; with Jo's clock 20 minutes slow it is the earlier
        // edit by the phones' clocks, so the merge keeps Sam's value instead: the service's
        // settings record, and the phones' copies of it, differ.
        try assertDecisionReachesHash(
            synced.replacingOccurrences(of: "SKEW", with: "0s"),
            synced.replacingOccurrences(of: "SKEW", with: "-20m"),
            part: "sam-phone cache"
        )
    }
}
