import FamilyApp
import Platform
import Simulation
import XCTest

/// One child device (or several, the first being `device`) in a world that starts on Monday
/// 2026-03-02 at 07:00 local time (+01:00), and a script of actions at given instants, so
/// that each test states only its own steps and numbers.
final class DeviceScenario {
    static let start = Instant(millisecondsSinceEpoch: 1_772_431_200_000)
    static let utcOffsetSeconds = 3_600
    static let firstDay = CivilDate(year: 2026, month: 3, day: 2)

    let world: World
    let device: SimulatedChildDevice
    private var actions: [() -> Void] = []
    /// Objects the device holds weakly (an installed app), kept alive for the whole test.
    var keptAlive: [AnyObject] = []

    init(
        seed: UInt64 = 1,
        autoLockMs: Int64? = nil,
        appsKeepingScreenOn: [AppID] = [],
        power: PowerSettings = .init(),
        background: BackgroundSchedulerModel = .init(),
        deviceIDs: [DeviceID] = [DeviceID("ipad")],
        faults: [FaultSpec] = [],
        faultyDevice: Int = 0,
        timeZone: DeviceTimeZone = .fixed(utcOffsetSeconds: DeviceScenario.utcOffsetSeconds),
        keepsDeliveries: Bool = true
    ) {
        world = World(start: Self.start, seed: seed, keepsSyncTrace: true, keepsDeliveries: keepsDeliveries)
        for (position, deviceID) in deviceIDs.enumerated() {
            _ = world.addChildDevice(
                id: deviceID,
                child: ChildID("alex"),
                usageActivity: .usage,
                timeZone: timeZone,
                autoLockMs: autoLockMs,
                appsKeepingScreenOn: appsKeepingScreenOn,
                power: power,
                background: background,
                faults: position == faultyDevice ? faults : []
            )
        }
        device = world.childDevices[0]
    }

    /// A recording monitor attached to the device; the caller keeps it alive, as the device
    /// holds its monitor weakly.
    func attachRecordingMonitor() -> RecordingMonitor {
        let monitor = RecordingMonitor(world: world, utcOffsetSeconds: Self.utcOffsetSeconds)
        device.attachMonitor(monitor)
        return monitor
    }

    /// Runs `action` when the world reaches `time`; actions at the same instant run in the
    /// order they were added, before any event the run itself schedules for that instant.
    func at(_ time: Instant, _ action: @escaping () -> Void) {
        world.scheduleScriptStep(Int32(actions.count), at: time)
        actions.append(action)
    }

    /// The child unlocks at `time`, opens `app`, uses it for `durationMs` doing `label` and locks.
    func use(_ app: AppID, at time: Instant, forMs durationMs: Int64, label: UsageLabel = .engaged) {
        at(time) { [device] in
            device.unlock()
            device.open(app)
            device.interact(forMs: durationMs, lockAfter: true, label: label)
        }
    }

    /// Runs the world up to and including `limit`.
    func run(until limit: Instant, file: StaticString = #filePath, line: UInt = #line) {
        let outcome = world.run(until: limit) { index in self.actions[Int(index)]() }
        XCTAssertEqual(outcome, .reachedLimit, file: file, line: line)
    }

    /// The wall-clock reading `hour:minute:second` on the start day, `day` days later.
    static func local(_ hour: Int, _ minute: Int, _ second: Int = 0, day: Int = 0) -> Instant {
        let midnight = LocalTimestamp.startOfDay(
            firstDay.adding(days: Int64(day)), utcOffsetSeconds: utcOffsetSeconds
        )
        return midnight + Int64(hour) * Instant.millisecondsPerHour
            + Int64(minute) * Instant.millisecondsPerMinute
            + Int64(second) * Instant.millisecondsPerSecond
    }

    static let hourMs = Instant.millisecondsPerHour

    /// A fault firing at local `hour:minute` on the start day.
    static func firing(_ kind: FaultKind, _ hour: Int, _ minute: Int) -> FaultFiring {
        FaultFiring(kind: kind, time: local(hour, minute))
    }

    /// Minutes as milliseconds, for durations.
    static func minutes(_ count: Int64) -> Int64 {
        count * Instant.millisecondsPerMinute
    }

    static func seconds(_ count: Int64) -> Int64 {
        count * Instant.millisecondsPerSecond
    }

    /// Starts monitoring `activity` over the whole day with a minute chain of `app`.
    func monitorMinutes(
        of app: AppID, through count: Int, as activity: ActivityName = .daily
    ) throws {
        try device.startMonitoring(
            activity, during: .wholeDay, events: Self.minuteChain(of: [app], through: count)
        )
    }

    /// Threshold events at 1, 2, … `count` minutes of `apps`, named `<first app>.<minute>`.
    static func minuteChain(of apps: [AppID], through count: Int) -> [DeviceActivityEventRegistration] {
        (1...count).map { minute in
            DeviceActivityEventRegistration(
                name: EventName("\(apps[0]).\(minute)"),
                event: DeviceActivityEvent(applications: apps, thresholdMinutes: minute)
            )
        }
    }
}

/// Apps and activities the tests share.
enum TestApps {
    static let game = AppID("game")
    static let maths = AppID("maths")
    static let video = AppID("video")
}

extension ActivityName {
    static let daily = ActivityName("daily")
    /// The app's usage activity, the one registration and interval-start faults hit.
    static let usage = ChildDeviceApp.usageActivity
}

extension SimulatedChildDevice {
    /// Delivered threshold callbacks, as `time event truth` lines in local time.
    var thresholdLines: [String] {
        deliveries.filter { $0.kind == .threshold }.map(\.line)
    }
}

extension CallbackDelivery {
    /// `07:01:00.200 game.1 artefact:duplicate_callbacks`, in the test world's local time.
    var line: String {
        let stamp = LocalTimestamp(instant: time, utcOffsetSeconds: DeviceScenario.utcOffsetSeconds).iso8601
        let characters = Array(stamp)
        let millis = String(characters[20..<23])
        let clock = String(characters[11..<19]) + (millis == "000" ? "" : ".\(millis)")
        return [clock, event?.rawValue ?? activity.rawValue, truth.word].joined(separator: " ")
    }
}

extension CallbackTruth {
    var word: String {
        switch self {
        case .real(let label): "real:\(label)"
        case .artefact(let kind): "artefact:\(kind.rawValue)"
        case .replayed: "replayed"
        case .interval: "interval"
        }
    }
}
