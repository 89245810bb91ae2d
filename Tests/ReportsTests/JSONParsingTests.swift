import Reports
import XCTest

final class JSONParsingTests: XCTestCase {
    func testParsingKeepsKeyOrderAndTypes() throws {
        let value = try JSONValue.parse(#"{"z": 1, "a": [true, null, "x"], "m": {"k": -2.50}}"#)
        XCTAssertEqual(value.members?.map(\.key), ["z", "a", "m"])
        XCTAssertEqual(value["z"], .integer(1))
        XCTAssertEqual(value["a"], [true, nil, "x"])
        XCTAssertEqual(value["m"]?["k"], .number(-2.5, fractionDigits: 2))
        XCTAssertNil(value["missing"])
    }

    func testIntegersThatFitInt64StayExact() throws {
        XCTAssertEqual(try JSONValue.parse("9223372036854775807"), .integer(.max))
        XCTAssertEqual(try JSONValue.parse("-9223372036854775808"), .integer(.min))
        XCTAssertEqual(try JSONValue.parse("-0"), .integer(0))
    }

    func testOtherNumbersBecomeDoublesWithTheirWrittenFractionDigits() throws {
        // Int64.max + 1 no longer fits, but is exact as a Double.
        XCTAssertEqual(
            try JSONValue.parse("9223372036854775808"),
            .number(9_223_372_036_854_775_808, fractionDigits: 0))
        XCTAssertEqual(try JSONValue.parse("1.0"), .number(1, fractionDigits: 1))
        XCTAssertEqual(try JSONValue.parse("0.125"), .number(0.125, fractionDigits: 3))
        XCTAssertEqual(try JSONValue.parse("1.5e3"), .number(1500, fractionDigits: 1))
        XCTAssertEqual(try JSONValue.parse("2E-2"), .number(0.02, fractionDigits: 0))
    }

    func testStringEscapesDecodeIncludingSurrogatePairs() throws {
        let value = try JSONValue.parse(#""\"\\\/\b\f\n\r\t\u00e9\u0000\uD83C\uDFAE""#)
        XCTAssertEqual(value.stringValue, "\"\\/\u{08}\u{0C}\n\r\té\u{00}🎮")
        XCTAssertEqual(try JSONValue.parse("\"Zoë 日本\"").stringValue, "Zoë 日本")
    }

    func testParseThenSerializeReproducesOurOwnOutputByteForByte() throws {
        let documents = [
            "{\n  \"name\": \"a\\\"b\\n\\u0001é\",\n  \"mean\": 1.250,\n  \"list\": [\n    -3,\n"
                + "    [],\n    {},\n    null,\n    false\n  ]\n}\n",
            "[\n  0.000,\n  18446744073709551616\n]\n",
            "\"\"\n",
        ]
        for document in documents {
            XCTAssertEqual(try JSONValue.parse(document).serialized(), document)
        }
    }

    func testSerializeThenParseGivesBackTheSameValue() throws {
        let value: JSONValue = [
            "text": "tab\t quote\" nul\u{0} 🎮",
            "numbers": [.integer(.max), .number(-0.5, fractionDigits: 1), .number(3, fractionDigits: 2)],
            "deep": [["k": [[:]]]],
        ]
        XCTAssertEqual(try JSONValue.parse(value.serialized()), value)
    }

    func testAccessorsReturnNilForOtherKinds() throws {
        let value = try JSONValue.parse(#"[1, 1.5, "s", true, null]"#)
        let elements = try XCTUnwrap(value.arrayValue)
        XCTAssertEqual(elements[0].intValue, 1)
        XCTAssertEqual(elements[0].doubleValue, 1)
        XCTAssertNil(elements[1].intValue)
        XCTAssertEqual(elements[1].doubleValue, 1.5)
        XCTAssertEqual(elements[2].stringValue, "s")
        XCTAssertNil(elements[2].doubleValue)
        XCTAssertEqual(elements[3].boolValue, true)
        XCTAssertTrue(elements[4].isNull)
        XCTAssertNil(value["key"])
        XCTAssertNil(value.stringValue)
    }

    func testErrorsNameTheProblemAndItsByteOffset() {
        let cases: [(String, String, Int)] = [
            ("", "unexpected end of input, expected a value", 0),
            ("  ", "unexpected end of input, expected a value", 2),
            ("[1, 2", "expected ',' or ']'", 5),
            ("[1,]", "unexpected character ']', expected a value", 3),
            (#"{"a" 1}"#, "expected ':' after the key", 5),
            (#"{"a": 1,}"#, "expected a string key", 8),
            (#"{"a": 1, "a": 2}"#, "duplicate key \"a\"", 9),
            ("tru", "invalid literal, expected 'true'", 3),
            ("01", "unexpected text after the value", 1),
            ("-x", "expected a digit", 1),
            ("1.", "expected a digit after the decimal point", 2),
            ("1e+", "expected a digit in the exponent", 3),
            ("1e999", "number out of range", 0),
            ("\"abc", "unterminated string", 4),
            ("\"a\tb\"", "control character byte 0x9 must be escaped in a string", 2),
            (#""\x""#, "invalid escape: backslash followed by character 'x'", 1),
            (#""\u12G4""#, "expected four hexadecimal digits in \\u escape", 5),
            (#""\uDC00""#, "lone UTF-16 surrogate in \\u escape", 1),
            (#"["\uD800x"]"#, "lone UTF-16 surrogate in \\u escape", 2),
            ("\"é\" x", "unexpected text after the value", 5),
            ("{} {}", "unexpected text after the value", 3),
            ("\u{FEFF}1", "unexpected byte 0xEF, expected a value", 0),
        ]
        for (text, message, offset) in cases {
            XCTAssertThrowsError(try JSONValue.parse(text), "parsing \(text.debugDescription)") { error in
                XCTAssertEqual(
                    error as? JSONParseError, JSONParseError(message: message, offset: offset),
                    "parsing \(text.debugDescription)")
            }
        }
    }

    func testNestingIsLimitedSoHostileInputCannotExhaustTheStack() throws {
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try JSONValue.parse(allowed))
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertThrowsError(try JSONValue.parse(tooDeep)) { error in
            XCTAssertEqual(
                error as? JSONParseError,
                JSONParseError(message: "nesting deeper than 512 levels", offset: 512))
        }
    }
}
