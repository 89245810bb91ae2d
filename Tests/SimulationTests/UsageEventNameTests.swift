import FamilyApp
import Platform
import XCTest

final class UsageEventNameTests: XCTestCase {
    func testANameRoundTripsThroughItsEventName() {
        let name = UsageEventName(app: AppID("maths"), minute: 17)
        XCTAssertEqual(name.eventName, EventName("minute.maths.17"))
        XCTAssertEqual(UsageEventName(name.eventName), name)
        XCTAssertEqual(UsageEventName(EventName("minute.maths.1439"))?.minute, 1_439)
        XCTAssertEqual(UsageEventName(EventName("minute.maths.1439"))?.app, AppID("maths"))
    }

    func testTheNamesOfAnAppsMinutesAreItsEventNamesInOrder() {
        let app = AppID("khan-academy")
        XCTAssertEqual(
            UsageEventName.eventNames(of: app, minutes: 1...3).map(\.rawValue),
            [
                "minute.khan-academy.1", "minute.khan-academy.2", "minute.khan-academy.3",
            ])
        let all = UsageEventName.eventNames(of: app, minutes: 1...1_439)
        XCTAssertEqual(all, (1...1_439).map { UsageEventName(app: app, minute: $0).eventName })
        XCTAssertEqual(all.last, EventName("minute.khan-academy.1439"))
    }

    /// Names short enough to be stored inline, non-ASCII stems and every width of minute are
    /// written as one name at a time would be.
    func testTheNamesOfAnyAppAndMinutesMatchTheirSingleNames() {
        for app in [AppID("a"), AppID("zoë-maths"), AppID("khan-academy")] {
            for minutes in [1...12, 98...101, 998...1_001, 123_456_788...123_456_790] {
                XCTAssertEqual(
                    UsageEventName.eventNames(of: app, minutes: minutes),
                    minutes.map { UsageEventName(app: app, minute: $0).eventName }
                )
            }
        }
        XCTAssertEqual(
            UsageEventName.eventNames(of: AppID("a"), minutes: 9...10).map(\.rawValue),
            [
                "minute.a.9", "minute.a.10",
            ])
        XCTAssertEqual(
            UsageEventName.eventNames(of: AppID("zoë"), minutes: 100...100).map(\.rawValue),
            [
                "minute.zoë.100"
            ])
    }

    func testMalformedNamesAreRejected() {
        let malformed = [
            "maths.3", "hour.maths.3", "minute.maths", "minute.maths.", "minute.maths.0",
            "minute.maths.-3", "minute.maths.three", "minute.maths.3x", "minute.maths.99999999999999999999",
            "minute.a.b.3", "minute..3", "minute.maths.+5", "minute.maths.007",
        ]
        for text in malformed {
            XCTAssertNil(UsageEventName(EventName(text)), text)
        }
    }

    /// ASCII names are read byte by byte, others character by character: both read the same.
    func testNamesBeyondASCIIReadAsASCIIOnesDo() {
        XCTAssertEqual(
            UsageEventName(EventName("minute.zoë-maths.12")), UsageEventName(app: AppID("zoë-maths"), minute: 12))
        for text in ["minute.zoë.0", "minute.zoë.٣", "minute.a.zoë.3", "minute.zoë.99999999999999999999", "minüte.a.3"]
        {
            XCTAssertNil(UsageEventName(EventName(text)), text)
        }
        XCTAssertEqual(UsageEventName(EventName("minute.maths.9223372036854775807"))?.minute, Int.max)
    }
}
