import Platform
import Simulation
import XCTest

/// Processing requests: at most ten pending, and run only after the device has lain locked
/// with its screen off for 5 minutes (and on power, if asked), then a drawn delay later —
/// fixed at 10 minutes here.
final class BackgroundProcessingTests: XCTestCase {
    private let at0700 = DeviceScenario.local(7, 0)

    /// The child uses the game from 07:00 to 07:01 and locks; the request is submitted at 07:00.
    private func scenarioLockedAt0701(
        _ request: BackgroundTaskRequest = .processing(), power: PowerSettings = .init()
    ) -> DeviceScenario {
        let scenario = DeviceScenario(power: power, background: .exact())
        scenario.installHostApp()
        scenario.use(TestApps.game, at: at0700, forMs: DeviceScenario.minutes(1))
        scenario.submit(request, at: at0700)
        return scenario
    }

    func testProcessingStartsItsDelayAfterFiveMinutesLockedWithTheScreenOff() {
        let scenario = scenarioLockedAt0701()
        scenario.run(until: DeviceScenario.local(7, 16) - 1)
        XCTAssertEqual(scenario.device.backgroundRuns, [])
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 16)])
        XCTAssertEqual(scenario.schedulerEvents, ["submitted", "eligible", "launched", "completed"])
        let eligible = scenario.device.schedulerLog[1]
        XCTAssertEqual(eligible.time, DeviceScenario.local(7, 6))
        XCTAssertEqual(
            eligible.detail,
            "idle since 2026-03-02T06:01:00.000Z; delay 10m00s drawn; "
                + "due 2026-03-02T06:16:00.000Z", "instants in UTC: 07:01 and 07:16 local")
    }

    func testUnlockingBeforeTheDelayIsOverVoidsItAndTheNextIdleSpellDrawsAgain() {
        let scenario = scenarioLockedAt0701()
        scenario.use(TestApps.game, at: DeviceScenario.local(7, 10), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 26)], "idle from 07:11: 07:16 + 10 min")
        XCTAssertEqual(
            scenario.schedulerEvents,
            ["submitted", "eligible", "interrupted", "eligible", "launched", "completed"])
        XCTAssertEqual(scenario.device.schedulerLog[2].detail, "the screen came on before it was due")
    }

    func testAWakeWithoutUnlockAlsoBreaksTheIdleSpell() {
        let scenario = scenarioLockedAt0701()
        scenario.at(DeviceScenario.local(7, 4)) { scenario.device.wake() }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 19, 10)], "dark again at 07:04:10")
    }

    func testAProcessingRequestIsNotEligibleBeforeItsEarliestBegin() {
        let scenario = scenarioLockedAt0701(.processing(earliest: DeviceScenario.local(9, 0)))
        scenario.run(until: DeviceScenario.local(10, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(9, 10)])
    }

    func testARequestThatNeedsPowerWaitsForThePlugAndLosesItsDelayWhenUnplugged() {
        let scenario = scenarioLockedAt0701(.processing(requiresExternalPower: true))
        let device = scenario.device
        scenario.at(DeviceScenario.local(9, 0)) { device.plugIn() }
        scenario.at(DeviceScenario.local(9, 5)) { device.unplug() }
        scenario.at(DeviceScenario.local(10, 0)) { device.plugIn() }
        scenario.run(until: DeviceScenario.local(11, 0))
        XCTAssertEqual(
            scenario.runStarts, [DeviceScenario.local(10, 10)],
            "locked since 07:01, so eligible the moment it is plugged in")
        XCTAssertEqual(
            device.schedulerLog.map(\.time),
            [
                at0700, DeviceScenario.local(9, 0), DeviceScenario.local(9, 5), DeviceScenario.local(10, 0),
                DeviceScenario.local(10, 10), DeviceScenario.local(10, 10),
            ])
        XCTAssertEqual(device.schedulerLog[2].detail, "the device was unplugged before it was due")
    }

    func testAnEleventhDistinctProcessingRequestIsRefused() {
        let scenario = DeviceScenario(background: .exact())
        let device = scenario.device
        let identifiers = (0...10).map { "job\($0)" }
        scenario.installHostApp(taskIdentifiers: identifiers + ["sync"])
        func submit(_ identifier: String) -> BackgroundTaskSchedulerError? {
            do {
                try device.submit(.processing(identifier))
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(identifiers.prefix(10).compactMap(submit), [])
        XCTAssertEqual(submit("job10"), .tooManyPendingTaskRequests)
        XCTAssertNil(submit("job3"), "the same identifier replaces its pending request")
        XCTAssertNoThrow(try device.submit(.refresh()), "the refresh slot is separate")
        XCTAssertEqual(device.pendingTaskRequests.count, 11)
        XCTAssertEqual(device.pendingTaskRequests.last?.identifier, "sync")
        XCTAssertEqual(device.submissionsRefused, 1)
    }

    func testASimulatedLaunchIgnoresTheIdleAndPowerRequirements() {
        let scenario = DeviceScenario(autoLockMs: nil, background: .exact())
        let device = scenario.device
        scenario.installHostApp()
        scenario.at(at0700) {
            device.unlock()
            device.launchApp()
        }
        scenario.submit(.processing(requiresExternalPower: true), at: at0700)
        scenario.at(at0700) { XCTAssertNil(device.runPendingTask(.processing)) }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.runStarts, [at0700])
        XCTAssertEqual(device.pendingTaskRequests, [])
    }
}
