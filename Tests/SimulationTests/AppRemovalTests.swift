import Platform
import Simulation
import XCTest

/// Deleting the rewards app takes its authorisation, shields and process with it;
/// ManagedSettings' denyAppRemoval refuses the deletion while the app is authorised.
final class AppRemovalTests: XCTestCase {
    private let game = TestApps.game

    private func installedApp(_ scenario: DeviceScenario) -> RecordingHostApp {
        let app = RecordingHostApp(world: scenario.world, device: scenario.device, taskIdentifiers: [])
        scenario.keptAlive.append(app)
        scenario.device.installApp(app)
        return app
    }

    /// 10 minutes of the shielded game from 07:00; the app deleted at 07:04: 4 minutes on the
    /// shield (delivered, as shield time counts), 6 in the game with the shield down, none delivered.
    func testDeletingTheAppLiftsItsShieldsAndSilencesMonitoring() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        _ = installedApp(scenario)
        try scenario.monitorMinutes(of: game, through: 20)
        device.setShieldedApplications([game])
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.at(DeviceScenario.local(7, 4)) {
            XCTAssertTrue(device.deleteApp())
            XCTAssertEqual(device.enforcedShieldedApplications, [])
        }
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertTrue(device.isAppDeleted)
        XCTAssertTrue(device.isAppForceQuit, "the process ended with the app")
        XCTAssertEqual(device.authorizationStatus, .notDetermined)
        XCTAssertEqual(device.groundTruth.entries.map(\.usage.onShieldMs), [4 * 60_000])
        XCTAssertEqual(device.groundTruth.entries.map(\.usage.frontmostMs), [10 * 60_000])
        XCTAssertEqual(
            device.thresholdLines, (1...4).map { "07:0\($0):00 game.\($0) real:engaged" },
            "time on the shield counts until 07:04; the six minutes after it are never delivered")
        XCTAssertEqual(device.refusedAppRemovals, 0)
    }

    func testDenyAppRemovalRefusesTheDeletionAndKeepsTheShield() {
        let scenario = DeviceScenario()
        let device = scenario.device
        _ = installedApp(scenario)
        device.denyAppRemoval()
        device.setShieldedApplications([game])

        XCTAssertFalse(device.deleteApp())
        XCTAssertFalse(device.deleteApp())
        XCTAssertEqual(device.refusedAppRemovals, 2)
        XCTAssertFalse(device.isAppDeleted)
        XCTAssertEqual(device.authorizationStatus, .approved)
        XCTAssertEqual(device.enforcedShieldedApplications, [game])
    }

    func testDenyAppRemovalIsNotHonouredOnceTheAuthorisationIsRevoked() {
        let scenario = DeviceScenario()
        let device = scenario.device
        _ = installedApp(scenario)
        device.denyAppRemoval()
        device.revokeAuthorization()

        XCTAssertTrue(device.deleteApp())
        XCTAssertEqual(device.refusedAppRemovals, 0)
        XCTAssertFalse(device.deleteApp(), "a deleted app cannot be deleted again")
    }

    func testAReinstalledAppStaysClosedAndUnauthorisedUntilLaunchedAndRestored() {
        let scenario = DeviceScenario()
        let device = scenario.device
        let app = installedApp(scenario)
        device.deleteApp()
        device.reinstallApp()
        XCTAssertFalse(device.isAppDeleted)
        XCTAssertTrue(device.isAppForceQuit)
        XCTAssertEqual(device.authorizationStatus, .notDetermined)
        let launchesBefore = app.names.filter { $0 == "launch" }.count
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.launchApp()
        }
        scenario.run(until: DeviceScenario.local(7, 1))
        XCTAssertEqual(app.names.filter { $0 == "launch" }.count, launchesBefore + 1)
        device.restoreAuthorization()
        XCTAssertEqual(device.authorizationStatus, .approved)
    }
}
