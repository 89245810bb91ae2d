import XCTest

@testable import YAMLSubset

/// The parser reports every mistake of a file in one run, in file order, without follow-on
/// errors from the lines nested under a faulty one.
final class YAMLParserRecoveryTests: XCTestCase {
    func testEveryMistakeOfAFileIsReportedInFileOrder() {
        let text = """
            version: 1
            settings:
              rate: "x\\q"
              rate: 2
            apps:
              - id: a
                 bad: 1
                 worse: 2
            timeline: [a, {b}]

            """
        let result = parse(text)
        XCTAssertNil(result.root)
        XCTAssertEqual(
            result.diagnostics.map(\.location),
            [
                SourceLocation(line: 3, column: 11),
                SourceLocation(line: 4, column: 3),
                SourceLocation(line: 7, column: 6),
                SourceLocation(line: 9, column: 15),
            ])
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "invalid escape sequence '\\q'",
                "duplicate key 'rate'",
                "unexpected indentation",
                "nested '[' or '{' inside '[...]' is not supported",
            ])
    }

    func testLinesNestedUnderAFaultyKeyAreSkippedSilently() {
        let result = parse("a: &x\n  b: 1\n    c: 2\nd: !t\ne: 3\n")
        XCTAssertEqual(
            result.diagnostics.map(\.location),
            [
                SourceLocation(line: 1, column: 4), SourceLocation(line: 4, column: 4),
            ])
    }

    func testErrorsFoundLaterInTheFileAreSortedBeforeReporting() {
        // The control character sits in a block scalar, read after its header line's value.
        let result = parse("a: |\n  x\u{1}y\nb: \"\\q\"\n")
        XCTAssertEqual(
            result.diagnostics.map(\.location),
            [
                SourceLocation(line: 2, column: 4), SourceLocation(line: 3, column: 5),
            ])
    }

    func testEveryTabIndentedLineIsReported() {
        let result = parse("a:\n\tb: 1\n\tc: 2\n")
        XCTAssertEqual(
            result.diagnostics.map(\.location),
            [
                SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 1),
            ])
    }

    func testReportingStopsAtTheDiagnosticsLimitWithANote() {
        let text = (0..<10).map { "k\($0):\n\tb: 1\n" }.joined()
        let result = parse(text, limits: YAMLLimits(diagnosticsMax: 3))
        XCTAssertEqual(result.diagnostics.count, 3)
        XCTAssertEqual(result.diagnostics.map(\.location.line), [2, 4, 6])
        XCTAssertEqual(result.diagnostics.last?.notes, ["stopped after 3 errors"])
    }

    func testDefaultLimitCapsDiagnosticsAtTwenty() {
        let text = String(repeating: "\tb: 1\n", count: 50)
        XCTAssertEqual(parse(text).diagnostics.count, 20)
    }
}
