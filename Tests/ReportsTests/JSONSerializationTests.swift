import Foundation
import Reports
import XCTest

final class JSONSerializationTests: XCTestCase {
    func testNestedValuesArePrettyPrintedWithTwoSpaceIndentAndTrailingNewline() {
        let value: JSONValue = [
            "name": "steady-earner",
            "seed": 42,
            "passed": true,
            "skipped": nil,
            "days": [1, 2],
            "empty": [],
            "nothing": [:],
            "ledger": ["balance": -15, "ratio": .number(0.125, fractionDigits: 2)],
        ]
        let expected = """
            {
              "name": "steady-earner",
              "seed": 42,
              "passed": true,
              "skipped": null,
              "days": [
                1,
                2
              ],
              "empty": [],
              "nothing": {},
              "ledger": {
                "balance": -15,
                "ratio": 0.12
              }
            }

            """
        XCTAssertEqual(value.serialized(), expected)
    }

    func testObjectKeysKeepTheOrderTheyWereGiven() {
        let value = JSONValue(object: [("zeta", 1), ("alpha", 2), ("mid", 3)])
        XCTAssertEqual(value.serialized(), "{\n  \"zeta\": 1,\n  \"alpha\": 2,\n  \"mid\": 3\n}\n")
        XCTAssertEqual(value.members, [JSONMember("zeta", 1), JSONMember("alpha", 2), JSONMember("mid", 3)])
        XCTAssertEqual(JSONValue.object([]).serialized(), "{}\n")
    }

    func testScalarDocumentsAreOneLine() {
        XCTAssertEqual(JSONValue.string("x").serialized(), "\"x\"\n")
        XCTAssertEqual(JSONValue.array([]).serialized(), "[]\n")
        XCTAssertEqual(JSONValue.integer(.min).serialized(), "-9223372036854775808\n")
    }

    func testStringsEscapeQuotesBackslashesAndControlCharacters() {
        let value = JSONValue.string("say \"hi\"\\ \n\r\t\u{08}\u{0C}\u{00}\u{1B}\u{1F} / \u{7F}")
        let expected = #""say \"hi\"\\ \n\r\t\b\f\u0000\u001b\u001f / \#u{7F}""# + "\n"
        XCTAssertEqual(value.serialized(), expected)
    }

    func testNonASCIITextIsWrittenAsUTF8NotEscaped() {
        let value = JSONValue.string("Zoë 🎮 日本 e\u{301}")
        XCTAssertEqual(value.serialized(), "\"Zoë 🎮 日本 e\u{301}\"\n")
        XCTAssertEqual(Array(value.serialized().utf8).prefix(5), [0x22, 0x5A, 0x6F, 0xC3, 0xAB])
    }

    func testNumbersUseExactlyTheRequestedFractionDigits() {
        let cases: [(Double, Int, String)] = [
            (1, 3, "1.000"),
            (2.5, 0, "2"),  // round half to even on the exact binary value
            (3.5, 0, "4"),
            (0.125, 2, "0.12"),
            (0.375, 2, "0.38"),
            (1.005, 2, "1.00"),  // 1.005 is stored as 1.00499999999999989…
            (-7.25, 1, "-7.2"),
            (123_456_789.123, 2, "123456789.12"),
            (1e21, 1, "1000000000000000000000.0"),
            (1e-7, 3, "0.000"),
        ]
        for (value, digits, expected) in cases {
            XCTAssertEqual(
                JSONValue.number(value, fractionDigits: digits).serialized(), expected + "\n",
                "\(value) with \(digits) digits")
        }
    }

    func testNegativeZeroAndValuesRoundingToZeroLoseTheirSign() {
        XCTAssertEqual(JSONValue.number(-0.0, fractionDigits: 0).serialized(), "0\n")
        XCTAssertEqual(JSONValue.number(-0.0, fractionDigits: 2).serialized(), "0.00\n")
        XCTAssertEqual(JSONValue.number(-0.004, fractionDigits: 2).serialized(), "0.00\n")
        XCTAssertEqual(JSONValue.number(-0.005001, fractionDigits: 2).serialized(), "-0.01\n")
    }

    func testNaNAndInfinitiesAreWrittenAsNull() {
        let value: JSONValue = [
            .number(.nan, fractionDigits: 2),
            .number(.infinity, fractionDigits: 0),
            .number(-.infinity, fractionDigits: 3),
        ]
        XCTAssertEqual(value.serialized(), "[\n  null,\n  null,\n  null\n]\n")
    }

    func testFoundationAcceptsWhatWeWriteAndReadsTheSameValues() throws {
        let value: JSONValue = [
            "text": "quote \" slash \\ newline \n bell \u{07} emoji 🎮",
            "count": 9_007_199_254_740_993,
            "mean": .number(12.345, fractionDigits: 3),
            "nested": [["a": []], [:], nil, false],
        ]
        let data = Data(value.serialized().utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["text"] as? String, "quote \" slash \\ newline \n bell \u{07} emoji 🎮")
        XCTAssertEqual((object["count"] as? NSNumber)?.int64Value, 9_007_199_254_740_993)
        XCTAssertEqual((object["mean"] as? NSNumber)?.doubleValue, 12.345)
        XCTAssertEqual((object["nested"] as? [Any])?.count, 4)
    }

    func testSerializingTheSameValueTwiceGivesTheSameBytes() {
        let value: JSONValue = ["b": [1, 2, ["c": "d"]], "a": .number(1.5, fractionDigits: 1)]
        XCTAssertEqual(Array(value.serialized().utf8), Array(value.serialized().utf8))
    }
}
