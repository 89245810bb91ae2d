import ExpectationLanguage
import Reports
import XCTest

@testable import Scenarios

/// Background functions read the run: exact task times under a fixed delay, percentiles,
/// and the messages when there is nothing to measure or nothing to launch.
final class ScenarioRunnerBackgroundTests: XCTestCase {
    /// Every refresh starts exactly 10 minutes after its earliest begin, which the app sets
    /// 15 minutes after the previous run: one run every 25 minutes from 07:25.
    static let fixedRefresh = """
        background:
          refresh_delay: fixed 10m
          refresh_never: 0%
          early_expiration: 0%

        """

    func outcome(_ rest: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenarioOutcome {
        try XCTUnwrap(run(ScenarioFixture.with(rest), file: file, line: line), file: file, line: line)
    }

    func testAFixedDelayGivesARunEveryTwentyFiveMinutes() throws {
        let result = try outcome(
            Self.fixedRefresh + """
                expect:
                  - background_runs(alex-ipad, refresh) == 0 at 07:24
                  - background_runs(alex-ipad, refresh) == 1 at 07:25
                  - background_runs(alex-ipad, refresh) == 4 at 08:41          # 07:25, 07:50, 08:15, 08:40
                  - p50(refresh_delay) == 10m
                  - max(refresh_delay, alex-ipad) == 10m
                  - staleness(alex) < 25m

                """)
        XCTAssertEqual(
            result.expectations.map(\.status), Array(repeating: .passed, count: 6),
            result.expectations.compactMap(\.message).joined())
    }

    /// The run starts with the app's setup (one opening); three redemptions at 08:00 make four
    /// within the day, so the request the refresh run at 08:10 submits is drawn as for a
    /// much-used app, the one submitted at the start as for an app opened once.
    func testRedemptionsCountAsOpeningsOfTheApp() throws {
        let result = try outcome(
            """
            timeline:
              - at: 08:00
                redeem: 2 points
                for_app: minecraft
                every: 1m
                until: 08:02
              - at: 08:10
                run_task: refresh

            """)
        let log = try XCTUnwrap(result.metrics.devices[0].background["schedulerLog"]?.arrayValue)
        let details = log.filter { $0["event"]?.stringValue == "submitted" && $0["kind"]?.stringValue == "refresh" }
            .compactMap { $0["detail"]?.stringValue }
        XCTAssertGreaterThanOrEqual(details.count, 2)
        XCTAssertTrue(details[0].contains("; app opened in the last day; delay "), details[0])
        XCTAssertTrue(
            details[1].hasPrefix("from 2026-03-02T07:25:00.000Z; app opened 3+ times in the last day; "),
            details[1])
    }

    func testAPercentileOfNothingIsAnErrorThatSaysWhy() throws {
        let result = try outcome("background:\n  processing_never: 100%\nexpect:\n  - p95(processing_delay) < 1h\n")
        let expectation = try XCTUnwrap(result.expectations.first)
        XCTAssertEqual(expectation.status, .error)
        XCTAssertEqual(expectation.message, "no processing_delay was measured in this run")
    }

    func testRunTaskWithNothingPendingIsRefusedWithAWarning() throws {
        let result = try outcome(
            """
            timeline:
              - at: 08:00
                force_quit: alex-ipad
              - at: 08:01
                run_task: refresh
            expect:
              - refused_actions() == 1
              - force_quit(alex-ipad)

            """)
        XCTAssertTrue(result.passed, result.warnings.joined())
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings[0].contains("'run_task refresh on alex-ipad' was refused"), result.warnings[0])
    }

    func testNotificationsAreCountedPerRecipientAndKind() throws {
        let result = try outcome(
            """
            settings:
              daily_learning_goal: 10m
            timeline:
              - at: 08:00
                use: duolingo
                for: 12m
            expect:
              - notifications(alex, goal_achieved) == 1
              - notifications(sam, goal_achieved) == 1
              - notifications(sam, points_earned) == 0
              - notifications(alex, goal_achieved, day 2) == 0

            """)
        XCTAssertTrue(result.passed, result.expectations.map { "\($0.text): \($0.status)" }.joined(separator: "; "))
    }

    func testAnUnknownRecipientSuggestsAPerson() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("expect:\n  - notifications(sma) == 0\n"), line: 18, column: 19,
            message: "unknown recipient 'sma'", help: "did you mean 'sam'?"
        )
    }
}
