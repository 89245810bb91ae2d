import ExpectationLanguage
import XCTest

final class ValueDescriptionTests: XCTestCase {
    func testIntegersPrintWithoutDecimals() {
        XCTAssertEqual(Value.number(10).description, "10")
        XCTAssertEqual(Value.number(-3).description, "-3")
        XCTAssertEqual(Value.number(0).description, "0")
        XCTAssertEqual(Value.number(-0.0).description, "0")
        XCTAssertEqual(Value.number(1_000_000_000_000).description, "1000000000000")
    }

    func testFractionsPrintUpToFourDecimalsTrimmed() {
        XCTAssertEqual(Value.number(0.95123).description, "0.9512")
        XCTAssertEqual(Value.number(2.5).description, "2.5")
        XCTAssertEqual(Value.number(2.0 / 3.0).description, "0.6667")
        XCTAssertEqual(Value.number(-0.05).description, "-0.05")
        XCTAssertEqual(Value.number(3.00004).description, "3")
        XCTAssertEqual(Value.number(-0.00004).description, "0")
        XCTAssertEqual(Value.number(12.0101).description, "12.0101")
    }

    func testDurationsPrintTheirTwoLargestNonZeroUnits() {
        XCTAssertEqual(Value.duration(milliseconds: 750).description, "750ms")
        XCTAssertEqual(Value.duration(milliseconds: 5_000).description, "5s")
        XCTAssertEqual(Value.duration(milliseconds: 90_000).description, "1m 30s")
        XCTAssertEqual(Value.duration(milliseconds: 7_500_000).description, "2h 5m")
        XCTAssertEqual(Value.duration(milliseconds: 273_600_000).description, "3d 4h")
        XCTAssertEqual(Value.duration(milliseconds: 0).description, "0s")
        XCTAssertEqual(Value.duration(milliseconds: 5_200).description, "5s 200ms")
        XCTAssertEqual(Value.duration(milliseconds: 88_200_000).description, "1d 30m")
        XCTAssertEqual(Value.duration(milliseconds: 7_507_000).description, "2h 5m")
        XCTAssertEqual(Value.duration(milliseconds: 864_000_000).description, "10d")
        XCTAssertEqual(Value.duration(milliseconds: -90_000).description, "-1m 30s")
        XCTAssertEqual(Value.duration(milliseconds: .min).description, "-106751991167d 7h")
    }

    func testBooleansAndTextPrintAsThemselves() {
        XCTAssertEqual(Value.boolean(true).description, "true")
        XCTAssertEqual(Value.boolean(false).description, "false")
        XCTAssertEqual(Value.text("Alex's iPad").description, "Alex's iPad")
    }
}
