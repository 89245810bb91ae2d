import XCTest
import YAMLSubset

@testable import Scenarios

/// The `sometimes:` key: properties in the coverage's words, each one a run can reach.
final class ScenarioDecoderSometimesTests: XCTestCase {
    func testPropertiesOfEveryRunKindDecodeWithTheirPlaces() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    sometimes:
                      - conflict(field_merge)
                      - decision(command_answered)
                      - engine(retry_scheduled)
                      - error(zoneBusy)
                      - outcome(setting_superseded)

                    """)))
        XCTAssertEqual(
            scenario.sometimes.map(\.text),
            [
                "conflict(field_merge)", "decision(command_answered)",
                "engine(retry_scheduled)", "error(zoneBusy)", "outcome(setting_superseded)",
            ])
        XCTAssertEqual(
            scenario.sometimes.map { "\($0.location.line):\($0.location.column)" },
            ["18:5", "19:5", "20:5", "21:5", "22:5"])
    }

    func testAMisspeltPropertyIsNamedWithTheNearestOne() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("sometimes: [engine(retry_scheduled), conflict(field_merg)]\n"),
            line: 17, column: 38, message: "unknown property 'conflict(field_merg)'",
            help: "did you mean 'conflict(field_merge)'?")
    }

    func testAMisspeltKindIsNamedWithTheNearestOne() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("sometimes:\n  - confict(field_merge)\n"),
            line: 18, column: 5, message: "unknown property kind 'confict'",
            help: "did you mean 'conflict'?")
    }

    func testAPropertyFarFromAnyListsItsKindsValues() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("sometimes: [engine(nap)]\n"),
            line: 17, column: 13, message: "unknown property 'engine(nap)'",
            help: "engine properties: engine(change_failed), engine(conflict_resolved), "
                + "engine(full_refetch), engine(retry_scheduled)")
    }

    func testAScenarioCannotRequireAFault() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("sometimes: [fault(partition)]\n"),
            line: 17, column: 13, message: "a scenario cannot require fault(…): it states its faults itself",
            help: "require what the faults lead to, e.g. engine(retry_scheduled); fault(…) is for explore files")
    }

    func testAWordWithoutAValueAndADuplicateAreRefused() {
        let (_, diagnostics) = decode(
            ScenarioFixture.with("sometimes:\n  - conflict\n  - error(zoneBusy)\n  - error(zoneBusy)\n"))
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            [
                "18:5 'conflict' is not a property a run can reach",
                "20:5 'error(zoneBusy)' is listed twice",
            ])
    }

    func testSometimesMustBeAList() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("sometimes: conflict(field_merge)\n"),
            line: 17, column: 12, message: "'sometimes' must be a list, not a scalar",
            help: "write each item on its own line starting with '- ', or [a, b] on one line")
    }

    /// A lost answer is the device's verdict, never the service's: `error(…)` cannot reach it.
    func testAnErrorTheServiceNeverAnswersWithIsUnknown() {
        let (_, diagnostics) = decode(ScenarioFixture.with("sometimes: [error(serverResponseLost)]\n"))
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["17:13 unknown property 'error(serverResponseLost)'"])
    }
}
