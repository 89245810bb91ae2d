import Platform
import SimulatedCloud
import Simulation
import XCTest

/// A device's calls to the cloud: where the service acts, when the answer comes back, and
/// what partitions, lost answers and a force-quit do to them; and what becomes of pushes.
final class CloudConnectionTests: XCTestCase {
    private let account = CloudAccountID("child-alex")
    private var zone: CloudZoneID { CloudZoneID(name: "usage-alex", owner: account) }
    /// Each device's app timers, in the devices' order, once `scenario()` has connected them.
    private var timers: [AppTimer] = []

    /// Two devices of the child with the app installed, on a network with 100 ms each way and
    /// a 30 s timeout; pushes take 1 s and are never lost unless a test says so. The iPad's app
    /// is in front; the iPhone's is suspended.
    private func scenario(pushBudget: Int = 3) -> (DeviceScenario, [CloudDatabase], [RecordingHostApp]) {
        let scenario = DeviceScenario(deviceIDs: [DeviceID("ipad"), DeviceID("iphone")])
        var network = NetworkModel()
        network.latency = .fixed(ms: 100)
        network.push.delay = .fixed(ms: 1_000)
        network.push.dropPercent = 0
        network.push.backgroundPerHourMax = pushBudget
        scenario.world.enableCloud(CloudServiceSettings(), network: network)
        var databases: [CloudDatabase] = []
        var apps: [RecordingHostApp] = []
        for device in scenario.world.childDevices {
            let app = RecordingHostApp(world: scenario.world, device: device, taskIdentifiers: [])
            device.installApp(app)
            apps.append(app)
            let connection = device.connectToCloud(as: account)
            databases.append(connection.database)
            timers.append(connection.timer)
        }
        scenario.keptAlive += apps
        // The iPad's app is in front, so its code runs and its answers reach it at once; the
        // iPhone's is suspended in the background.
        let ipad = scenario.world.childDevices[0]
        ipad.unlock()
        ipad.launchApp()
        _ = scenario.world.cloudService!.saveZone(zone, by: account, at: DeviceScenario.start)
        return (scenario, databases, apps)
    }

    private func entry(_ name: String) -> CloudRecord {
        CloudRecord(id: CloudRecordID(zone: zone, name: name), type: "LedgerEntry", fields: ["amount": .int(1)])
    }

    /// Saves `record` at `time` and writes down when and with what the answer came.
    private func save(
        _ record: CloudRecord, on database: CloudDatabase, at time: Instant, in scenario: DeviceScenario,
        answers: @escaping (Instant, Result<CloudModifyResult, CloudError>) -> Void
    ) {
        scenario.at(time) {
            database.modifyRecords(saving: [record], deleting: [], atomically: false) { result in
                answers(scenario.world.now, result)
            }
        }
    }

    func testTheServiceActsAfterOneLatencyAndTheAnswerArrivesAfterTwo() throws {
        let (scenario, databases, _) = scenario()
        var answer: (Instant, Result<CloudModifyResult, CloudError>)?
        let sent = DeviceScenario.local(9, 0)
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { answer = ($0, $1) }
        scenario.run(until: sent + 150)
        XCTAssertNotNil(scenario.world.cloudService!.record(CloudRecordID(zone: zone, name: "entry.alex.1")))
        XCTAssertNil(answer)
        scenario.run(until: sent + 1_000)
        XCTAssertEqual(answer?.0, sent + 200)
        XCTAssertEqual(try XCTUnwrap(answer?.1.get()).saved.map(\.id.name), ["entry.alex.1"])
    }

    func testADeviceCutOffBothWaysIsToldItIsOfflineAtOnceAndNothingReachesTheService() {
        let (scenario, databases, _) = scenario()
        let sent = DeviceScenario.local(9, 0)
        scenario.at(sent - 1) { scenario.world.setPartition(.both, of: DeviceID("ipad")) }
        var answer: (Instant, Result<CloudModifyResult, CloudError>)?
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { answer = ($0, $1) }
        scenario.run(until: sent + 60_000)
        XCTAssertEqual(answer?.0, sent)
        XCTAssertEqual(Self.errorCode(answer?.1), .networkUnavailable)
        XCTAssertNil(scenario.world.cloudService!.record(CloudRecordID(zone: zone, name: "entry.alex.1")))
    }

    func testAnInboundCutLetsTheWriteHappenAndTheCallerTimesOut() {
        let (scenario, databases, _) = scenario()
        let sent = DeviceScenario.local(9, 0)
        scenario.at(sent - 1) { scenario.world.setPartition(.inbound, of: DeviceID("ipad")) }
        var answer: (Instant, Result<CloudModifyResult, CloudError>)?
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { answer = ($0, $1) }
        scenario.run(until: sent + 60_000)
        XCTAssertEqual(answer?.0, sent + 30_000)
        XCTAssertEqual(Self.errorCode(answer?.1), .networkFailure)
        XCTAssertNotNil(scenario.world.cloudService!.record(CloudRecordID(zone: zone, name: "entry.alex.1")))
    }

