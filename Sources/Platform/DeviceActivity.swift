/// The DeviceActivity framework as the app sees it: schedules, threshold events, the
/// centre that registers them and the monitor the system calls back.

/// When an activity is monitored, in the device's local time.
public enum DeviceActivitySchedule: Hashable, Sendable {
    /// Every day from `startMillisecondOfDay` to `endMillisecondOfDay` (exclusive), local time.
    case daily(startMillisecondOfDay: Int64, endMillisecondOfDay: Int64)
    /// Once, between two instants.
    case once(start: Instant, end: Instant)

    /// The whole local day: 00:00 to 23:59:59.999, the usual "earn per minute" schedule.
    public static let wholeDay = DeviceActivitySchedule.daily(
        startMillisecondOfDay: 0, endMillisecondOfDay: Instant.millisecondsPerDay
    )

    /// The length of one interval occurrence, for the documented 15 min … 1 week limits.
    public var intervalMilliseconds: Int64 {
        switch self {
        case .daily(let start, let end):
            end > start ? end - start : end + Instant.millisecondsPerDay - start
        case .once(let start, let end):
            end.milliseconds(since: start)
        }
    }
}

/// One threshold event: fires once per interval when the summed frontmost time of
/// `applications` reaches `thresholdMinutes`.
public struct DeviceActivityEvent: Hashable, Sendable {
    public var applications: [AppID]
    public var thresholdMinutes: Int

    public init(applications: [AppID], thresholdMinutes: Int) {
        precondition(!applications.isEmpty, "an event needs at least one application")
        precondition(thresholdMinutes >= 1, "thresholds are whole minutes, at least 1")
        self.applications = applications
        self.thresholdMinutes = thresholdMinutes
    }
}

/// An event with its name; registrations are an ordered array so that no dictionary
/// order reaches the device.
public struct DeviceActivityEventRegistration: Hashable, Sendable {
    public var name: EventName
    public var event: DeviceActivityEvent

    public init(name: EventName, event: DeviceActivityEvent) {
        self.name = name
        self.event = event
    }
}

/// `DeviceActivityCenter.MonitoringError`.
public enum MonitoringError: Error, Hashable, Sendable, CustomStringConvertible {
    case intervalTooShort
    case intervalTooLong
    case excessiveActivities
    case unauthorized

    public var description: String {
        switch self {
        case .intervalTooShort: "intervalTooShort: a schedule interval must last at least 15 minutes"
        case .intervalTooLong: "intervalTooLong: a schedule interval must last at most 1 week"
        case .excessiveActivities: "excessiveActivities: at most 20 activities can be monitored"
        case .unauthorized: "unauthorized: Screen Time access has not been granted"
        }
    }
}

/// `DeviceActivityCenter`: registers activities with the system.
public protocol DeviceActivityCenter: AnyObject {
    static var intervalMillisecondsMin: Int64 { get }
    static var intervalMillisecondsMax: Int64 { get }
    static var activitiesMax: Int { get }

    func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) throws(MonitoringError)
    func stopMonitoring(_ activities: [ActivityName])
    /// The activities currently registered, sorted by name.
    var activities: [ActivityName] { get }
}

extension DeviceActivityCenter {
    public static var intervalMillisecondsMin: Int64 { 15 * Instant.millisecondsPerMinute }
    public static var intervalMillisecondsMax: Int64 { 7 * Instant.millisecondsPerDay }
    public static var activitiesMax: Int { 20 }
}

/// `DeviceActivityMonitor`: the app's extension, called by the system. Every call is
/// synchronous, as the real extension is terminated once its callback returns.
public protocol DeviceActivityMonitor: AnyObject {
    func intervalDidStart(for activity: ActivityName)
    func intervalDidEnd(for activity: ActivityName)
    func eventDidReachThreshold(_ event: EventName, activity: ActivityName)
}
