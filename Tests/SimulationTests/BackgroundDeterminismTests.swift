import Platform
import Simulation
import SimulationKernel
import XCTest

/// The background scheduler's randomness: the same seed gives the same runs and trace, and
/// each device draws from its own stream.
final class BackgroundDeterminismTests: XCTestCase {
    /// What one world did in two days.
    private struct Outcome: Equatable {
        var startsByDevice: [[Instant]]
        var runs: [BackgroundRun]
        var traceHash: TraceHash
    }

    /// Two days of the default (random) model on each device: the app asks for a refresh 15
    /// minutes after every run and for a processing run every night; the child plays from
    /// 16:00 to 17:00 each day.
    private func twoDays(seed: UInt64, deviceIDs: [DeviceID]) -> Outcome {
        let scenario = DeviceScenario(seed: seed, autoLockMs: DeviceScenario.minutes(2), deviceIDs: deviceIDs)
        for device in scenario.world.childDevices {
            let app = RecordingHostApp(
                world: scenario.world, device: device, taskIdentifiers: ["sync", "close-day"]
            )
            scenario.keptAlive.append(app)
            device.installApp(app)
            app.onTask = { [unowned device] task in
                device.async { task.setTaskCompleted(success: true) }
                let next = device.now.instant + 15 * Instant.millisecondsPerMinute
                try? device.submit(.refresh(earliest: next))
            }
            for day in 0..<2 {
                scenario.at(DeviceScenario.local(7, 0, day: day)) {
                    try? device.submit(.refresh())
                    try? device.submit(.processing(earliest: DeviceScenario.local(22, 0, day: day)))
                }
                scenario.at(DeviceScenario.local(16, 0, day: day)) {
                    device.unlock()
                    device.open(TestApps.game)
                    device.interact(forMs: Instant.millisecondsPerHour, lockAfter: true)
                }
            }
        }
        scenario.run(until: DeviceScenario.local(7, 0, day: 2))
        let devices = scenario.world.childDevices
        return Outcome(
            startsByDevice: devices.map { $0.backgroundRuns.map(\.startedAt) },
            runs: devices.flatMap(\.backgroundRuns),
            traceHash: scenario.world.traceHash
        )
    }

    private let ipad = DeviceID("ipad")
    private let phone = DeviceID("phone")

    func testTheSameSeedGivesTheSameRunsAndTraceHash() {
        let first = twoDays(seed: 42, deviceIDs: [ipad, phone])
        XCTAssertEqual(first, twoDays(seed: 42, deviceIDs: [ipad, phone]))
        XCTAssertGreaterThan(
            first.runs.filter { $0.kind == .refresh }.count, 4,
            "an app opened only at its setup: a few refreshes a day on each device")
        XCTAssertEqual(first.runs.filter { $0.kind == .processing }.count, 4, "one a night per device")
    }

    func testADifferentSeedGivesDifferentRuns() {
        let first = twoDays(seed: 42, deviceIDs: [ipad])
        let second = twoDays(seed: 43, deviceIDs: [ipad])
        XCTAssertNotEqual(first.startsByDevice, second.startsByDevice)
        XCTAssertNotEqual(first.traceHash, second.traceHash)
    }

    func testEachDeviceDrawsFromItsOwnStream() {
        let both = twoDays(seed: 42, deviceIDs: [ipad, phone])
        let phoneAlone = twoDays(seed: 42, deviceIDs: [phone])
        XCTAssertEqual(both.startsByDevice[1], phoneAlone.startsByDevice[0], "adding the iPad shifts nothing")
        XCTAssertNotEqual(both.startsByDevice[0], both.startsByDevice[1], "same script, different draws")
    }

    func testPostedNotificationsAreKeptInOrderAndReachTheTrace() {
        let notification = UserNotification(
            category: "streak_achieved", recipient: .child(ChildID("alex")),
            title: "Streak!", body: "Five days in a row.", occurredAt: DeviceScenario.local(7, 59)
        )
        var hashes: [TraceHash] = []
        for posts in [false, true] {
            let scenario = DeviceScenario()
            if posts { scenario.at(DeviceScenario.local(8, 0)) { scenario.device.post(notification) } }
            scenario.run(until: DeviceScenario.local(9, 0))
            hashes.append(scenario.world.traceHash)
            let posted = scenario.world.notifications
            XCTAssertEqual(posted.map(\.time), posts ? [DeviceScenario.local(8, 0)] : [])
            XCTAssertEqual(posted.map(\.device), posts ? [DeviceID("ipad")] : [])
            XCTAssertEqual(posted.map(\.notification), posts ? [notification] : [])
        }
        XCTAssertNotEqual(hashes[0], hashes[1])
    }
}
