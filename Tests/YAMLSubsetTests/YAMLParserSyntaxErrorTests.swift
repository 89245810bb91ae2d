import XCTest

@testable import YAMLSubset

/// Errors inside a line: scalars, refused YAML features and document markers.
final class YAMLParserSyntaxErrorTests: XCTestCase {
    func testDuplicateKeyIsReportedAtTheSecondKeyWithANoteOnTheFirst() {
        let error = assertSingleError(
            "name: a\nother: b\nname: c\n", line: 3, column: 1, message: "duplicate key 'name'"
        )
        XCTAssertEqual(error?.notes, ["'name' is first defined at 1:1"])
        XCTAssertEqual(error?.length, 4)
    }

    func testUnterminatedQuotesAreReportedAtTheOpeningQuote() {
        assertSingleError("a: 'abc\n", line: 1, column: 4, message: "unterminated single-quoted string")
        assertSingleError("a: \"abc\nb: def\"\n", line: 1, column: 4, message: "unterminated double-quoted")
    }

    func testInvalidEscapeIsReportedAtTheBackslash() {
        let error = assertSingleError(
            "a: \"x\\qy\"\n", line: 1, column: 6, message: "invalid escape sequence '\\q'"
        )
        XCTAssertEqual(error?.length, 2)
        assertSingleError("a: \"\\u12G4\"\n", line: 1, column: 5, message: "'\\u12'")
        assertSingleError("a: \"\\uD800\"\n", line: 1, column: 5, message: "'\\uD800'")
    }

    func testAnchorsAliasesTagsAndMergeKeysAreRefusedWithTheSameHelp() {
        let cases: [(String, Int, Int, String)] = [
            ("a: &anchor value\n", 1, 4, "anchors are not supported"),
            ("&a key: v\n", 1, 1, "anchors are not supported"),
            ("a: *ref\n", 1, 4, "aliases are not supported"),
            ("a: !!str 5\n", 1, 4, "tags are not supported"),
            ("a: [x, !t y]\n", 1, 8, "tags are not supported"),
            ("base:\n  x: 1\nother:\n  <<: *base\n", 4, 3, "merge keys ('<<') are not supported"),
        ]
        for (text, line, column, message) in cases {
            let error = assertSingleError(text, line: line, column: column, message: message)
            XCTAssertEqual(
                error?.help, "YAML anchors/aliases/tags are not part of RewardSim's subset; repeat the value"
            )
        }
        XCTAssertEqual(parse("a: &anchor value\n").diagnostics.first?.length, 7)
    }

    func testFlowMappingIsRefusedWithTheBlockFormAsHelp() {
        let error = assertSingleError("a: {b: 1, c: 2}\n", line: 1, column: 4, message: "flow mappings")
        XCTAssertEqual(
            error?.help, "write it in block form, one entry per line indented under its key:\n  b: 1\n  c: 2"
        )
        XCTAssertEqual(error?.length, 12)
        let unclosed = assertSingleError("- {b: 1\n", line: 1, column: 3, message: "flow mappings")
        XCTAssertEqual(unclosed?.help?.hasPrefix("write it in block form"), true)
    }

    func testSecondColonInAValueIsReportedAtThatColon() {
        assertSingleError(
            "key: value: more\n", line: 1, column: 11,
            message: "mapping values are not allowed in this context"
        )
        assertSingleError(
            "a: [b: c]\n", line: 1, column: 6,
            message: "'key: value' pairs inside '[…]' (single-pair mappings) are not supported")
    }

    func testTextAfterAClosingQuoteIsReported() {
        let message = "unexpected text after the closing quote"
        assertSingleError("a: \"x\" y\n", line: 1, column: 8, message: message)
        assertSingleError("a: 'x'#c\n", line: 1, column: 7, message: message)
    }

    func testSecondDocumentIsReportedAtItsMarker() {
        assertSingleError("a: 1\n---\nb: 2\n", line: 2, column: 1, message: "exactly one document")
        assertSingleError("a: 1\n...\nb: 2\n", line: 2, column: 1, message: "found '...'")
        assertSingleError("---\n---\na: 1\n", line: 2, column: 1, message: "found '---'")
        assertSingleError("--- a\n", line: 1, column: 5, message: "unexpected text after '---'")
    }

    func testDirectiveIsReported() {
        assertSingleError("%YAML 1.2\n---\na: 1\n", line: 1, column: 1, message: "directives")
    }

    func testComplexKeyIsReported() {
        assertSingleError("a:\n  ? b\n", line: 2, column: 3, message: "complex keys")
    }

    func testControlCharacterIsReportedWhereverItIs() {
        let error = assertSingleError("a: b\u{7}c\n", line: 1, column: 5, message: "control character U+0007")
        XCTAssertEqual(error?.length, 1)
        assertSingleError("a: |\n  x\u{1B}\n", line: 2, column: 4, message: "U+001B")
        assertSingleError("a: \"\u{85}\"\n", line: 1, column: 5, message: "U+0085")
    }

    func testEmptyKeyListOnKeyLineAndReservedCharactersAreReported() {
        assertSingleError("a: 1\n: b\n", line: 2, column: 1, message: "a key cannot be empty")
        assertSingleError("a: - b\n", line: 1, column: 4, message: "a list cannot start on the same line")
        assertSingleError("a: @x\n", line: 1, column: 4, message: "unexpected character '@'")
        assertSingleError("a: [x, |]\n", line: 1, column: 8, message: "unexpected character '|'")
    }

    func testFlowListErrorsPointAtTheFaultyCharacter() {
        assertSingleError("a: [b, c\n", line: 1, column: 4, message: "unterminated list")
        assertSingleError("a: [b, c # ]\n", line: 1, column: 4, message: "unterminated list")
        assertSingleError("a: [b, [c]]\n", line: 1, column: 8, message: "nested '[' or '{'")
        assertSingleError("a: [b, {c: 1}]\n", line: 1, column: 8, message: "nested '[' or '{'")
        assertSingleError("a: [b, , c]\n", line: 1, column: 8, message: "empty list item")
        assertSingleError("a: [\"b\" c]\n", line: 1, column: 9, message: "expected ',' or ']'")
        assertSingleError("a: [b] c\n", line: 1, column: 8, message: "unexpected text after ']'")
    }

    func testBlockScalarHeaderErrorsAreReported() {
        assertSingleError("a: |0\n  x\n", line: 1, column: 5, message: "indentation indicator is 1 to 9, not 0")
        assertSingleError("a: >- x\n", line: 1, column: 7, message: "after the block scalar indicator")
    }
}
