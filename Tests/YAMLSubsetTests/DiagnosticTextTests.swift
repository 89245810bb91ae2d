import XCTest

@testable import YAMLSubset

/// What a diagnostic shows of hostile input: wide characters, NULs, megabyte lines and names,
/// look-alike letters, and files that are not UTF-8.
final class DiagnosticTextTests: XCTestCase {
    func testTheCaretCountsDisplayColumnsOfWideCharacters() {
        // 学 is the fifth character but starts at display column 7: 名前 take two columns each.
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 5), length: 2,
            message: "bad value")
        let source = SourceFile(path: "t.yaml", text: "名前: 学x\n")
        XCTAssertEqual(
            diagnostic.rendered(source: source, colour: false),
            "t.yaml:1:5: error: bad value\n   1 | 名前: 学x\n     |       ^~~")
    }

    func testAZeroWidthCharacterTakesNoColumnBeforeTheCaret() {
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 4), length: 1, message: "m")
        let rendered = diagnostic.rendered(source: SourceFile(path: "t.yaml", text: "e\u{301}: x\n"), colour: false)
        XCTAssertEqual(rendered.split(separator: "\n")[2], "     |   ^")
    }

    func testANulIsShownAsItsPictureAndNeverRaw() {
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 3), length: 1,
            message: "bad '\u{0}' here")
        let rendered = diagnostic.rendered(source: SourceFile(path: "t.yaml", text: "a:\u{0}b\n"), colour: false)
        XCTAssertFalse(rendered.unicodeScalars.contains("\u{0}"))
        XCTAssertEqual(rendered, "t.yaml:1:3: error: bad '<U+0000>' here\n   1 | a:\u{2400}b\n     |   ^")
    }

    func testAMegabyteLineIsShownAsAWindowAroundTheFault() {
        let line = String(repeating: "k", count: 1_000_000) + ": 1"
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 1), length: 1_000_000,
            message: "unknown key '\(line.prefix(1_000_000))'")
        let rendered = diagnostic.rendered(source: SourceFile(path: "t.yaml", text: line), colour: false)
        let lines = rendered.split(separator: "\n")
        XCTAssertEqual(lines[0], "t.yaml:1:1: error: unknown key '\(String(repeating: "k", count: 40))…'")
        XCTAssertEqual(lines[1], "   1 | " + String(repeating: "k", count: 120))
        XCTAssertEqual(lines[2], "     | ^" + String(repeating: "~", count: 119))
    }

    func testAFaultFarIntoALongLineIsShownAfterAnEllipsis() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let diagnostic = Diagnostic(
            path: "t.yaml", location: SourceLocation(line: 1, column: 501), length: 1, message: "m")
        let lines = diagnostic.rendered(source: SourceFile(path: "t.yaml", text: line), colour: false).split(
            separator: "\n")
        XCTAssertEqual(
            lines[1], "   1 | …" + String(repeating: "a", count: 20) + "X" + String(repeating: "b", count: 99))
        XCTAssertEqual(lines[2], "     |  " + String(repeating: " ", count: 20) + "^")
    }

    func testAnApostropheInsideAWordDoesNotOpenAQuotation() {
        let message = "the child's device " + String(repeating: "x", count: 100) + " 'name'"
        XCTAssertEqual(DiagnosticText.sanitised(message), message)
    }

    func testLookAlikeAndInvisibleCharactersAreNamed() {
        XCTAssertEqual(
            DiagnosticText.unusualCharacters(in: "dur\u{0430}tion"),
            "it contains 'а' (U+0430 CYRILLIC SMALL LETTER A), not plain ASCII")
        XCTAssertEqual(
            DiagnosticText.unusualCharacters(in: "seed\u{200B}"),
            "it contains an invisible U+200B ZERO WIDTH SPACE, not plain ASCII")
        XCTAssertNil(DiagnosticText.unusualCharacters(in: "duration"))
    }

    func testInvalidUTF8IsLocatedAtTheBadByte() {
        let bytes = Array("version: 1\nname: caf".utf8) + [0xE9] + Array("\n".utf8)
        guard case .failure(let diagnostic) = SourceBytes.text(of: bytes, path: "t.yaml") else {
            return XCTFail("Latin-1 bytes are not UTF-8")
        }
        XCTAssertEqual(diagnostic.location, SourceLocation(line: 2, column: 10))
        XCTAssertEqual(diagnostic.message, "invalid UTF-8: byte 0xE9 does not start or continue a character")
    }

    func testUTF16IsRecognisedWithAndWithoutAByteOrderMark() {
        let littleEndian: [UInt8] = [0xFF, 0xFE] + "v: 1".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndianWithoutMark: [UInt8] = "v: 1".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for (bytes, name) in [(littleEndian, "UTF-16 (little-endian)"), (bigEndianWithoutMark, "UTF-16 (big-endian)")] {
            guard case .failure(let diagnostic) = SourceBytes.text(of: bytes, path: "t.yaml") else {
                return XCTFail("\(name) is not UTF-8")
            }
            XCTAssertEqual(diagnostic.message, "the file is \(name) text, not UTF-8")
        }
    }

    func testValidUTF8WithEveryLengthOfSequencePasses() {
        let text = "a: é 学 😀\n"
        XCTAssertEqual(try? SourceBytes.text(of: Array(text.utf8), path: "t.yaml").get(), text)
        XCTAssertEqual(SourceBytes.firstInvalidUTF8Offset([0x61, 0xED, 0xA0, 0x80]), 1, "a surrogate is not UTF-8")
        XCTAssertEqual(SourceBytes.firstInvalidUTF8Offset([0xC0, 0x80]), 0, "an overlong NUL is not UTF-8")
    }
}
