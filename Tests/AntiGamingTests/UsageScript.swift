import AntiGaming
import Platform

/// A child's devices driven by hand, producing the signals an app would log. True time
/// advances for all devices at once; each device's clock can be set and its zone changed, and
/// threshold minutes are numbered per app and per device-local day, as iOS numbers them.
struct UsageScript {
    static let firstDay = CivilDate(year: 2026, month: 3, day: 2)

    private(set) var signals: [UsageSignal] = []
    /// True time, in milliseconds since the epoch.
    private(set) var nowMs: Int64
    private var devices: [String: ScriptedDevice] = [:]
    private let utcOffsetSeconds: Int

    private struct ScriptedDevice {
        var bootMs: Int64
        var clockAheadMs: Int64 = 0
        var utcOffsetSeconds: Int
        var zoneIdentifier: String?
        /// What the app and the extension read off the battery (nil: not read).
        var battery: BatteryReading?
        var minuteCounts: [String: Int] = [:]
    }

    /// Starts at `hour:minute` local time on day `day` (day 1 is 2026-03-02).
    init(day: Int = 1, hour: Int, minute: Int = 0, utcOffsetSeconds: Int = 0) {
        self.utcOffsetSeconds = utcOffsetSeconds
        nowMs = Self.instantMs(day: day, hour: hour, minute: minute, utcOffsetSeconds: utcOffsetSeconds)
    }

    static func instantMs(day: Int, hour: Int, minute: Int, utcOffsetSeconds: Int = 0) -> Int64 {
        let date = firstDay.adding(days: Int64(day - 1))
        return LocalTimestamp.startOfDay(date, utcOffsetSeconds: utcOffsetSeconds).millisecondsSinceEpoch
            + Int64(hour) * Instant.millisecondsPerHour + Int64(minute) * Instant.millisecondsPerMinute
    }

    mutating func advance(seconds: Int64) { nowMs += seconds * Instant.millisecondsPerSecond }
    mutating func advance(milliseconds: Int64) { nowMs += milliseconds }
    mutating func advance(minutes: Int64) { nowMs += minutes * Instant.millisecondsPerMinute }

    /// Moves true time forward to a local time in the script's starting zone.
    mutating func advance(toDay day: Int, hour: Int, minute: Int = 0) {
        let targetMs = Self.instantMs(
            day: day, hour: hour, minute: minute, utcOffsetSeconds: utcOffsetSeconds
        )
        precondition(targetMs >= nowMs, "time only moves forward")
        nowMs = targetMs
    }

    private mutating func ensure(_ name: String) {
        if devices[name] == nil {
            devices[name] = ScriptedDevice(
                bootMs: nowMs - 2 * Instant.millisecondsPerHour - Int64(devices.count) * 7_000,
                utcOffsetSeconds: utcOffsetSeconds
            )
        }
    }

