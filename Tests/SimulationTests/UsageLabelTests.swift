import Platform
import Simulation
import XCTest

/// Ground truth by what the child was doing, and the techniques the device plays out itself.
final class UsageLabelTests: XCTestCase {
    private let game = TestApps.game
    private let maths = TestApps.maths
    private let video = TestApps.video

    func testLeavingAVideoOnKeepsTheScreenOnPastAutoLockThenLocks() throws {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        let device = scenario.device
        try scenario.monitorMinutes(of: video, through: 3)
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.leaveOn(self.video, forMs: DeviceScenario.minutes(30))
        }
        scenario.run(until: DeviceScenario.local(7, 29, 59))
        XCTAssertFalse(device.isLocked)
        XCTAssertTrue(device.isScreenOn)

        scenario.run(until: DeviceScenario.local(7, 30))
        XCTAssertTrue(device.isLocked)
        XCTAssertEqual(device.groundTruth.frontmostMs(app: video, label: .technique(.passive)), 1_800_000)
        XCTAssertEqual(device.thresholdLines, (1...3).map { "07:0\($0):00 video.\($0) real:passive" })
    }

    func testSwitchingBetweenTwoAppsEveryFortySecondsForTenMinutesSplitsEightSlotsToSeven() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.seconds(30))
        let device = scenario.device
        scenario.at(DeviceScenario.local(7, 0)) {
            device.switchRapidly(
                between: [self.game, self.maths], everyMs: DeviceScenario.seconds(40),
                forMs: DeviceScenario.minutes(10))
        }
        scenario.run(until: DeviceScenario.local(8, 0))

        let truth = device.groundTruth
        let label = UsageLabel.technique(.rapidSwitching)
        XCTAssertEqual(truth.frontmostMs(app: game, label: label), 8 * 40_000)
        XCTAssertEqual(truth.frontmostMs(app: maths, label: label), 7 * 40_000)
        XCTAssertEqual(truth.frontmostMs(), 600_000)
        XCTAssertTrue(device.isLocked)
    }

    func testGroundTruthByLabelSumsToFrontmostTime() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(1))
        let device = scenario.device
        device.setShieldedApplications([game])
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.open(self.maths)
            device.interact(forMs: DeviceScenario.minutes(5), lockAfter: false)
        }
        scenario.at(DeviceScenario.local(8, 0)) {
            device.unlock()
            device.open(self.game)
            let sitting = UsageLabel.technique(.shieldSitting)
            device.interact(forMs: DeviceScenario.minutes(4), lockAfter: true, label: sitting)
        }
        scenario.at(DeviceScenario.local(9, 0)) {
            device.unlock()
            device.open(self.maths)
            device.leaveIdle(forMs: DeviceScenario.minutes(10))
        }
        scenario.run(until: DeviceScenario.local(10, 0))

        let truth = device.groundTruth
        XCTAssertEqual(truth.labelledEntries.map(\.key.label), [.technique(.shieldSitting), .engaged, .idle])
        XCTAssertEqual(truth.labelledEntries.map(\.frontmostMs), [240_000, 300_000, 120_000])
        XCTAssertEqual(truth.labelledEntries.map(\.frontmostMs).reduce(0, +), truth.frontmostMs())
        XCTAssertEqual(truth.frontmostMinutes(app: maths, label: .idle), 2)
        XCTAssertEqual(truth.entries.map(\.usage.onShieldMs), [240_000, 0])
    }
}
