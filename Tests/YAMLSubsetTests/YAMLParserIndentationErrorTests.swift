import XCTest

@testable import YAMLSubset

/// Errors about where a line starts. Each names the exact line and column of the character
/// at fault.
final class YAMLParserIndentationErrorTests: XCTestCase {
    func testTabInIndentationIsReportedAtTheTab() {
        assertSingleError("a:\n\tb: 1\n", line: 2, column: 1, message: "tab character in indentation")
        assertSingleError("a:\n  \tb: 1\n", line: 2, column: 3, message: "tab character in indentation")
    }

    func testKeyIndentedDeeperThanItsSiblingsIsUnexpected() {
        let error = assertSingleError(
            "a: 1\n  b: 2\n", line: 2, column: 3, message: "unexpected indentation"
        )
        XCTAssertEqual(error?.help?.contains("column 1"), true)
    }

    func testListItemAtTheWrongColumnIsNotAligned() {
        let error = assertSingleError(
            "apps:\n  - id: a\n   - id: b\n", line: 3, column: 4, message: "list item is not aligned"
        )
        XCTAssertEqual(error?.help, "start the '-' at column 3 like the other items")
    }

    func testDedentToAColumnOfNoOpenLevelIsReported() {
        let error = assertSingleError(
            "a:\n    b: 1\n  c: 2\n", line: 3, column: 3, message: "does not match any enclosing level"
        )
        XCTAssertEqual(error?.help, "align this line with an enclosing level: column 1 or 5")
    }

    func testListItemAmongKeysIsReported() {
        assertSingleError(
            "a: 1\n- b\n", line: 2, column: 1, message: "list item cannot appear among the keys"
        )
    }

    func testKeyAmongListItemsIsReported() {
        assertSingleError("- a\nb: 1\n", line: 2, column: 1, message: "expected a list item")
    }

    func testTextWithoutColonAmongKeysIsReported() {
        let error = assertSingleError("a: 1\nhello there\n", line: 2, column: 1, message: "found no ':'")
        XCTAssertEqual(error?.length, 11)
    }

    func testPlainValueContinuedOnMoreIndentedLinesFolds() {
        XCTAssertEqual(outline(of: "a: one\n  two\n\n  three\nb: 1\n"), "{a: one two\nthree, b: 1}")
        XCTAssertEqual(outline(of: "- one\n  two # note\n- x\n"), "[one two, x]")
    }

    func testAPlainValueEndedByACommentDoesNotContinue() {
        assertSingleError("a: one # c\n  two\n", line: 2, column: 3, message: "cannot continue on the next line")
    }

    func testSecondTopLevelValueIsReported() {
        assertSingleError("hello\nworld\n", line: 2, column: 1, message: "after the top-level value")
    }

    func testEmptyFileAndCommentOnlyFileAreReportedAtTheStart() {
        for text in ["", "# only\n\n   # comments\n", "---\n", "\n\n"] {
            let error = assertSingleError(text, line: 1, column: 1, message: "the file is empty")
            XCTAssertEqual(error?.help, "a scenario starts with 'version: 1'")
        }
    }
}
