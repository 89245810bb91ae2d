import XCTest
import YAMLSubset

@testable import Scenarios

/// A sessions CSV: rows read with their times and offsets; every malformed line a located error.
final class SessionsCSVTests: XCTestCase {
    static let header = "child,device,app,category,start,end\n"

    func parse(_ text: String) -> ([UsageRow], [Diagnostic]) {
        SessionsCSV.parse(SourceFile(path: "s.csv", text: text))
    }

    func assertOnly(
        _ text: String, line: Int, column: Int, length: Int = 1, _ message: String, help: String,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        let (rows, diagnostics) = parse(text)
        XCTAssertEqual(rows.count, 0, file: file, line: testLine)
        XCTAssertEqual(
            diagnostics.map { "\($0.path):\($0.location) \($0.message) | \($0.help ?? "")" },
            ["s.csv:\(line):\(column) \(message) | \(help)"], file: file, line: testLine)
        XCTAssertEqual(diagnostics.first?.length, length, file: file, line: testLine)
    }

    func testRowsKeepTheirOffsetsAndMillisecondsAndColumnsMayComeInAnyOrder() throws {
        let (rows, diagnostics) = parse(
            """
            start,end,child,device,app,category
            2026-03-02T15:20:00.250+01:00,2026-03-02T15:45:00+01:00,kid,"kid, ipad",khan,learning

            2026-03-02T14:50:00Z,2026-03-02T15:00:00Z,kid,kid-ipad,minecraft,reward
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(rows.count, 2)
        let first = try XCTUnwrap(rows.first)
        XCTAssertEqual(first.device, "kid, ipad")
        XCTAssertEqual(first.start.utcOffsetSeconds, 3_600)
        XCTAssertEqual(first.start.millisecondOfDay, (15 * 60 + 20) * 60_000 + 250)
        XCTAssertEqual(first.durationMs, 25 * 60_000 - 250)
        XCTAssertEqual(rows[1].category, .reward)
        XCTAssertEqual(rows[1].line, 4)
    }

    func testAMisspeltColumnIsNamedWithTheNearestOne() {
        assertOnly(
            "child,device,app,categroy,start,end\n", line: 1, column: 18, length: 8,
            "unknown column 'categroy'", help: "did you mean 'category'?")
    }

    func testAMissingColumnIsNamed() {
        assertOnly(
            "child,device,app,start,end\n", line: 1, column: 1, "the header lacks the column category",
            help: "the first line names the columns: child,device,app,category,start,end")
    }

    func testABadTimeIsUnderlinedWhereItIs() {
        assertOnly(
            Self.header + "kid,ipad,khan,learning,2026-03-02 25:00,2026-03-02T16:00:00Z\n",
            line: 2, column: 24, length: 16, "'2026-03-02 25:00' is not an ISO 8601 time",
            help: "write e.g. 2026-03-02T15:20:00+01:00 (Z for UTC)")
    }

    func testARowEndingBeforeItStartsIsRefused() {
        assertOnly(
            Self.header + "kid,ipad,khan,learning,2026-03-02T16:00:00Z,2026-03-02T15:00:00Z\n",
            line: 2, column: 45, length: 20, "the row ends at or before its start",
            help: "end is when the use stopped, after start")
    }

    func testAnUnknownCategoryAndAShortRowAreEachReported() {
        let (_, diagnostics) = parse(
            Self.header
                + "kid,ipad,khan,homework,2026-03-02T15:00:00Z,2026-03-02T16:00:00Z\n"
                + "kid,ipad,khan,learning,2026-03-02T15:00:00Z\n")
        XCTAssertEqual(
            diagnostics.map { "\($0.location) \($0.message)" },
            [
                "2:15 unknown category 'homework'",
                "3:44 this row has 5 fields, the header 6",
            ])
    }

    func testAnUnclosedQuoteIsReportedAtItsStart() {
        assertOnly(
            Self.header + "kid,\"ipad,khan,learning,2026-03-02T15:00:00Z,2026-03-02T16:00:00Z\n",
            line: 2, column: 5, "a quoted field is not closed",
            help: "end it with '\"' on the same line (double a quote inside: \"\")")
    }

    func testAnEmptyFileIsReported() {
        assertOnly(
            "\n", line: 1, column: 1, "the file is empty",
            help: "the first line names the columns: child,device,app,category,start,end")
    }
}
