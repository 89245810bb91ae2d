import XCTest

@testable import YAMLSubset

/// The subset agrees with YAML 1.2 wherever it accepts a file: each rule here is one YAML
/// says, with the value YAML gives or the construct's named error.
final class YAMLConformanceTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let result = parse(text)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        guard case .mapping(let mapping) = result.root, case .scalar(let scalar) = mapping.entries.first?.value else {
            return nil
        }
        return scalar.value
    }

    func testEveryDoubleQuotedEscapeOfYAML12Decodes() {
        XCTAssertEqual(
            value(#"a: "\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P""#),
            "\u{0}\u{07}\u{08}\t\n\u{0B}\u{0C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}")
        XCTAssertEqual(value(#"a: "\x41\u00e9\U0001F600""#), "Aé😀")
        XCTAssertEqual(value("a: \"x\\\ty\""), "x\ty", "a backslash before a tab is a tab")
    }

    func testMalformedHexEscapesAreLocatedAtTheBackslash() {
        assertSingleError(#"a: "ok \x4""#, line: 1, column: 8, message: #"invalid escape sequence '\x4'"#)
        assertSingleError(#"a: "\U00110000""#, line: 1, column: 5, message: #"invalid escape sequence '\U00110000'"#)
        assertSingleError(#"a: "\q""#, line: 1, column: 5, message: #"invalid escape sequence '\q'"#)
    }

    func testABlockIndentationIndicatorKeepsTheTextsOwnLeadingSpaces() {
        XCTAssertEqual(value("a: |2\n   x\n  y\n"), " x\ny\n")
        XCTAssertEqual(value("a: |2-\n   x\n"), " x")
        XCTAssertEqual(value("a: >-1\n  x\n"), " x")
        XCTAssertEqual(outline(of: "- |1\n  x\n"), "[ x\n]")
        XCTAssertEqual(outline(of: "a:\n  b: |1\n    x\n"), "{a: {b:  x\n}}")
    }

    func testAZeroIndentationIndicatorIsRefused() {
        assertSingleError(
            "a: |0\n  x\n", line: 1, column: 5, message: "a block scalar's indentation indicator is 1 to 9, not 0")
    }

    func testLeadingBlankLinesDeeperThanTheFirstTextAreInvalid() {
        assertSingleError(
            "a: |\n    \n  text\n", line: 2, column: 3,
            message: "a blank line at the start of a block scalar is indented more than its first line of text")
        XCTAssertEqual(value("a: |\n  \n  text\n"), "\ntext\n", "a blank line as deep as the text is fine")
    }

    func testATabOnlyLineBeforeABlockScalarsTextIsInvalid() {
        assertSingleError("a: |\n\t\nb: 1\n", line: 2, column: 1, message: "tab character in indentation")
        assertSingleError("a: |\n \t\nb: 1\n", line: 2, column: 2, message: "tab character in indentation")
    }

    func testATabCannotIndentANestedCollectionAfterADash() {
        assertSingleError(
            "-\t- x\n", line: 1, column: 2, message: "a tab cannot separate '-' from a nested list or mapping")
        assertSingleError(
            "- \tk: v\n", line: 1, column: 3, message: "a tab cannot separate '-' from a nested list or mapping")
        XCTAssertEqual(outline(of: "-\tx\n-\t-1\n"), "[x, -1]", "before a plain value a tab is only separation")
    }

    func testABareDashInsideBracketsIsNoItem() {
        assertSingleError("a: [-]\n", line: 1, column: 5, message: "unexpected character '-' at the start of a value")
        assertSingleError(
            "a: [x, -]\n", line: 1, column: 8, message: "unexpected character '-' at the start of a value")
        XCTAssertEqual(outline(of: "a: [-1, -x]\n"), "{a: f[-1, -x]}")
    }

    func testOutsideSubsetConstructsAreNamed() {
        assertSingleError("[a]: b\n", line: 1, column: 1, message: "lists as keys ('[…]: …') are not supported")
        assertSingleError(
            "a: [: x]\n", line: 1, column: 5,
            message: "'key: value' pairs inside '[…]' (single-pair mappings) are not supported")
    }

    func testADocumentEndMarkerMayCloseTheFile() {
        XCTAssertEqual(outline(of: "a: 1\n...\n# the end\n\n"), "{a: 1}")
        assertSingleError(
            "a: 1\n...\nb: 2\n", line: 2, column: 1, message: "found '...'; a scenario file holds exactly one document")
    }

    func testPlainValuesFoldOverMoreIndentedLines() {
        XCTAssertEqual(value("a: one\n  two\n   three\n"), "one two three")
        XCTAssertEqual(value("a: one\n\n\n  two\n"), "one\n\ntwo", "each blank line is a line end")
        XCTAssertEqual(
            outline(of: "a: one\n  - two\nb: 1\n"), "{a: one - two, b: 1}", "a '- ' there is text, as in YAML")
        assertSingleError("a: one\n  b: 2\n", line: 2, column: 3, message: "unexpected indentation")
    }

    func testQuotedValuesFoldOverMoreIndentedLines() {
        XCTAssertEqual(value("a: \"one  \n   two\n\n  three\"\n"), "one two\nthree")
        XCTAssertEqual(value("a: 'it''s\n  here'\n"), "it's here")
        XCTAssertEqual(value("a: \"joined\\\n  \\ kept\"\n"), "joined kept", "an escaped break joins without a space")
        XCTAssertEqual(outline(of: "- \"x\n  y\"\n- z\n"), "[x y, z]")
    }

    func testAQuotedValueNotClosedBeforeTheIndentationEndsIsUnterminated() {
        assertSingleError("a: \"one\nb: two\"\n", line: 1, column: 4, message: "unterminated double-quoted string")
        assertSingleError(
            "a: \"one\n  two\" x\n", line: 2, column: 8, message: "unexpected text after the closing quote")
        assertSingleError("- \"a\n  b\": c\n", line: 2, column: 5, message: "unexpected text after the closing quote")
    }
}

extension YAMLConformanceTests {
    func testAQuotedValueOfOnlyAnEscapedLineBreakIsEmptyAndMapsNowhere() {
        let text = "a: \"\\\n  \"\n"
        XCTAssertEqual(outline(of: text), "{a: }")
        let source = SourceFile(path: "t.yaml", text: text)
        let scalar = YAMLScalar(
            value: "", location: SourceLocation(line: 1, column: 4), length: 2, style: .doubleQuoted)
        XCTAssertEqual(
            ScalarSourceMap(scalar: scalar, source: source).location(ofValueOffset: 0),
            SourceLocation(line: 1, column: 4))
    }
}
