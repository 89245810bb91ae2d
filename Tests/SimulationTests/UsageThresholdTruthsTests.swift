import Platform
import Simulation
import XCTest

/// A scenario run keeps, of every callback a device delivered, only the truths of the usage
/// activity's thresholds: scoring reads nothing else, and the whole record grew with the run.
final class UsageThresholdTruthsTests: XCTestCase {
    /// Ten minutes of the game counted twice over: 20 thresholds, every other one an
    /// artefact, after the interval's start.
    private func overCountedMinutes(keepsDeliveries: Bool) throws -> DeviceScenario {
        let scenario = DeviceScenario(
            faults: [FaultSpec(kind: .overCount, factorThousandths: 2_000)], keepsDeliveries: keepsDeliveries
        )
        try scenario.monitorMinutes(of: TestApps.game, through: 30, as: .usage)
        scenario.use(TestApps.game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.run(until: DeviceScenario.local(8, 0))
        return scenario
    }

    func testTheTruthsAreTheUsageThresholdsOfTheWholeRecord() throws {
        let scenario = try overCountedMinutes(keepsDeliveries: true)
        let expected = (1...10).flatMap { _ in [CallbackTruth.artefact(.overCount), .real(.engaged)] }
        XCTAssertEqual(scenario.device.usageThresholdTruths, expected)
        XCTAssertEqual(scenario.device.deliveries.count, 21, "the interval's start and 20 thresholds")
        XCTAssertEqual(scenario.device.deliveries.filter { $0.kind == .threshold }.map(\.truth), expected)
    }

    func testAWorldThatKeepsNoRecordKeepsTheSameTruths() throws {
        let kept = try overCountedMinutes(keepsDeliveries: true)
        let unkept = try overCountedMinutes(keepsDeliveries: false)
        XCTAssertEqual(unkept.device.deliveries, [])
        XCTAssertEqual(unkept.device.deliveredCallbackCount, 21)
        XCTAssertEqual(unkept.device.usageThresholdTruths, kept.device.usageThresholdTruths)
        XCTAssertEqual(unkept.world.traceHash, kept.world.traceHash)
    }
}
