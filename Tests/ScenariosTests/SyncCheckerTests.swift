import Foundation
import Platform
import XCTest

@testable import Scenarios

/// The checkers of a synced run: a violation fails the run, naming the moment it was seen, the
/// devices and what was wrong; a quiet run passes them all.
final class SyncCheckerTests: XCTestCase {
    /// A child learns at 09:00 and opens the app at 09:30, which uploads the points; Sam's phone
    /// is never woken (every push is dropped, refresh waits two days) and never opened, so it
    /// never receives the child's entries.
    static func family(bound: String) -> String {
        """
        version: 1
        name: checkers
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
              device: sam-phone
          children:
            - name: alex
              devices: [alex-ipad]
        sync:
          push_drop: 100%
          convergence_bound: \(bound)
        background:
          refresh_delay: fixed 2d
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 60
          - id: minecraft
            category: reward
        timeline:
          - at: 09:00
            use: duolingo
            for: 10m
          - at: 09:30
            launch: alex-ipad
            for: 1m

        """
    }

    func testADeviceLeftBehindForLongerThanTheBoundFailsTheConvergenceChecker() throws {
        let outcome = try XCTUnwrap(run(Self.family(bound: "1h")))
        XCTAssertFalse(outcome.passed)
        let convergence = try XCTUnwrap(outcome.checks.first { $0.text == "checker convergence" })
        XCTAssertEqual(convergence.status, .failed)
        let message = try XCTUnwrap(convergence.message)
        XCTAssertTrue(
            message.hasPrefix("first seen at 2026-03-03T07:00:00.000+01:00 on sam-phone: sam-phone lacks "),
            message)
        XCTAssertTrue(
            message.contains("of usage-alex@child-alex the service has held for longer than the bound"), message)
        let ledger = try XCTUnwrap(outcome.checks.first { $0.text == "checker ledger" })
        XCTAssertEqual(
            ledger.message,
            "first seen at 2026-03-03T07:00:00.000+01:00 on sam-phone: sam-phone shows 0 points "
                + "for alex; the child's devices held 10 at their last entries the service holds")
    }

    func testTheSameRunPassesWithABoundLongerThanTheRun() throws {
        let outcome = try XCTUnwrap(run(Self.family(bound: "2d")))
        XCTAssertEqual(outcome.checks.map(\.status), Array(repeating: .passed, count: 8))
        XCTAssertTrue(
            outcome.checks[1].text.hasPrefix("checker convergence (not judged at the end: "),
            "a bound longer than the run leaves the quiet-time checks nothing to judge")
    }

    func testEveryCheckerReportsOnASyncedRun() throws {
        let outcome = try XCTUnwrap(run(Self.family(bound: "2d")))
        XCTAssertEqual(
            outcome.checks.map { $0.text.split(separator: " ").prefix(2).joined(separator: " ") },
            [
                "checker intents", "checker convergence", "checker ledger", "checker commands", "checker resurrection",
                "checker read_your_writes", "checker retry_after", "checker suspended",
            ])
    }
}

/// The intent checker names the intent that was lost, who made it and when, and the moment it
/// was first seen lost: the shared-counter design, whose merge drops one parent's adjustment,
/// and points spent twice on two offline iPads without the child being told.
final class IntentCheckerRunTests: XCTestCase {
    static func scenarioText(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOfFile: root.appendingPathComponent(path).path, encoding: .utf8)
    }

    func testTheSharedCounterLosesAnAdjustmentAndTheIntentCheckerNamesIt() throws {
        let text = try Self.scenarioText("Scenarios/examples/failing/shared-counter-loses-an-update.yaml")
        let outcome = try XCTUnwrap(run(text))
        let intents = try XCTUnwrap(outcome.checks.first { $0.text == "checker intents" })
        XCTAssertEqual(intents.status, .failed)
        XCTAssertEqual(
            intents.message,
            "first seen at 2026-03-02T11:00:00.000+01:00 on alex-ipad: lost: intent 2 (jo on jo-phone at "
                + "2026-03-02T09:00:00.000+01:00: adjust alex's points by +5): the service holds points-counter, "
                + "and no device of alex's booked it, though alex-ipad fetched it (1 more)")
    }

    /// The offline mini's app cannot fetch: Alex waits the 20 s a child gives it, then redeems
    /// on the balance it shows.
    func testAnOverdraftNobodyIsToldOfLosesTheSecondRedemption() throws {
        let text = try Self.scenarioText("Scenarios/examples/failing/points-spent-twice-silently.yaml")
        let outcome = try XCTUnwrap(run(text))
        XCTAssertEqual(outcome.checks.filter { $0.status == .failed }.map(\.text), ["checker intents"])
        let intents = try XCTUnwrap(outcome.checks.first { $0.text == "checker intents" })
        XCTAssertEqual(
            intents.message,
            "first seen at 2026-03-02T17:00:00.000+01:00 on alex-ipad: lost: intent 2 (alex on "
                + "alex-mini at 2026-03-02T11:10:20.000+01:00: alex redeems 30 points for minecraft): alex-ipad "
                + "shows -20 points since entry 43 (From alex-mini: Redeemed 30 points for 30 minutes of "
                + "minecraft), and alex was never told of the overdraft")
    }

    func testTheSameOverdraftToldToTheChildPassesEveryChecker() throws {
        let text = try Self.scenarioText("Scenarios/sync/points-spent-twice-offline.yaml")
        let outcome = try XCTUnwrap(run(text))
        XCTAssertTrue(
            outcome.passed, outcome.checks.filter { $0.status != .passed }.map(\.text).joined(separator: ", "))
    }
}
