import Platform
import XCTest

@testable import FamilyApp

/// A callback the app cannot read as one of its usage minutes — another activity's event, an
/// event name that is no minute, an app the catalogue no longer lists — is counted and logs
/// nothing; a minute of a catalogued app logs one record and is no such callback.
final class UnrecognisedCallbackTests: XCTestCase {
    func testCallbacksTheAppCannotReadAreCountedOneEachAndLogNothing() {
        let family = FamilyFixture()
        let ipad = family.launchDevice("ipad")
        let usage = ChildDeviceApp.usageActivity
        family.clock.advance(minutes: 1)

        ipad.app.eventDidReachThreshold(
            UsageEventName(app: FamilyFixture.maths, minute: 1).eventName, activity: ActivityName("redemption.1")
        )
        ipad.app.eventDidReachThreshold(EventName("not-a-minute"), activity: usage)
        ipad.app.eventDidReachThreshold(UsageEventName(app: AppID("chess"), minute: 1).eventName, activity: usage)
        XCTAssertEqual(ipad.app.unrecognisedCallbackCount, 3)
        XCTAssertEqual(ipad.app.store.work.usageLog.records.count, 0)

        ipad.deliverThreshold(FamilyFixture.maths)
        XCTAssertEqual(ipad.app.unrecognisedCallbackCount, 3, "a catalogued app's minute is recognised")
        XCTAssertEqual(ipad.app.store.work.usageLog.records.count, 1)
    }
}
