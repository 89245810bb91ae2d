import XCTest
import YAMLSubset

@testable import Scenarios

/// A small valid scenario that tests extend. Its 16 lines are fixed, so a test that appends
/// text knows that its first line is line 17.
enum ScenarioFixture {
    static let header = """
        version: 1
        name: test
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
          - id: minecraft
            category: reward

        """

    /// The header followed by `rest`, which starts on line 17.
    static let timeOfDayHelp =
        "write a time of day (07:30, 07:30:15) or a day and time (day 2 07:30); day 1 is the start date"

    static func with(_ rest: String) -> String {
        header + rest
    }

    /// The header with one piece of text replaced, for tests of the header's own keys.
    static func replacing(_ target: String, with replacement: String) -> String {
        precondition(header.contains(target), "the header has no '\(target)'")
        return header.replacingOccurrences(of: target, with: replacement)
    }
}

extension XCTestCase {
    func decode(_ text: String) -> (scenario: Scenario?, diagnostics: [Diagnostic]) {
        ScenarioLoader.decode(SourceFile(path: "test.yaml", text: text))
    }

    /// Decodes `text`, failing the test with every diagnostic when it is not valid.
    func decodeValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Scenario? {
        let (scenario, diagnostics) = decode(text)
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.message)" }, [], file: file, line: line)
        XCTAssertNotNil(scenario, "a file without diagnostics yields a scenario", file: file, line: line)
        return scenario
    }

    /// Requires exactly one diagnostic, at `line`:`column`, with this message and help.
    func assertOnlyDiagnostic(
        _ text: String, line: Int, column: Int, message: String, help: String?,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        let (scenario, diagnostics) = decode(text)
        XCTAssertNil(scenario, "a file with errors yields no scenario", file: file, line: testLine)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            let listed = diagnostics.map { "\($0.location) \($0.message)" }
            return XCTFail("expected one diagnostic, got \(listed)", file: file, line: testLine)
        }
        XCTAssertEqual(diagnostic.path, "test.yaml", file: file, line: testLine)
        XCTAssertEqual(
            diagnostic.location, SourceLocation(line: line, column: column),
            file: file, line: testLine)
        XCTAssertEqual(diagnostic.message, message, file: file, line: testLine)
        XCTAssertEqual(diagnostic.help, help, file: file, line: testLine)
    }

    /// Decodes and runs `text` with its own seed.
    func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ScenarioOutcome? {
        guard let scenario = decodeValid(text, file: file, line: line) else { return nil }
        return ScenarioRunner.run(scenario, seed: scenario.seed)
    }
}

extension TimelineAction {
    /// The step's action as a value tests can compare with the one they expect.
    var kindValue: AnyHashable { AnyHashable(kind) }
}
