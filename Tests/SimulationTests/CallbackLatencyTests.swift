import Platform
import Simulation
import XCTest

/// Callback latency: each callback reaches the monitor a drawn delay after the system made
/// it, and never before one made earlier.
final class CallbackLatencyTests: XCTestCase {
    private let game = TestApps.game

    private func scenario(_ delay: DelayDistribution) throws -> DeviceScenario {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .callbackLatency, delay: delay)])
        try scenario.monitorMinutes(of: game, through: 40)
        return scenario
    }

    func testAFixedLatencyOfThreeSecondsMovesEveryCallbackThreeSecondsLater() throws {
        let scenario = try scenario(.fixed(ms: 3_000))
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            scenario.device.deliveries.map(\.line),
            [
                "07:00:03 daily interval",
                "07:01:03 game.1 real:engaged",
                "07:02:03 game.2 real:engaged",
            ])
        XCTAssertTrue(scenario.device.faultFirings.isEmpty, "latency makes no artefact")
    }

    func testCallbacksArriveInTheOrderTheyWereMadeWhateverTheirDrawnLatency() throws {
        // Latencies up to 90 s: a minute's callback could overtake the one before it, but waits.
        let scenario = try scenario(.uniform(minMs: 0, maxMs: 90_000))
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(30))
        scenario.run(until: DeviceScenario.local(9, 0))

        let thresholds = scenario.device.deliveries.filter { $0.kind == .threshold }
        XCTAssertEqual(thresholds.map(\.event), (1...30).map { EventName("game.\($0)") })
        XCTAssertEqual(thresholds.map(\.time), thresholds.map(\.time).sorted())
        for (position, delivery) in thresholds.enumerated() {
            let due = DeviceScenario.local(7, 1) + Int64(position) * DeviceScenario.minutes(1)
            XCTAssertGreaterThanOrEqual(delivery.time.milliseconds(since: due), 0)
        }
        XCTAssertNotEqual(Set(thresholds.map(\.time.millisecondsSinceEpoch)).count, 1)
    }

    func testTheDefaultLatencyIsAFewSecondsAsARule() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .callbackLatency)])
        try scenario.monitorMinutes(of: game, through: 200)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(200))
        scenario.run(until: DeviceScenario.local(12, 0))

        let thresholds = scenario.device.deliveries.filter { $0.kind == .threshold }
        XCTAssertEqual(thresholds.count, 200)
        let latenciesMs = thresholds.enumerated().map { position, delivery in
            delivery.time.milliseconds(since: DeviceScenario.local(7, 1)) - Int64(position) * 60_000
        }.sorted()
        let medianMs = latenciesMs[100]
        XCTAssertTrue((1_000...4_000).contains(medianMs), "median \(medianMs) ms, the model's 2 s")
        XCTAssertLessThan(latenciesMs[189], 20_000, "95 % within 20 s")
    }
}
