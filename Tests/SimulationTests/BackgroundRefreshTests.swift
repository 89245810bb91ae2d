import Platform
import Simulation
import XCTest

/// App refresh requests: when they run, what replaces them, what the system refuses and what
/// keeps them from running. Delays are fixed at 10 minutes unless a test says otherwise.
final class BackgroundRefreshTests: XCTestCase {
    private let at0700 = DeviceScenario.local(7, 0)

    private func refusal(
        of request: BackgroundTaskRequest, on device: SimulatedChildDevice
    ) -> BackgroundTaskSchedulerError? {
        do {
            try device.submit(request)
            return nil
        } catch {
            return error
        }
    }

    func testARefreshStartsItsDrawnDelayAfterTheEarliestBeginAndNeverBefore() {
        let scenario = DeviceScenario(background: .exact())
        let app = scenario.installHostApp()
        scenario.submit(.refresh(earliest: DeviceScenario.local(8, 0)), at: at0700)
        scenario.run(until: DeviceScenario.local(8, 10) - 1)
        XCTAssertEqual(scenario.device.backgroundRuns, [])
        scenario.run(until: DeviceScenario.local(9, 0))
        let run = scenario.device.backgroundRuns[0]
        XCTAssertEqual(run.submittedAt, at0700)
        XCTAssertEqual(run.requestedAt, DeviceScenario.local(8, 0))
        XCTAssertEqual(run.startedAt, DeviceScenario.local(8, 10))
        XCTAssertEqual(run.delayMs, DeviceScenario.minutes(10))
        XCTAssertEqual(app.tasks.map(\.identifier), ["sync"])
        XCTAssertEqual(scenario.device.pendingTaskRequests, [], "a launched request leaves the pending list")
        XCTAssertEqual(scenario.schedulerEvents, ["submitted", "launched", "completed"])
        XCTAssertEqual(
            scenario.device.schedulerLog.map(\.detail),
            [
                "from 2026-03-02T07:00:00.000Z; delay 10m00s drawn; due 2026-03-02T07:10:00.000Z",
                "started 10m00s after its earliest begin; expires in 30s",
                "success",
            ], "instants in UTC: 08:00 and 08:10 local")
    }

    func testDrawnDelaysNeverStartARefreshBeforeItsEarliestBeginWhateverTheSeed() {
        var delaysMs: [Int64] = []
        for seed in UInt64(1)...40 {
            let model = BackgroundSchedulerModel(refreshNeverChancePercent: 0)
            let scenario = DeviceScenario(seed: seed, background: model)
            let app = scenario.installHostApp()
            scenario.submit(.refresh(earliest: DeviceScenario.local(8, 0)), at: at0700)
            scenario.run(until: DeviceScenario.local(7, 0, day: 8))
            XCTAssertEqual(app.tasks.count, 1)
            let run = scenario.device.backgroundRuns[0]
            XCTAssertGreaterThanOrEqual(run.startedAt, DeviceScenario.local(8, 0), "seed \(seed)")
            delaysMs.append(run.delayMs)
        }
        XCTAssertEqual(Set(delaysMs).count, 40, "every seed draws its own delay")
        let underSixHours = delaysMs.filter { $0 < 6 * DeviceScenario.hourMs }.count
        XCTAssertTrue((12...28).contains(underSixHours), "median 6 h: the app was opened only at its setup")
    }

