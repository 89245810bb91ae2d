import Platform
import Simulation
import SimulationKernel
import XCTest

/// A launched task's end: completed by the app, expired at the end of its 30 s budget (or
/// earlier), killed when the app does not finish within 1 s of expiration or is force-quit.
/// The refresh request is due at 07:10.
final class BackgroundExpirationTests: XCTestCase {
    private let launch = DeviceScenario.local(7, 10)

    /// What the app's task handler saw: when expiration came, and how many work items it got done.
    private final class Worker {
        var expirations: [Instant] = []
        var workDone = 0
    }

    /// An installed app whose handler queues `workItems` items and, if told to, completes the
    /// task (unsuccessfully) when it expires; its refresh request is submitted at 07:00.
    private func scenario(
        seed: UInt64 = 1,
        model: BackgroundSchedulerModel = .exact(),
        workItems: Int,
        completesOnExpiration: Bool
    ) -> (DeviceScenario, RecordingHostApp, Worker) {
        let scenario = DeviceScenario(seed: seed, background: model)
        let device = scenario.device
        let app = scenario.installHostApp()
        let worker = Worker()
        app.onTask = { [unowned device] task in
            task.expirationHandler = {
                worker.expirations.append(device.now.instant)
                if completesOnExpiration { task.setTaskCompleted(success: false) }
            }
            for _ in 0..<workItems {
                device.async { worker.workDone += 1 }
            }
        }
        scenario.submit(.refresh(), at: DeviceScenario.local(7, 0))
        return (scenario, app, worker)
    }

    func testExpirationCallsTheHandlerAndDiscardsTheQueuedWork() {
        let (scenario, _, worker) = self.scenario(workItems: 20, completesOnExpiration: true)
        scenario.run(until: DeviceScenario.local(8, 0))
        let run = scenario.device.backgroundRuns[0]
        XCTAssertEqual(worker.expirations, [launch + 30_000])
        XCTAssertEqual(run.outcome, .expired)
        XCTAssertEqual(run.endedAt, launch + 30_000)
        XCTAssertFalse(run.expiredEarly)
        // Items end at +2 s … +28 s; the one ending at +30 s loses to the expiration.
        XCTAssertEqual(worker.workDone, 14)
        XCTAssertEqual(run.workItemsRun, 14)
        XCTAssertEqual(run.workItemsDiscarded, 6)
        XCTAssertEqual(scenario.device.discardedWorkItems, 6)
        XCTAssertEqual(scenario.schedulerEvents, ["submitted", "launched", "expired", "completed"])
    }

    func testAnAppThatDoesNotCompleteWithinTheGraceIsKilledAndLateCompletionIsIgnored() {
        let (scenario, app, worker) = self.scenario(workItems: 0, completesOnExpiration: false)
        scenario.at(DeviceScenario.local(7, 11)) { app.tasks[0].setTaskCompleted(success: true) }
        scenario.run(until: DeviceScenario.local(8, 0))
        let run = scenario.device.backgroundRuns[0]
        XCTAssertEqual(worker.expirations, [launch + 30_000])
        XCTAssertEqual(run.outcome, .killed)
        XCTAssertEqual(run.endedAt, launch + 31_000)
        XCTAssertEqual(scenario.schedulerEvents, ["submitted", "launched", "expired", "killed"])
    }

    func testCompletingWithinTheGraceEndsTheTaskAsExpired() {
        let (scenario, app, _) = self.scenario(workItems: 0, completesOnExpiration: false)
        scenario.at(launch + 30_999) { app.tasks[0].setTaskCompleted(success: true) }
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.device.backgroundRuns[0].outcome, .expired)
        XCTAssertEqual(scenario.device.backgroundRuns[0].endedAt, launch + 30_999)
    }

    func testCompletingBeforeExpirationEndsTheRunAndOnlyTheFirstCallCounts() {
        let (scenario, app, worker) = self.scenario(workItems: 3, completesOnExpiration: true)
        scenario.at(launch + 5_000) {
            app.tasks[0].setTaskCompleted(success: true)
            app.tasks[0].setTaskCompleted(success: false)
        }
        scenario.run(until: DeviceScenario.local(8, 0))
        let run = scenario.device.backgroundRuns[0]
        XCTAssertEqual(run.outcome, .completed(success: true))
        XCTAssertEqual(run.endedAt, launch + 5_000)
        XCTAssertEqual(run.workItemsRun, 2, "items at +2 s and +4 s; the one due at +6 s is cut off")
        XCTAssertEqual(run.workItemsDiscarded, 1)
        XCTAssertEqual(worker.expirations, [], "a completed task never expires")
    }

    func testEarlyExpirationComesAtAUniformMomentWithinTheBudgetDrawnFromTheSeed() {
        let model = BackgroundSchedulerModel.exact(earlyExpirationChancePercent: 100)
        var endings: [Int64] = []
        for seed in UInt64(1)...3 {
            let (scenario, _, worker) = self.scenario(
                seed: seed, model: model, workItems: 0, completesOnExpiration: true
            )
            scenario.run(until: DeviceScenario.local(8, 0))
            let run = scenario.device.backgroundRuns[0]
            XCTAssertTrue(run.expiredEarly)
            XCTAssertEqual(worker.expirations, [run.endedAt])
            endings.append(run.endedAt!.milliseconds(since: launch))
        }
        XCTAssertEqual(endings, [17_640, 9_113, 6_779], "pinned: a change to the draw order shows here")
        XCTAssertEqual(endings, (UInt64(1)...3).map(expectedEarlyExpirationMs))
    }

    /// The device's stream drawn by hand: the submission's never-chance (the fixed delay draws
    /// nothing), then at launch the early-expiration chance and its moment in 1 s … 30 s.
    private func expectedEarlyExpirationMs(seed: UInt64) -> Int64 {
        var random = SeededRandom(seed: seed).fork("device:ipad").fork("background")
        _ = random.chance(0, in: 100)
        XCTAssertTrue(random.chance(100, in: 100))
        return random.int(in: 1_000...30_000)
    }

    func testAForceQuitKillsTheRunningTaskAndItsWork() {
        let model = BackgroundSchedulerModel.exact()
        let (scenario, _, worker) = self.scenario(model: model, workItems: 5, completesOnExpiration: true)
        scenario.at(launch + 5_000) { scenario.device.forceQuitApp() }
        scenario.run(until: DeviceScenario.local(8, 0))
        let run = scenario.device.backgroundRuns[0]
        XCTAssertEqual(run.outcome, .killed)
        XCTAssertEqual(run.endedAt, launch + 5_000)
        XCTAssertEqual(run.workItemsRun, 2)
        XCTAssertEqual(run.workItemsDiscarded, 3)
        XCTAssertEqual(worker.expirations, [], "no callback on force-quit")
    }

    func testAProcessingTaskHasFiveMinutes() {
        let scenario = DeviceScenario(background: .exact())
        let app = scenario.installHostApp()
        app.onTask = { _ in }
        scenario.submit(.processing(), at: DeviceScenario.local(7, 0))
        scenario.run(until: DeviceScenario.local(8, 0))
        // Dark since 07:00: eligible 07:05, launched 07:15, expires 07:20, killed 07:20:01.
        XCTAssertEqual(scenario.runStarts, [DeviceScenario.local(7, 15)])
        XCTAssertEqual(scenario.device.backgroundRuns[0].endedAt, DeviceScenario.local(7, 20, 1))
    }
}
