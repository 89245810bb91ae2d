import Platform
import Simulation
import XCTest

/// The app's serial work queue: two seconds per item, committed at the end of each, and all
/// of it lost when the app stops running. The tests that need the app suspended act after the
/// brief run its installation grants (07:00 to 07:00:30).
final class WorkQueueTests: XCTestCase {
    /// The instants at which work items finished, in order.
    private final class Finishes {
        var times: [Instant] = []
    }

    private func enqueue(_ count: Int, on device: SimulatedChildDevice, recordingInto finishes: Finishes) {
        for _ in 0..<count {
            device.async { [unowned device] in finishes.times.append(device.now.instant) }
        }
    }

    func testThreeItemsInTheForegroundFinishTwoFourAndSixSecondsLater() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        let app = scenario.installHostApp()
        let finishes = Finishes()
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.launchApp()
            self.enqueue(3, on: device, recordingInto: finishes)
        }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(
            finishes.times,
            [
                DeviceScenario.local(7, 0, 2), DeviceScenario.local(7, 0, 4), DeviceScenario.local(7, 0, 6),
            ])
        XCTAssertEqual(device.discardedWorkItems, 0)
        XCTAssertEqual(app.names, ["launch", "active"])
    }

    func testLeavingTheAppDiscardsTheItemInFlightAndTheQueuedOnes() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        let app = scenario.installHostApp()
        let finishes = Finishes()
        scenario.at(DeviceScenario.local(7, 5)) {
            device.unlock()
            device.launchApp()
            self.enqueue(3, on: device, recordingInto: finishes)
        }
        scenario.at(DeviceScenario.local(7, 5, 3)) { device.lock() }
        scenario.at(DeviceScenario.local(7, 10)) {
            device.unlock()
            self.enqueue(1, on: device, recordingInto: finishes)
        }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(
            finishes.times, [DeviceScenario.local(7, 5, 2), DeviceScenario.local(7, 10, 2)],
            "the item due at 07:05:04 was cut off at 07:05:03 and never resumes")
        XCTAssertEqual(device.discardedWorkItems, 2)
        XCTAssertEqual(app.names, ["launch", "active", "background", "active"])
    }

    func testWorkHandedOverWhileTheAppIsSuspendedIsLost() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        let app = scenario.installHostApp()
        let finishes = Finishes()
        scenario.at(DeviceScenario.local(7, 5)) { self.enqueue(2, on: device, recordingInto: finishes) }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(finishes.times, [])
        XCTAssertEqual(device.discardedWorkItems, 2)
        XCTAssertEqual(app.names, ["launch"])
    }
}
