import XCTest

@testable import Platform

/// Fixed-width numbers as timestamps print them: zero-padded, a minus sign before the zeros.
final class PaddedDigitsTests: XCTestCase {
    func padded(_ value: Int, _ width: Int) -> String {
        PaddedDigits.text { PaddedDigits.append(value, width: width, to: &$0) }
    }

    func testNumbersArePaddedToTheirWidthAndNeverCut() {
        XCTAssertEqual(padded(7, 2), "07")
        XCTAssertEqual(padded(0, 3), "000")
        XCTAssertEqual(padded(59, 2), "59")
        XCTAssertEqual(padded(2026, 4), "2026")
        XCTAssertEqual(padded(12_345, 4), "12345")
        XCTAssertEqual(padded(-5, 3), "-005")
        XCTAssertEqual(padded(-12_345, 2), "-12345")
        XCTAssertEqual(padded(Int.max, 1), String(Int.max))
    }

    func testTimestampsReadAsBefore() {
        let instant = Instant(millisecondsSinceEpoch: 1_772_433_000_123)
        XCTAssertEqual(
            LocalTimestamp(instant: instant, utcOffsetSeconds: 3_600).iso8601, "2026-03-02T07:30:00.123+01:00")
        XCTAssertEqual(
            LocalTimestamp(instant: instant, utcOffsetSeconds: -19_800).iso8601, "2026-03-02T01:00:00.123-05:30")
        XCTAssertEqual(instant.description, "2026-03-02T06:30:00.123Z")
        XCTAssertEqual(CivilDate(daysSinceEpoch: -1).description, "1969-12-31")
        XCTAssertEqual(LocalTimestamp.offsetText(-3_600), "-01:00")
    }
}

/// Digits are counted as printing would give them.
final class DecimalDigitsTests: XCTestCase {
    func testDigitsAreCountedAsTheyPrint() {
        for value: UInt in [0, 9, 10, 99, 100, 1_439, 1_000_000, UInt.max] {
            XCTAssertEqual(DecimalDigits.count(value), String(value).count, "\(value)")
        }
    }
}
