import Platform
import Simulation
import XCTest

/// A stand-in for the host app: it writes down its lifecycle callbacks and the background
/// tasks it is handed, in world (true) time, and registers a handler for each of its task
/// identifiers at every launch, as a real app must. What a task does is up to each test.
final class RecordingHostApp: ApplicationDelegate {
    struct Callback: Equatable {
        let time: Instant
        let name: String
    }

    private unowned let world: World
    private let device: SimulatedChildDevice
    private let taskIdentifiers: [String]
    private(set) var callbacks: [Callback] = []
    private(set) var tasks: [BackgroundTask] = []
    /// Whether each launch's registrations were accepted, launch by launch.
    private(set) var registrationResults: [[Bool]] = []
    /// What the app does with a task it is handed; by default it completes it at once.
    var onTask: (BackgroundTask) -> Void = { $0.setTaskCompleted(success: true) }

    init(world: World, device: SimulatedChildDevice, taskIdentifiers: [String]) {
        self.world = world
        self.device = device
        self.taskIdentifiers = taskIdentifiers
    }

    var names: [String] { callbacks.map(\.name) }

    func applicationDidFinishLaunching() {
        record("launch")
        registrationResults.append(
            taskIdentifiers.map { identifier in
                device.register(forTaskWithIdentifier: identifier) { [unowned self] task in
                    record("task \(task.identifier)")
                    tasks.append(task)
                    onTask(task)
                }
            })
    }

    func applicationDidBecomeActive() {
        record("active")
    }

    func applicationDidEnterBackground() {
        record("background")
    }

    private func record(_ name: String) {
        callbacks.append(Callback(time: world.now, name: name))
    }
}

extension BackgroundSchedulerModel {
    /// Fixed delays and no chance at all, so that a test can state exact instants.
    static func exact(
        refreshDelayMs: Int64 = 10 * Instant.millisecondsPerMinute,
        processingDelayMs: Int64 = 10 * Instant.millisecondsPerMinute,
        earlyExpirationChancePercent: Int = 0
    ) -> BackgroundSchedulerModel {
        BackgroundSchedulerModel(
            refreshDelay: .explicit(.fixed(ms: refreshDelayMs)),
            refreshNeverChancePercent: 0,
            processingDelay: .fixed(ms: processingDelayMs),
            processingNeverChancePercent: 0,
            earlyExpirationChancePercent: earlyExpirationChancePercent
        )
    }
}

extension BackgroundTaskRequest {
    static func refresh(_ identifier: String = "sync", earliest: Instant? = nil) -> BackgroundTaskRequest {
        BackgroundTaskRequest(identifier: identifier, kind: .refresh, earliestBeginDate: earliest)
    }

    static func processing(
        _ identifier: String = "close-day", earliest: Instant? = nil, requiresExternalPower: Bool = false
    ) -> BackgroundTaskRequest {
        BackgroundTaskRequest(
            identifier: identifier, kind: .processing, earliestBeginDate: earliest,
            requiresExternalPower: requiresExternalPower
        )
    }
}

extension DeviceScenario {
    /// The host app installed at the start of the run, with handlers for `taskIdentifiers`;
    /// the scenario keeps it alive, as the device holds its app weakly.
    @discardableResult
    func installHostApp(taskIdentifiers: [String] = ["sync", "close-day"]) -> RecordingHostApp {
        let app = RecordingHostApp(world: world, device: device, taskIdentifiers: taskIdentifiers)
        keptAlive.append(app)
        device.installApp(app)
        return app
    }

    /// Submits `request` at `time`, failing the test if the system refuses it.
    func submit(
        _ request: BackgroundTaskRequest, at time: Instant, file: StaticString = #filePath, line: UInt = #line
    ) {
        at(time) { [device] in
            do {
                try device.submit(request)
            } catch {
                XCTFail("submitting \(request.identifier) was refused: \(error)", file: file, line: line)
            }
        }
    }

    /// The instants the device's background runs started, in order.
    var runStarts: [Instant] { device.backgroundRuns.map(\.startedAt) }

    /// The scheduler log's event words, in order.
    var schedulerEvents: [String] { device.schedulerLog.map(\.event) }
}
