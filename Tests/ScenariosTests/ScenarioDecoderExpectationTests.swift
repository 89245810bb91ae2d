import XCTest
import YAMLSubset

@testable import Scenarios

/// Expectations are checked before anything runs. Each text puts its expectation on line 18,
/// with the expression starting at column 5 (`  - `).
final class ScenarioDecoderExpectationTests: XCTestCase {
    func expecting(_ expression: String) -> String {
        ScenarioFixture.with("expect:\n  - \(expression)\n")
    }

    func testASyntaxErrorPointsInsideTheExpression() {
        assertOnlyDiagnostic(
            expecting("earned(alex) == == 10"), line: 18, column: 21,
            message: "missing operand before '=='", help: nil
        )
    }

    func testASyntaxErrorInAQuotedExpressionCountsTheQuote() {
        assertOnlyDiagnostic(
            expecting("\"earned(alex) == == 10\""), line: 18, column: 22,
            message: "missing operand before '=='", help: nil
        )
    }

    func testAnUnknownFunctionSuggestsTheNearestOne() {
        assertOnlyDiagnostic(
            expecting("earnd(alex) == 10"), line: 18, column: 5,
            message: "unknown function 'earnd'", help: "did you mean 'earned'?"
        )
    }

    func testAnUnknownChildInAnExpectationPointsAtTheArgument() {
        assertOnlyDiagnostic(
            expecting("earned(alx) == 10"), line: 18, column: 12,
            message: "unknown child 'alx'", help: "did you mean 'alex'?"
        )
    }

    func testAnExpectationMustBeTrueOrFalse() {
        assertOnlyDiagnostic(
            expecting("points(alex)"), line: 18, column: 5,
            message: "an expectation must be true or false, but this one is a number",
            help: "compare it, e.g. points(alex) == 10"
        )
    }

    /// Twenty-four hours from 07:00 touch two local dates, so the run has days 1 and 2.
    func testADayOutsideTheRunNamesTheDaysItHas() {
        assertOnlyDiagnostic(
            expecting("earned(alex, day 9) == 0"), line: 18, column: 18,
            message: "the run has days 1 to 2", help: "day numbers count from the start date, day 1"
        )
    }

    func testATimedCheckAtTwentyFiveOClockPointsAtTheTime() {
        assertOnlyDiagnostic(
            expecting("shielded(alex-ipad, minecraft) at 25:00"), line: 18, column: 39,
            message: "'25:00' is not a time of day",
            help: ScenarioFixture.timeOfDayHelp
        )
    }

    func testATimedCheckBeforeTheStartIsRefused() {
        assertOnlyDiagnostic(
            expecting("locked(alex-ipad) at 06:00"), line: 18, column: 26,
            message: "'06:00' is before the start of the run (2026-03-02T07:00:00.000+01:00)",
            help: "use day 2 07:30 for a later day"
        )
    }

    func testProblemsInTheTimelineAndTheExpectationsAreReportedTogetherInFileOrder() {
        let text = ScenarioFixture.with(
            """
            timeline:
              - at: 07:30
                use: minecraf
                for: 30m
            expect:
              - earnd(alex) == 10
              - points(alex)
            """)
        let (scenario, diagnostics) = decode(text + "\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.map(\.location.description), ["19:10", "22:5", "23:5"])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "unknown app 'minecraf'", "unknown function 'earnd'",
                "an expectation must be true or false, but this one is a number",
            ])
    }
}
