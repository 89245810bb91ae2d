import Platform
import Simulation
import SimulationKernel
import XCTest

/// Faults drawn by chance reproduce from the seed, and only from it.
final class FaultDeterminismTests: XCTestCase {
    private struct Outcome: Equatable {
        let deliveries: [CallbackDelivery]
        let faultFirings: [FaultFiring]
        let traceHash: TraceHash
    }

    /// Three days of an hour's use each morning under faults that all strike by chance.
    private func run(seed: UInt64, duplicateChance: Int = 50) throws -> Outcome {
        let scenario = DeviceScenario(
            seed: seed,
            faults: [
                FaultSpec(kind: .duplicateCallbacks, chancePercent: duplicateChance),
                FaultSpec(kind: .lateDelivery, chancePercent: 10),
                FaultSpec(kind: .extensionKilled, chancePercent: 10),
                FaultSpec(kind: .immediateFire, chancePercent: 50, minutes: 5),
                FaultSpec(kind: .registrationDropped, chancePercent: 50),
            ])
        try scenario.monitorMinutes(of: TestApps.game, through: 90, as: .usage)
        for day in 0..<3 {
            let morning = DeviceScenario.local(7, 30, day: day)
            scenario.use(TestApps.game, at: morning, forMs: DeviceScenario.minutes(60))
        }
        scenario.run(until: DeviceScenario.local(12, 0, day: 2))
        let device = scenario.device
        return Outcome(
            deliveries: device.deliveries,
            faultFirings: device.faultFirings,
            traceHash: scenario.world.traceHash
        )
    }

    func testTheSameSeedGivesTheSameDeliveriesFaultsAndTraceHash() throws {
        let first = try run(seed: 7)
        XCTAssertGreaterThan(first.faultFirings.count, 10)
        XCTAssertEqual(first, try run(seed: 7))
    }

    func testAnotherSeedDrawsOtherFaults() throws {
        XCTAssertNotEqual(try run(seed: 7).faultFirings, try run(seed: 8).faultFirings)
    }

    func testAChanceChangedForOneFaultLeavesTheDrawsOfTheOthersAlone() throws {
        let base = try run(seed: 7).faultFirings.filter { $0.kind == .immediateFire }
        let changed = try run(seed: 7, duplicateChance: 0).faultFirings.filter { $0.kind == .immediateFire }
        XCTAssertEqual(base, changed)
    }
}
