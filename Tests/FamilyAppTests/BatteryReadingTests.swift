import AntiGaming
import FamilyApp
import Platform
import XCTest

/// The extension writes the battery down with each callback, and the app with each run, so the
/// validator knows when iOS could not run the app; each run says whether a background task
/// launched it.
final class BatteryReadingTests: XCTestCase {
    func testEachCallbackAndEachRunCarryTheBatteryAndWhatLaunchedTheRun() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.clock.set(day: 1, 9, 0)
        phone.battery.batteryReading = BatteryReading(percent: 15, isCharging: false)
        phone.deliverThreshold(FamilyFixture.maths)
        family.clock.set(day: 1, 9, 40)
        phone.battery.batteryReading = nil
        phone.runTask(ChildDeviceApp.refreshTaskIdentifier)

        let low = BatteryReading(percent: 15, isCharging: false)
        XCTAssertEqual(family.work.usageLog.records.map(\.battery), [low])
        let signals = family.work.validation.signals
        let runs = signals.compactMap { signal -> (BatteryReading?, Bool)? in
            guard case .appRan(_, _, _, let battery, let inBackgroundTask) = signal else { return nil }
            return (battery, inBackgroundTask)
        }
        let full = BatteryReading(percent: 100, isCharging: true)
        XCTAssertEqual(runs.map(\.0), [full, nil], "the launch, then the refresh")
        XCTAssertEqual(runs.map(\.1), [false, true])
        let ticks = signals.compactMap { signal -> UsageTick? in
            if case .tick(let tick) = signal { return tick }
            return nil
        }
        XCTAssertEqual(ticks.map(\.battery), [low])
    }
}
