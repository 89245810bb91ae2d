import Platform
import Simulation
import XCTest

/// Screen Time authorisation, revoked by the child or lost by the system, and an interval
/// start the system delivers late.
final class AuthorizationTests: XCTestCase {
    private let game = TestApps.game

    func testRevokedAuthorisationDeliversNothingLiftsShieldsAndNeverDeliversWhatCrossedMeanwhile() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 20)
        device.setShieldedApplications([game])
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.at(DeviceScenario.local(7, 5, 30)) {
            device.revokeAuthorization()
            XCTAssertEqual(device.enforcedShieldedApplications, [])
            XCTAssertEqual(device.shieldedApplications, [self.game], "the store keeps what the app set")
        }
        scenario.at(DeviceScenario.local(8, 0)) { device.restoreAuthorization() }
        scenario.use(game, at: DeviceScenario.local(9, 0), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(10, 0))

        XCTAssertEqual(
            device.thresholdLines,
            (1...5).map { "07:0\($0):00 game.\($0) real:engaged" } + [
                "09:01:00 game.11 real:engaged", "09:02:00 game.12 real:engaged",
            ])
        XCTAssertEqual(device.groundTruth.entries.map(\.usage.frontmostMs), [720_000])
        XCTAssertEqual(device.groundTruth.entries.map(\.usage.onShieldMs), [330_000 + 120_000])
        XCTAssertEqual(device.authorizationStatus, .approved)
        XCTAssertTrue(device.faultFirings.isEmpty, "a child's revocation is no fault")
    }

    func testMonitoringCannotStartWithoutAuthorisation() {
        let scenario = DeviceScenario()
        scenario.device.revokeAuthorization()
        XCTAssertThrowsError(try scenario.monitorMinutes(of: game, through: 5)) { error in
            XCTAssertEqual(error as? MonitoringError, .unauthorized)
        }
        XCTAssertEqual(scenario.device.activities, [])
    }

    func testALostAuthorisationComesBackAfterItsDelay() throws {
        let scenario = DeviceScenario(faults: [
            FaultSpec(
                kind: .authorizationLost,
                delay: .fixed(ms: DeviceScenario.minutes(60)),
                at: DeviceScenario.local(7, 3)
            )
        ])
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 20)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.use(game, at: DeviceScenario.local(9, 0), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(8, 2, 59))
        XCTAssertEqual(device.authorizationStatus, .denied)

        scenario.run(until: DeviceScenario.local(10, 0))
        XCTAssertEqual(device.authorizationStatus, .approved)
        // The third minute is booked, and crosses, the moment before the authorisation goes.
        XCTAssertEqual(
            device.thresholdLines,
            [
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged", "07:03:00 game.3 real:engaged",
                "09:01:00 game.11 real:engaged",
            ])
        XCTAssertEqual(device.faultFirings, [DeviceScenario.firing(.authorizationLost, 7, 3)])
    }

    func testTheUsageActivitysIntervalStartArrivesItsDelayAfterTheFirstUse() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .intervalStartDelayed)])
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 5, as: .usage)
        try scenario.monitorMinutes(of: game, through: 5, as: .daily)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(9, 0))

        XCTAssertEqual(
            device.deliveries.map(\.line),
            [
                "07:00:00 daily interval",
                "07:01:00 game.1 real:engaged", "07:01:00 game.1 real:engaged",
                "07:02:00 game.2 real:engaged", "07:02:00 game.2 real:engaged",
                "07:50:00 usage.daily interval",
            ])
        XCTAssertEqual(device.deliveries.last?.kind, .intervalStart)
        XCTAssertEqual(device.faultFirings, [DeviceScenario.firing(.intervalStartDelayed, 7, 0)])
    }
}
