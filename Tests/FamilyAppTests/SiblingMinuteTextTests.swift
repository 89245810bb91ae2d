import AntiGaming
import Platform
import XCTest

@testable import FamilyApp

/// The text of a shared batch of minutes, as one device writes it and another reads it.
final class SiblingMinuteTextTests: XCTestCase {
    private let phone = DeviceID("phone")
    private let at = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 1_772_463_600_000), utcOffsetSeconds: 3600)

    func testEachRulingAndThresholdMinuteReadsBack() {
        let minutes = [
            SiblingMinute(device: phone, app: AppID("maths"), at: at, ruling: .kept, minute: 11),
            SiblingMinute(device: phone, app: AppID("maths"), at: at, ruling: .withheld, minute: 12),
            SiblingMinute(device: phone, app: AppID("maths"), at: at, ruling: .tooFast, minute: 1_500),
        ]
        let text = ChildSync.text(of: minutes)
        XCTAssertEqual(text.split(separator: "\n").first, "maths 1772463600000 3600 kept 11")
        XCTAssertEqual(ChildSync.minutes(in: text, device: phone), minutes)
    }

    /// A batch written before minutes carried their number still reads, with none.
    func testALineWithoutAThresholdMinuteReadsWithNone() {
        XCTAssertEqual(
            ChildSync.minutes(in: "maths 1772463600000 3600 withheld", device: phone),
            [
                SiblingMinute(device: phone, app: AppID("maths"), at: at, ruling: .withheld, minute: nil)
            ])
    }

    func testALineOfAnotherShapeIsRefused() {
        for line in [
            "maths 1772463600000 3600 kept 0", "maths 1772463600000 3600 kept 1501",
            "maths 1772463600000 3600 kept x", "maths 1772463600000 3600 fast 3",
            "maths 1772463600000 3600 kept 3 4",
        ] {
            XCTAssertNil(ChildSync.minutes(in: line, device: phone), line)
        }
    }
}