    mutating func clockReading(_ name: String) -> LocalTimestamp {
        ensure(name)
        let device = devices[name]!
        return LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: nowMs + device.clockAheadMs),
            utcOffsetSeconds: device.utcOffsetSeconds
        )
    }

    mutating func uptimeMs(_ name: String) -> Int64 {
        ensure(name)
        return nowMs - devices[name]!.bootMs
    }

    /// The user sets the device clock `milliseconds` ahead of true time (0: back to right).
    mutating func setClock(_ name: String, aheadBy milliseconds: Int64) {
        ensure(name)
        devices[name]!.clockAheadMs = milliseconds
    }

    mutating func setZone(_ name: String, utcOffsetSeconds: Int, identifier: String? = nil) {
        ensure(name)
        devices[name]!.utcOffsetSeconds = utcOffsetSeconds
        devices[name]!.zoneIdentifier = identifier
    }

    /// From now on the device's callbacks and runs read the battery at `percent`.
    mutating func setBattery(_ name: String, percent: Int, isCharging: Bool = false) {
        ensure(name)
        devices[name]!.battery = BatteryReading(percent: percent, isCharging: isCharging)
    }

    mutating func startInterval(_ name: String) {
        let at = clockReading(name)
        signals.append(.intervalStarted(device: DeviceID(name), at: at, uptimeMs: uptimeMs(name)))
    }

    mutating func startMonitoring(_ name: String, wasDropped: Bool) {
        let at = clockReading(name)
        signals.append(
            .monitoringStarted(
                device: DeviceID(name), at: at, uptimeMs: uptimeMs(name), wasDropped: wasDropped
            ))
    }

    /// The app runs: opened by the child, or launched by a background task.
    mutating func runApp(_ name: String, inBackgroundTask: Bool = false) {
        let at = clockReading(name)
        signals.append(
            .appRan(
                device: DeviceID(name), at: at, uptimeMs: uptimeMs(name), battery: devices[name]!.battery,
                inBackgroundTask: inBackgroundTask
            ))
    }

    /// The device restarts now: its uptime starts again at 0. With `announced`, the app noticed
    /// the new boot session and told the validator.
    mutating func reboot(_ name: String, announced: Bool) {
        ensure(name)
        devices[name]!.bootMs = nowMs
        guard announced else { return }
        signals.append(.deviceBooted(device: DeviceID(name), at: clockReading(name), uptimeMs: 0))
    }

    mutating func changeAuthorization(_ name: String, to status: AuthorizationStatus) {
        let at = clockReading(name)
        signals.append(.authorizationChanged(device: DeviceID(name), status: status, at: at))
    }

    /// One threshold callback now. Without `minute`, the app's next minute on the device's
    /// current local date.
    mutating func tick(
        _ name: String, _ app: String, category: UsageCategory = .learning, minute: Int? = nil,
        isPaid: Bool = false
    ) {
        let at = clockReading(name)
        let key = "\(app)|\(at.date)"
        let number = minute ?? (devices[name]!.minuteCounts[key] ?? 0) + 1
        devices[name]!.minuteCounts[key] = max(number, devices[name]!.minuteCounts[key] ?? 0)
        signals.append(
            .tick(
                UsageTick(
                    device: DeviceID(name), app: AppID(app), category: category, minute: number,
                    at: at, uptimeMs: uptimeMs(name), zoneIdentifier: devices[name]!.zoneIdentifier, isPaid: isPaid,
                    battery: devices[name]!.battery
                )))
    }

    /// The validator of the device the stream belongs to hears that `name` counted a minute of
    /// `app` now (its clock's reading), as the cloud would bring it; `minute`: the threshold
    /// minute it shares, none as in a batch written before minutes carried their number.
    mutating func hearSibling(_ name: String, _ app: String, ruling: SiblingMinute.Ruling = .kept, minute: Int? = nil) {
        signals.append(
            .siblingMinute(
                SiblingMinute(
                    device: DeviceID(name), app: AppID(app), at: clockReading(name), ruling: ruling, minute: minute
                )))
    }

    /// `minutes` minutes of use: a tick at the end of each.
    mutating func use(
        _ name: String, _ app: String, minutes: Int, category: UsageCategory = .learning, isPaid: Bool = false
    ) {
        for _ in 0..<minutes {
            advance(seconds: 60)
            tick(name, app, category: category, isPaid: isPaid)
        }
    }
}

/// One stream run through one validator, read two ways: live, as the app leaves it after the
/// last signal (a session's first minute may still be held), and settled, as a scorer reads it
/// (every held minute released).
struct Replay {
    let live: UsageValidator
    let settled: UsageValidator
    let assessments: [TickAssessment]

    init(
        _ signals: [UsageSignal], _ strictness: ValidationStrictness, settings: ValidatorSettings = .init()
    ) {
        var validator = UsageValidator(strictness: strictness, settings: settings)
        var assessments: [TickAssessment] = []
        for signal in signals {
            if let assessment = validator.observe(signal) { assessments.append(assessment) }
        }
        live = validator
        validator.releaseHeldMinutes()
        settled = validator
        self.assessments = assessments
    }

    /// Settled: held minutes count as released.
    var sessions: [SessionVerdict] { settled.sessions }
    var flags: [ValidationFlag] { settled.flags }

    /// Settled credited ticks among those with indexes in `range` (all ticks by default).
    func creditedCount(_ range: Range<Int>? = nil) -> Int {
        let credited = range.map { Array(settled.tickCredited[$0]) } ?? settled.tickCredited
        return credited.filter { $0 }.count
    }
}
