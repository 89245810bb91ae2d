import XCTest

@testable import YAMLSubset

final class SourceFileTests: XCTestCase {
    func testCarriageReturnsAndByteOrderMarkAreNormalisedAway() {
        let source = SourceFile(path: "a.yaml", text: "\u{FEFF}a: 1\r\nb: 2\rc: 3\n")
        XCTAssertEqual(source.text, "a: 1\nb: 2\nc: 3\n")
        XCTAssertEqual(source.lineText(1), "a: 1")
        XCTAssertEqual(source.lineText(3), "c: 3")
        XCTAssertNil(source.lineText(4))
        XCTAssertNil(source.lineText(0))
    }

    func testLineTextKeepsEmptyLinesAndTheLastLineWithoutLineEnd() {
        let source = SourceFile(path: "a.yaml", text: "x\n\nlast")
        XCTAssertEqual(source.lineText(2), "")
        XCTAssertEqual(source.lineText(3), "last")
    }

    func testCRLFFileWithByteOrderMarkParsesLikeItsLFTwin() {
        let crlf = "\u{FEFF}a: 1\r\nb: |\r\n  x\r\n  y\r\nc: [1, 2]\r\n"
        let lf = "a: 1\nb: |\n  x\n  y\nc: [1, 2]\n"
        let crlfResult = parse(crlf)
        XCTAssertEqual(crlfResult.diagnostics, [])
        XCTAssertEqual(crlfResult.root, parse(lf).root)
        XCTAssertEqual(outline(of: crlf), "{a: 1, b: x\ny\n, c: f[1, 2]}")
    }

    func testLocationsOrderByLineThenColumn() {
        XCTAssertLessThan(SourceLocation(line: 1, column: 9), SourceLocation(line: 2, column: 1))
        XCTAssertLessThan(SourceLocation(line: 2, column: 1), SourceLocation(line: 2, column: 3))
        XCTAssertEqual(SourceLocation(line: 4, column: 7).description, "4:7")
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        let root = try XCTUnwrap(mapping(parse("é€: 😀 x\n").root))
        let entry = try XCTUnwrap(root.entry("é€"))
        XCTAssertEqual(scalar(entry.value)?.location, SourceLocation(line: 1, column: 5))
        XCTAssertEqual(scalar(entry.value)?.length, 3)
    }
}
