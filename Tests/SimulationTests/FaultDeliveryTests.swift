import Platform
import Simulation
import XCTest

/// Faults on the way to the monitor: duplicated, held, silenced, lost and stale callbacks.
final class FaultDeliveryTests: XCTestCase {
    private let game = TestApps.game

    private func scenario(_ faults: [FaultSpec], chain: Int = 40) throws -> DeviceScenario {
        let scenario = DeviceScenario(faults: faults)
        try scenario.monitorMinutes(of: game, through: chain)
        return scenario
    }

    func testADuplicateArrivesTwoHundredMillisecondsLaterAsAnArtefact() throws {
        let scenario = try scenario([FaultSpec(kind: .duplicateCallbacks)])
        let monitor = scenario.attachRecordingMonitor()
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            scenario.device.thresholdLines,
            [
                "07:01:00 game.1 real:engaged",
                "07:01:00.200 game.1 artefact:duplicate_callbacks",
                "07:02:00 game.2 real:engaged",
                "07:02:00.200 game.2 artefact:duplicate_callbacks",
            ])
        XCTAssertEqual(monitor.thresholds.count, 4)
        XCTAssertEqual(scenario.device.faultFirings.map(\.kind), [.duplicateCallbacks, .duplicateCallbacks])
        XCTAssertEqual(scenario.device.deliveredCallbackCount, 5, "the interval start and four thresholds")
    }

    func testALateHoldOfThirtyMinutesDeliversThirtyRealCallbacksTenMillisecondsApartAtItsEnd() throws {
        let scenario = try scenario([
            FaultSpec(kind: .lateDelivery, delay: .fixed(ms: DeviceScenario.minutes(30)))
        ])
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(30))
        scenario.run(until: DeviceScenario.local(7, 30, 59))
        XCTAssertTrue(scenario.device.thresholdLines.isEmpty, "everything from 07:01 on is held")

        scenario.run(until: DeviceScenario.local(9, 0))
        let thresholds = scenario.device.deliveries.filter { $0.kind == .threshold }
        XCTAssertEqual(thresholds.count, 30)
        XCTAssertEqual(thresholds.map(\.time), (0..<30).map { DeviceScenario.local(7, 31) + Int64($0) * 10 })
        XCTAssertEqual(thresholds.map(\.event), (1...30).map { EventName("game.\($0)") })
        XCTAssertEqual(Set(thresholds.map(\.truth)), [.real(.engaged)])
        XCTAssertEqual(scenario.device.faultFirings.map(\.time), [DeviceScenario.local(7, 1)])
    }

    func testSilentStopDeliversFiveThresholdsThenNothingUntilTheNextDay() throws {
        let scenario = try scenario([FaultSpec(kind: .silentStop, after: 5)])
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.use(game, at: DeviceScenario.local(7, 0, day: 1), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(9, 0, day: 1))

        let lines = scenario.device.deliveries.map(\.line)
        XCTAssertEqual(
            lines,
            [
                "07:00:00 daily interval",
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged", "07:03:00 game.3 real:engaged",
                "07:04:00 game.4 real:engaged", "07:05:00 game.5 real:engaged",
                "07:00:00 daily interval", "07:00:00 daily interval",
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged",
            ])
        XCTAssertEqual(scenario.device.faultFirings.map(\.time), [DeviceScenario.local(7, 6)])
    }

    func testAKilledExtensionLosesCallbacksFourTimesAsOftenWhileTheAppIsForceQuit() throws {
        func deliveredCallbacks(forceQuit: Bool) throws -> (delivered: Int, lost: Int) {
            let scenario = try scenario([FaultSpec(kind: .extensionKilled, chancePercent: 25)])
            let app = RecordingHostApp(world: scenario.world, device: scenario.device, taskIdentifiers: [])
            scenario.keptAlive.append(app)
            scenario.device.installApp(app)
            if forceQuit { scenario.device.forceQuitApp() }
            scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(20))
            scenario.run(until: DeviceScenario.local(8, 0))
            let lost = scenario.device.faultFirings.filter { $0.kind == .extensionKilled }.count
            return (scenario.device.deliveries.count, lost)
        }
        let quit = try deliveredCallbacks(forceQuit: true)
        XCTAssertEqual(quit.delivered, 0, "25 % × 4 loses every callback")
        XCTAssertEqual(quit.lost, 21, "the interval start and twenty thresholds")
        let running = try deliveredCallbacks(forceQuit: false)
        XCTAssertEqual(running.delivered + running.lost, 21)
        XCTAssertGreaterThan(running.delivered, 0)
        XCTAssertGreaterThan(running.lost, 0)
    }

    func testCallbacksDueInTheLastTenMinutesBeforeMidnightArriveAfterTheNextIntervalStart() throws {
        let scenario = try scenario([FaultSpec(kind: .staleAfterMidnight)])
        scenario.use(game, at: DeviceScenario.local(23, 45), forMs: DeviceScenario.minutes(10))
        scenario.use(game, at: DeviceScenario.local(7, 0, day: 1), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(8, 0, day: 1))

        let lines = scenario.device.deliveries.map(\.line)
        XCTAssertEqual(
            lines,
            [
                "23:45:00 daily interval",
                "23:46:00 game.1 real:engaged", "23:47:00 game.2 real:engaged",
                "23:48:00 game.3 real:engaged", "23:49:00 game.4 real:engaged",
                "07:00:00 daily interval", "07:00:00 daily interval",
                "07:00:00 game.5 real:engaged", "07:00:00 game.6 real:engaged", "07:00:00 game.7 real:engaged",
                "07:00:00 game.8 real:engaged", "07:00:00 game.9 real:engaged", "07:00:00 game.10 real:engaged",
                "07:01:00 game.1 real:engaged",
            ])
        XCTAssertEqual(scenario.device.faultFirings.map(\.time), [DeviceScenario.local(23, 50)])
    }
}