    func testANewRefreshRequestReplacesThePendingOneWhateverItsIdentifier() {
        let scenario = DeviceScenario(background: .exact())
        let device = scenario.device
        let app = scenario.installHostApp(taskIdentifiers: ["sync", "tidy"])
        scenario.submit(.refresh("sync"), at: at0700)
        scenario.submit(.refresh("tidy"), at: DeviceScenario.local(7, 5))
        scenario.run(until: DeviceScenario.local(7, 5))
        XCTAssertEqual(device.pendingTaskRequests.map(\.identifier), ["tidy"])
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(app.tasks.map(\.identifier), ["tidy"])
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 15)], "sync's 07:10 start went with it")
        XCTAssertEqual(
            scenario.schedulerEvents,
            ["submitted", "replaced", "submitted", "launched", "completed"])
        XCTAssertEqual(device.schedulerLog[1].identifier, "sync")
    }

    func testSubmittingWithBackgroundAppRefreshOffIsUnavailable() {
        let scenario = DeviceScenario(power: PowerSettings(isBackgroundAppRefreshOn: false))
        let device = scenario.device
        scenario.installHostApp()
        XCTAssertEqual(refusal(of: .refresh(), on: device), .unavailable)
        XCTAssertEqual(refusal(of: .processing(), on: device), .unavailable)
        device.setBackgroundAppRefresh(true)
        XCTAssertNil(refusal(of: .refresh(), on: device))
        XCTAssertEqual(device.submissionsRefused, 2)
        XCTAssertEqual(scenario.schedulerEvents, ["refused", "refused", "submitted"])
    }

    func testSubmittingWithoutARegisteredHandlerIsNotPermitted() {
        let scenario = DeviceScenario()
        let device = scenario.device
        scenario.installHostApp(taskIdentifiers: ["sync"])
        XCTAssertEqual(refusal(of: .refresh("unregistered"), on: device), .notPermitted)
        XCTAssertEqual(device.submissionsRefused, 1)
        XCTAssertEqual(device.pendingTaskRequests, [])
        XCTAssertEqual(
            device.schedulerLog.last?.detail,
            "notPermitted: no launch handler is registered for this identifier")
    }

    func testNothingRunsAfterAForceQuitUntilTheUserLaunchesTheAppAgain() {
        let scenario = DeviceScenario(background: .exact())
        let device = scenario.device
        let app = scenario.installHostApp()
        app.onTask = { $0.setTaskCompleted(success: true) }
        scenario.submit(.refresh(), at: at0700)
        scenario.at(DeviceScenario.local(7, 5)) {
            device.unlock()
            device.launchApp()
            device.forceQuitApp()
            device.lock()
        }
        scenario.run(until: DeviceScenario.local(12, 0))
        XCTAssertEqual(device.backgroundRuns, [])
        XCTAssertEqual(device.pendingTaskRequests.map(\.identifier), ["sync"], "pending requests survive")
        XCTAssertEqual(
            device.runPendingTask(.refresh),
            "the app was force-quit; nothing runs until the user launches it")
        XCTAssertEqual(device.schedulerLog.last?.event, "deferred")
        XCTAssertEqual(device.schedulerLog.last?.time, DeviceScenario.local(7, 10))
        XCTAssertEqual(device.schedulerLog.last?.detail, "blocked: the app was force-quit")

        scenario.at(DeviceScenario.local(12, 0)) {
            device.unlock()
            device.launchApp()
        }
        scenario.run(until: DeviceScenario.local(13, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(12, 10)], "a fresh 10 min from the relaunch")
        XCTAssertEqual(device.backgroundRuns[0].outcome, .completed(success: true))
        XCTAssertEqual(device.backgroundRuns[0].delayMs, DeviceScenario.minutes(310))
    }

    func testLowPowerModeDefersARefreshAndSwitchingItOffDrawsAFreshDelay() {
        let scenario = DeviceScenario(background: .exact(refreshDelayMs: DeviceScenario.minutes(10)))
        let device = scenario.device
        scenario.installHostApp()
        scenario.at(at0700) { device.setLowPowerMode(true) }
        scenario.submit(.refresh(), at: at0700)
        scenario.at(DeviceScenario.local(9, 0)) { device.setLowPowerMode(false) }
        scenario.run(until: DeviceScenario.local(10, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(9, 10)])
        XCTAssertEqual(
            scenario.schedulerEvents,
            ["submitted", "deferred", "resumed", "launched", "completed"])
        XCTAssertEqual(device.schedulerLog[1].detail, "blocked: Low Power Mode")
        XCTAssertEqual(device.schedulerLog[2].time, DeviceScenario.local(9, 0))
    }

    func testALowBatteryDefersARefreshUntilTheDeviceIsPluggedIn() {
        let scenario = DeviceScenario(power: PowerSettings(batteryPercent: 20), background: .exact())
        let device = scenario.device
        scenario.installHostApp()
        scenario.submit(.refresh(), at: at0700)
        scenario.at(DeviceScenario.local(8, 0)) { device.plugIn() }
        scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(8, 10)])
        XCTAssertEqual(
            device.schedulerLog[1].detail, "blocked: battery at 19% and not charging",
            "10 min locked at 0.5 %/h takes 20 % to 19.91 %")
    }

    func testBackgroundAppRefreshOffDefersAPendingRequestAndOnResumesIt() {
        let scenario = DeviceScenario(background: .exact())
        let device = scenario.device
        scenario.installHostApp()
        scenario.submit(.refresh(), at: at0700)
        scenario.at(DeviceScenario.local(7, 5)) { device.setBackgroundAppRefresh(false) }
        scenario.at(DeviceScenario.local(7, 30)) { device.setBackgroundAppRefresh(true) }
        scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 40)])
        XCTAssertEqual(device.schedulerLog[1].detail, "blocked: Background App Refresh is off")
    }

    func testARefreshTheSystemNeverHonoursStaysPendingUntilReplaced() {
        let model = BackgroundSchedulerModel(refreshDelay: .explicit(.fixed(ms: 0)), refreshNeverChancePercent: 100)
        let scenario = DeviceScenario(background: model)
        let device = scenario.device
        scenario.installHostApp()
        scenario.submit(.refresh(), at: at0700)
        scenario.run(until: DeviceScenario.local(7, 0, day: 2))
        XCTAssertEqual(device.backgroundRuns, [])
        XCTAssertEqual(device.pendingTaskRequests.count, 1)
        XCTAssertEqual(scenario.schedulerEvents, ["submitted", "never"])
    }

    func testASimulatedLaunchRunsTheOldestPendingRequestAtOnce() {
        let scenario = DeviceScenario(background: .exact())
        let device = scenario.device
        let app = scenario.installHostApp()
        XCTAssertEqual(device.runPendingTask(.refresh), "no refresh request is pending")
        scenario.submit(.refresh(earliest: DeviceScenario.local(12, 0)), at: at0700)
        scenario.at(DeviceScenario.local(7, 1)) { XCTAssertNil(device.runPendingTask(.refresh)) }
        scenario.run(until: DeviceScenario.local(13, 0))
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 1)])
        XCTAssertEqual(app.tasks.count, 1)
        XCTAssertEqual(
            device.schedulerLog.map(\.detail).suffix(2),
            ["simulated launch; expires in 30s", "success"])
    }
}
