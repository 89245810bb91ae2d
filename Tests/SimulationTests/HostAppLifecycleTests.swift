import Platform
import Simulation
import XCTest

/// The host app's process: installed in the background, brought to the front by the user,
/// sent back by another app or the lock, and force-quit.
final class HostAppLifecycleTests: XCTestCase {
    private let hostApp = SimulatedChildDevice.hostApp

    func testTheAppLaunchesInTheBackgroundThenBecomesActiveAndLeavesWithTheUser() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        let app = scenario.installHostApp()
        scenario.at(DeviceScenario.local(7, 10)) {
            device.unlock()
            device.launchApp()
        }
        scenario.at(DeviceScenario.local(7, 20)) { device.open(TestApps.game) }
        scenario.at(DeviceScenario.local(7, 30)) { device.open(self.hostApp) }
        scenario.at(DeviceScenario.local(7, 40)) { device.lock() }
        scenario.at(DeviceScenario.local(7, 50)) { device.unlock() }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(
            app.callbacks,
            [
                .init(time: DeviceScenario.local(7, 0), name: "launch"),
                .init(time: DeviceScenario.local(7, 10), name: "active"),
                .init(time: DeviceScenario.local(7, 20), name: "background"),
                .init(time: DeviceScenario.local(7, 30), name: "active"),
                .init(time: DeviceScenario.local(7, 40), name: "background"),
                .init(time: DeviceScenario.local(7, 50), name: "active"),
            ])
        XCTAssertEqual(device.groundTruth.frontmostMs(app: hostApp), DeviceScenario.minutes(30))
    }

    func testAForceQuitEndsTheProcessSilentlyAndTheNextLaunchStartsItAgain() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        let app = scenario.installHostApp(taskIdentifiers: ["sync"])
        scenario.at(DeviceScenario.local(7, 10)) {
            device.unlock()
            device.launchApp()
            device.forceQuitApp()
        }
        scenario.at(DeviceScenario.local(7, 20)) { device.launchApp() }
        scenario.run(until: DeviceScenario.local(7, 15))
        XCTAssertTrue(device.isAppForceQuit)
        XCTAssertNil(device.foregroundApp, "swiped away to the home screen")
        XCTAssertEqual(app.names, ["launch", "active"])

        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertFalse(device.isAppForceQuit)
        XCTAssertEqual(app.names, ["launch", "active", "launch", "active"])
        XCTAssertEqual(app.registrationResults, [[true], [true]], "handlers die with the process")
        XCTAssertFalse(device.register(forTaskWithIdentifier: "sync") { _ in }, "once per process lifetime")
        XCTAssertEqual(device.groundTruth.frontmostMs(app: hostApp), DeviceScenario.minutes(40))
    }
}
