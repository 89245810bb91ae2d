import Platform
import Simulation
import XCTest

/// Faults that make callbacks nobody's usage crossed: floods, over-counting, phantoms,
/// another device's usage and a re-registration's catch-up.
final class FaultArtefactTests: XCTestCase {
    private let game = TestApps.game
    private let maths = TestApps.maths

    func testAnImmediateFireFloodsTenThresholdsAtTheFirstPickupAndSpendsThem() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .immediateFire, minutes: 10)])
        try scenario.monitorMinutes(of: game, through: 15)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(11))
        scenario.run(until: DeviceScenario.local(8, 0))

        let lines = scenario.device.deliveries.map(\.line)
        XCTAssertEqual(lines.first, "07:00:00 daily interval")
        let flood = (1...10).map { "07:00:00 game.\($0) artefact:immediate_fire" }
        XCTAssertEqual(Array(lines.dropFirst()), flood + ["07:11:00 game.11 real:engaged"])
        XCTAssertEqual(scenario.device.faultFirings, [DeviceScenario.firing(.immediateFire, 7, 0)])
    }

    func testOverCountingTwiceGivesTwentyCallbacksForTenRealMinutesHalfOfThemArtefacts() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .overCount, factorThousandths: 2_000)])
        try scenario.monitorMinutes(of: game, through: 30)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.run(until: DeviceScenario.local(8, 0))

        let thresholds = scenario.device.deliveries.filter { $0.kind == .threshold }
        XCTAssertEqual(thresholds.count, 20)
        let halfMinutes = (1...20).map { DeviceScenario.local(7, 0) + Int64($0) * 30_000 }
        XCTAssertEqual(thresholds.map(\.time), halfMinutes)
        XCTAssertEqual(thresholds.filter(\.truth.isArtefact).count, 10)
        XCTAssertEqual(
            Array(scenario.device.thresholdLines.prefix(4)),
            [
                "07:00:30 game.1 artefact:over_count",
                "07:01:00 game.2 real:engaged",
                "07:01:30 game.3 artefact:over_count",
                "07:02:00 game.4 real:engaged",
            ])
        XCTAssertEqual(scenario.device.faultFirings.count, 10)
    }

    func testAnOverCountOfThirteenHundredthsFiresTheFirstMinuteAtFortySevenSeconds() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .overCount, factorThousandths: 1_300)])
        try scenario.monitorMinutes(of: game, through: 5)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            scenario.device.thresholdLines,
            [
                "07:00:47 game.1 artefact:over_count",
                "07:01:33 game.2 real:engaged",
            ])
    }

    func testPluggingInWhileLockedFiresFivePhantomThresholdsOfTheFirstAppAndSpendsThem() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .phantomOnCharger)])
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay,
            events: DeviceScenario.minuteChain(of: [maths], through: 10)
                + DeviceScenario.minuteChain(of: [game], through: 10)
        )
        scenario.at(DeviceScenario.local(12, 0)) { device.unlock() }
        scenario.at(DeviceScenario.local(12, 0, 10)) { device.plugIn() }
        scenario.at(DeviceScenario.local(12, 1)) { device.lock() }
        scenario.at(DeviceScenario.local(13, 0)) { device.unplug() }
        scenario.at(DeviceScenario.local(22, 0)) { device.plugIn() }
        scenario.use(game, at: DeviceScenario.local(23, 0), forMs: DeviceScenario.minutes(6))
        scenario.run(until: DeviceScenario.local(23, 30))

        let phantoms = (1...5).map { "22:00:00 game.\($0) artefact:phantom_on_charger" }
        XCTAssertEqual(device.thresholdLines, phantoms + ["23:06:00 game.6 real:engaged"])
        XCTAssertEqual(device.faultFirings, [DeviceScenario.firing(.phantomOnCharger, 22, 0)])
    }

    func testAPhantomFiresTheNamedLearningApp() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .phantomOnCharger, minutes: 3, app: maths)])
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay,
            events: DeviceScenario.minuteChain(of: [maths], through: 10)
                + DeviceScenario.minuteChain(of: [game], through: 10)
        )
        scenario.at(DeviceScenario.local(22, 0)) { device.plugIn() }
        scenario.run(until: DeviceScenario.local(23, 0))

        let phantoms = (1...3).map { "22:00:00 maths.\($0) artefact:phantom_on_charger" }
        XCTAssertEqual(device.thresholdLines, phantoms)
    }

    func testAnotherDevicesUsageFiresThresholdsOnADeviceNobodyUsed() throws {
        let (ipad, phone) = (DeviceID("ipad"), DeviceID("phone"))
        let scenario = DeviceScenario(
            deviceIDs: [ipad, phone],
            faults: [FaultSpec(kind: .crossDeviceBleed, fromDevice: ipad)],
            faultyDevice: 1
        )
        let bled = scenario.world.childDevices[1]
        for device in scenario.world.childDevices {
            try device.startMonitoring(
                .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 10)
            )
        }
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(3))
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            scenario.device.thresholdLines,
            [
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged", "07:03:00 game.3 real:engaged",
            ])
        XCTAssertEqual(
            bled.thresholdLines,
            [
                "07:01:00 game.1 artefact:cross_device_bleed",
                "07:02:00 game.2 artefact:cross_device_bleed",
                "07:03:00 game.3 artefact:cross_device_bleed",
            ])
        XCTAssertEqual(bled.groundTruth.frontmostMs(), 0)
        XCTAssertEqual(bled.faultFirings.count, 3)
    }

    func testADroppedRegistrationDeliversNothingAndItsCatchUpRedeliversWhatWasDelivered() throws {
        let drop = FaultSpec(kind: .registrationDropped, at: DeviceScenario.local(8, 0))
        let scenario = DeviceScenario(faults: [drop])
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 30, as: .usage)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(5))
        scenario.use(game, at: DeviceScenario.local(9, 0), forMs: DeviceScenario.minutes(3))
        scenario.at(DeviceScenario.local(10, 0)) {
            XCTAssertEqual(device.activities, [])
            try? self.registerAgain(device)
        }
        scenario.run(until: DeviceScenario.local(11, 0))

        XCTAssertEqual(device.activities, [.usage])
        XCTAssertEqual(
            device.thresholdLines,
            (1...5).map { "07:0\($0):00 game.\($0) real:engaged" }
                + (1...5).map { "10:00:00 game.\($0) artefact:registration_dropped" }
                + (6...8).map { "10:00:00 game.\($0) real:engaged" })
        XCTAssertEqual(device.faultFirings, [DeviceScenario.firing(.registrationDropped, 8, 0)])
    }

    private func registerAgain(_ device: SimulatedChildDevice) throws {
        try device.startMonitoring(
            .usage, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 30)
        )
    }
}