    func testALostAnswerAfterCommitIsServerResponseLostAndOnlyTheNextAnswerIsLost() {
        let (scenario, databases, _) = scenario()
        let sent = DeviceScenario.local(9, 0)
        scenario.at(sent - 1) { scenario.world.loseAnswers(1, to: DeviceID("ipad")) }
        var answers: [(Instant, Result<CloudModifyResult, CloudError>)] = []
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { answers.append(($0, $1)) }
        save(entry("entry.alex.2"), on: databases[0], at: sent + 60_000, in: scenario) { answers.append(($0, $1)) }
        scenario.run(until: sent + 120_000)
        XCTAssertEqual(answers.map(\.0), [sent + 30_000, sent + 60_200])
        XCTAssertEqual(Self.errorCode(answers[0].1), .serverResponseLost)
        XCTAssertNotNil(try? answers[1].1.get())
        XCTAssertEqual(scenario.world.cloudService!.records(in: zone).map(\.id.name), ["entry.alex.1", "entry.alex.2"])
    }

    func testAnAnswerMeantForAForceQuitAppIsLost() {
        let (scenario, databases, _) = scenario()
        let sent = DeviceScenario.local(9, 0)
        var answered = false
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { _, _ in answered = true }
        scenario.at(sent + 150) { scenario.world.childDevices[0].forceQuitApp() }
        scenario.run(until: sent + 60_000)
        XCTAssertFalse(answered)
        XCTAssertEqual(scenario.world.syncTrace.filter { $0.event == "answer dropped" }.count, 1)
    }

    func testAPushReachesTheOtherDeviceNotTheWriterAndASecondOneOnItsWayIsCoalesced() {
        let (scenario, databases, _) = scenario()
        var pushedAt: [Instant] = []
        databases[0].subscribeToChanges { XCTFail("the writer is never pushed its own change") }
        databases[1].subscribeToChanges { pushedAt.append(scenario.world.now) }
        let sent = DeviceScenario.local(9, 0)
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { _, _ in }
        save(entry("entry.alex.2"), on: databases[0], at: sent + 500, in: scenario) { _, _ in }
        scenario.run(until: sent + 10_000)
        XCTAssertEqual(pushedAt, [sent + 1_100])
        let pushes = scenario.world.connection(of: DeviceID("iphone"))!.pushes
        XCTAssertEqual([pushes.sent, pushes.delivered, pushes.coalesced, pushes.dropped], [2, 1, 1, 0])
    }

    func testABackgroundedAppIsWokenOnlyAsOftenAsTheHourlyBudgetAllows() {
        let (scenario, databases, _) = scenario(pushBudget: 1)
        var pushes = 0
        databases[1].subscribeToChanges { pushes += 1 }
        let sent = DeviceScenario.local(9, 0)
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { _, _ in }
        save(entry("entry.alex.2"), on: databases[0], at: sent + 60_000, in: scenario) { _, _ in }
        save(entry("entry.alex.3"), on: databases[0], at: sent + 61 * 60_000, in: scenario) { _, _ in }
        scenario.run(until: sent + 62 * 60_000)
        XCTAssertEqual(pushes, 2, "the second push came within the hour of the first and was dropped")
        XCTAssertEqual(scenario.world.connection(of: DeviceID("iphone"))!.pushes.dropped, 1)
    }

    func testAnAnswerForASuspendedAppWaitsForItsNextRunAndTheSendIsRecorded() {
        let (scenario, databases, _) = scenario()
        let iphone = scenario.world.childDevices[1]
        let sent = DeviceScenario.local(9, 0)
        var answeredAt: Instant?
        save(entry("entry.alex.1"), on: databases[1], at: sent, in: scenario) { time, _ in answeredAt = time }
        scenario.at(sent + 600_000) {
            iphone.unlock()
            iphone.launchApp()
        }
        scenario.run(until: sent + 300_000)
        XCTAssertNil(answeredAt, "a suspended app is handed no answer")
        XCTAssertEqual(
            scenario.world.connection(of: DeviceID("iphone"))!.requestsWhileSuspended.map(\.call), ["modify"])
        scenario.run(until: sent + 900_000)
        XCTAssertEqual(answeredAt, sent + 600_000, "handed over as the app comes to the front")
    }

    func testAPushWakesTheAppForThirtySecondsAndALaterAnswerWaits() {
        let (scenario, databases, _) = scenario()
        let iphone = scenario.world.childDevices[1]
        let timer = timers[1]
        var answeredAt: [Instant] = []
        var firedAt: [Instant] = []
        databases[1].subscribeToChanges {
            // Woken at 09:00:01.1: one save answered inside the brief run, a timer after it.
            databases[1].modifyRecords(saving: [self.entry("entry.alex.2")], deleting: [], atomically: false) { _ in
                answeredAt.append(scenario.world.now)
            }
            timer.schedule(afterMs: 60_000) { firedAt.append(scenario.world.now) }
        }
        let sent = DeviceScenario.local(9, 0)
        save(entry("entry.alex.1"), on: databases[0], at: sent, in: scenario) { _, _ in }
        scenario.at(sent + 3_600_000) { iphone.noteAppUsedInForeground() }
        scenario.run(until: sent + 7_200_000)
        XCTAssertEqual(answeredAt, [sent + 1_300])
        XCTAssertEqual(firedAt, [sent + 3_600_000], "due while suspended, fired at the next run")
        XCTAssertEqual(
            scenario.world.connection(of: DeviceID("iphone"))?.timersDueAfterRunMs,
            [(sent + 61_100).millisecondsSinceEpoch], "noted when it came due, after the brief run")
        XCTAssertTrue(scenario.world.connection(of: DeviceID("iphone"))!.requestsWhileSuspended.isEmpty)
    }

    private static func errorCode(_ result: Result<CloudModifyResult, CloudError>?) -> CloudErrorCode? {
        guard case .failure(let error)? = result else { return nil }
        return error.code
    }
}
