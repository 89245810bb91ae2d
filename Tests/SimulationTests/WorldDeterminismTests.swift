import Platform
import Simulation
import SimulationKernel
import XCTest

/// The same script gives the same trace; a different one does not.
final class WorldDeterminismTests: XCTestCase {
    /// A day and a morning of use, monitoring, auto-lock and a wake, in a fresh world.
    private func traceHash(gameMinutes: Int64) throws -> TraceHash {
        let scenario = DeviceScenario(seed: 42, autoLockMs: DeviceScenario.minutes(2))
        let monitor = scenario.attachRecordingMonitor()
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [TestApps.game], through: 30)
        )
        let morning = DeviceScenario.local(7, 5)
        scenario.use(TestApps.game, at: morning, forMs: DeviceScenario.minutes(gameMinutes))
        scenario.at(DeviceScenario.local(7, 30)) {
            device.unlock()
            device.open(TestApps.maths)
            device.interact(forMs: DeviceScenario.seconds(45), lockAfter: false)
        }
        scenario.at(DeviceScenario.local(12, 0)) { device.wake() }
        scenario.use(TestApps.game, at: DeviceScenario.local(7, 0, day: 1), forMs: DeviceScenario.minutes(3))
        scenario.run(until: DeviceScenario.local(9, 0, day: 1))
        XCTAssertFalse(monitor.callbacks.isEmpty)
        return scenario.world.traceHash
    }

    func testTheSameScriptInTwoWorldsGivesTheSameTraceHash() throws {
        XCTAssertEqual(try traceHash(gameMinutes: 5), try traceHash(gameMinutes: 5))
    }

    func testADifferentScriptGivesADifferentTraceHash() throws {
        XCTAssertNotEqual(try traceHash(gameMinutes: 5), try traceHash(gameMinutes: 6))
    }
}
