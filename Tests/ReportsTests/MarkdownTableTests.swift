import Reports
import XCTest

final class MarkdownTableTests: XCTestCase {
    func testRendersAPipeTableWithDefaultAlignment() {
        let rows = [["steady", "pass"], ["crash", "fail"]]
        let table = MarkdownTable.render(header: ["Scenario", "Result"], rows: rows)
        XCTAssertEqual(
            table,
            """
            | Scenario | Result |
            | --- | --- |
            | steady | pass |
            | crash | fail |

            """)
    }

    func testAlignmentsSetTheDelimiterRow() {
        let alignments: [MarkdownAlignment] = [.left, .right, .center]
        let table = MarkdownTable.render(header: ["a", "b", "c"], rows: [], alignments: alignments)
        XCTAssertEqual(table, "| a | b | c |\n| :--- | ---: | :---: |\n")
    }

    func testPipesAreEscapedAndLineBreaksBecomeBreakTags() {
        let rows = [["one\ntwo\r\nthree\rfour"], ["|\u{301}"], [""]]
        let table = MarkdownTable.render(header: ["x|y"], rows: rows)
        XCTAssertEqual(table, "| x\\|y |\n| --- |\n| one<br>two<br>three<br>four |\n| \\|\u{301} |\n|  |\n")
    }
}

final class MarkdownDocumentTests: XCTestCase {
    private let note = "… truncated; see results.json"

    func testTextWithinTheBudgetIsReturnedUnchanged() {
        let text = "# Title\n\nline\n"
        XCTAssertEqual(MarkdownDocument.truncated(text, toBytes: 15, note: note), text)
        XCTAssertEqual(MarkdownDocument.truncated(text, toBytes: 1_000, note: note), text)
    }

    func testCutsOnALineBoundaryAndAppendsTheNoteAfterABlankLine() {
        // The note costs 33 bytes: a blank line, 31 bytes of text ("…" is 3 bytes), a newline.
        XCTAssertEqual(note.utf8.count, 31)
        let text = "line one\nline two\nline three\n" + String(repeating: "x", count: 40) + "\n"
        let result = MarkdownDocument.truncated(text, toBytes: 18 + 33, note: note)
        XCTAssertEqual(result, "line one\nline two\n\n\(note)\n")
        XCTAssertEqual(result.utf8.count, 51)
        XCTAssertEqual(MarkdownDocument.truncated(text, toBytes: 50, note: note), "line one\n\n\(note)\n")
    }

    func testWhenNoLineFitsOnlyTheNoteRemains() {
        let text = String(repeating: "x", count: 200)
        XCTAssertEqual(MarkdownDocument.truncated(text, toBytes: 40, note: note), note + "\n")
    }

    func testNeverCutsInsideAMultiByteCharacterAndStaysWithinBudget() {
        let line = "日本語の行\n"  // 16 bytes
        let text = String(repeating: line, count: 50)
        for budget in 33...400 {
            let lineCount = (budget - 33) / 16
            let expected =
                lineCount == 0
                ? note + "\n" : String(repeating: line, count: lineCount) + "\n" + note + "\n"
            let result = MarkdownDocument.truncated(text, toBytes: budget, note: note)
            XCTAssertEqual(result, expected, "budget \(budget)")
            XCTAssertLessThanOrEqual(result.utf8.count, budget)
        }
    }

    func testAnOpenCodeFenceIsClosedBeforeTheNote() {
        let text =
            "## Failure\n````swift\nlet a = 1\n```\nlet b = 2\n````\nafter\n"
            + String(repeating: "y", count: 100) + "\n"
        // Cutting after "let b = 2" (45 bytes) leaves the four-backtick fence open: the inner
        // "```" does not close it. Its closer costs 5 bytes, the note 33.
        XCTAssertEqual(
            MarkdownDocument.truncated(text, toBytes: 45 + 5 + 33, note: note),
            "## Failure\n````swift\nlet a = 1\n```\nlet b = 2\n````\n\n\(note)\n")
        XCTAssertEqual(
            MarkdownDocument.truncated(text, toBytes: 45 + 5 + 33 - 1, note: note),
            "## Failure\n````swift\nlet a = 1\n```\n````\n\n\(note)\n")
        // After the real closing fence (51 bytes) nothing needs closing.
        XCTAssertEqual(
            MarkdownDocument.truncated(text, toBytes: 51 + 33, note: note),
            "## Failure\n````swift\nlet a = 1\n```\nlet b = 2\n````\n\n\(note)\n")
    }

    func testTildeFencesAreTrackedToo() {
        let text = "~~~\ncode\n~~~\nprose\n" + String(repeating: "z", count: 60) + "\n"
        XCTAssertEqual(
            MarkdownDocument.truncated(text, toBytes: 19 + 33, note: note),
            "~~~\ncode\n~~~\nprose\n\n\(note)\n")
        XCTAssertEqual(
            MarkdownDocument.truncated(text, toBytes: 13 + 33, note: note),
            "~~~\ncode\n~~~\n\n\(note)\n")
    }
}
