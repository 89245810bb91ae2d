import Platform
import XCTest

@testable import AntiGaming

/// The filters number apps once for the whole child and hand the rules after them what they
/// already learned about a counted minute.
final class AdmissionTests: XCTestCase {
    func testAppsAreNumberedInTheOrderFirstSeenOnAnyDevice() {
        var script = UsageScript(hour: 8)
        script.startInterval("phone")
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        script.tick("phone", "math")
        script.advance(seconds: 90)
        script.tick("ipad", "reading")
        script.advance(seconds: 90)
        script.tick("ipad", "math")
        var validator = UsageValidator(strictness: .moderate)
        for signal in script.signals { _ = validator.observe(signal) }
        XCTAssertEqual(validator.appsSeen, [AppID("math"), AppID("reading")])
        XCTAssertEqual(validator.watches.map { $0.apps.map(\.number) }, [[0], [1, 0]])
    }

    func testACountedMinuteCarriesWhetherAnotherDeviceIsInUse() {
        var script = UsageScript(hour: 8)
        script.startInterval("phone")
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        script.tick("phone", "math")
        var validator = UsageValidator(strictness: .moderate)
        for signal in script.signals { _ = validator.observe(signal) }
        script.advance(seconds: 30)
        script.tick("ipad", "reading")
        guard case .tick(let tick) = script.signals.last! else { return XCTFail("a tick was scripted") }
        let trustedMs = tick.at.instant.millisecondsSinceEpoch
        guard case .counted(let minute) = validator.admitMinute(tick, on: 1, trustedMs: trustedMs, date: tick.at.date)
        else {
            return XCTFail("30 s after the phone's minute the iPad's is counted, only suspect")
        }
        XCTAssertEqual(minute.appNumber, 1)
        XCTAssertTrue(minute.isOtherDeviceInUse, "the phone counted math 30 s before")
    }
}
