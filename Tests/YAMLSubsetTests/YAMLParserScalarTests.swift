import XCTest

@testable import YAMLSubset

final class YAMLParserScalarTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLScalar? {
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return scalar(mapping(result.root, file: file, line: line)?.entry("k")?.value, file: file, line: line)
    }

    func testDoubleQuotedScalarsDecodeEveryEscape() {
        let decoded = value(#"k: "a\nb\tc\rd\"e\\f\/g\0h\u00e9\u20AC""#)
        XCTAssertEqual(decoded?.value, "a\nb\tc\rd\"e\\f/g\0h\u{e9}\u{20AC}")
        XCTAssertEqual(decoded?.style, .doubleQuoted)
        XCTAssertEqual(decoded?.location, SourceLocation(line: 1, column: 4))
        XCTAssertEqual(decoded?.length, 36)
    }

    func testSingleQuotedScalarsTurnTwoQuotesIntoOne() {
        let decoded = value("k: 'it''s \\n # not a comment'  # comment")
        XCTAssertEqual(decoded?.value, "it's \\n # not a comment")
        XCTAssertEqual(decoded?.style, .singleQuoted)
        XCTAssertEqual(decoded?.length, 26)
    }

    func testLiteralBlockClipsToOneFinalLineEnd() {
        let text = "k: |\n  line one\n    indented\n\n  line three\n\n\nnext: 1\n"
        XCTAssertEqual(value(text)?.value, "line one\n  indented\n\nline three\n")
        XCTAssertEqual(value(text)?.style, .literal)
    }

    func testLiteralBlockWithStripChompingHasNoFinalLineEnd() {
        XCTAssertEqual(value("k: |-\n  a\n  b\n\nnext: 1\n")?.value, "a\nb")
    }

    func testLiteralBlockWithKeepChompingKeepsTrailingBlankLines() {
        XCTAssertEqual(value("k: |+\n  a\n  b\n\n\nnext: 1\n")?.value, "a\nb\n\n\n")
    }

    func testFoldedBlockJoinsEqualIndentationAndKeepsBlankLinesAsLineEnds() {
        let text = "k: >\n  one\n  two\n\n  three\n    kept\n  four\n"
        XCTAssertEqual(value(text)?.value, "one two\nthree\n  kept\nfour\n")
        XCTAssertEqual(value(text)?.style, .folded)
    }

    func testFoldedBlockHonoursStripAndKeepChomping() {
        XCTAssertEqual(value("k: >-\n  one\n  two\n\n")?.value, "one two")
        XCTAssertEqual(value("k: >+\n  one\n  two\n\n")?.value, "one two\n\n")
    }

    func testBlockScalarWithoutTextIsEmpty() {
        XCTAssertEqual(value("k: |\nnext: 1\n")?.value, "")
        XCTAssertEqual(value("k: >-\n")?.value, "")
    }

    func testBlockScalarInAListItemEndsAtTheNextItem() {
        XCTAssertEqual(outline(of: "- |\n  text # kept\n- b\n"), "[text # kept\n, b]")
    }

    func testBlockScalarHeaderLocationIsTheIndicator() {
        let header = value("k:   |-  # note\n  a\n")
        XCTAssertEqual(header?.location, SourceLocation(line: 1, column: 6))
        XCTAssertEqual(header?.length, 2)
    }

    func testBlockScalarKeepsTabsAfterItsIndentation() {
        XCTAssertEqual(value("k: |\n  a\tb\n  \tc\n")?.value, "a\tb\n\tc\n")
    }
}
