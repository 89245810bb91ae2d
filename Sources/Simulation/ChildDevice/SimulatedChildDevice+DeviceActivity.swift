import Platform

/// DeviceActivity as the app calls it, answered by the device's `DeviceActivityModel`.
extension SimulatedChildDevice: DeviceActivityCenter {
    public var activities: [ActivityName] { activity.activities }

    /// Events one registration keeps (see `DeviceActivityModel.eventsPerActivityMax`).
    public static let eventsPerActivityMax = DeviceActivityModel.eventsPerActivityMax

    public func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) throws(MonitoringError) {
        try self.activity.startMonitoring(activity, during: schedule, events: events)
    }

    public func stopMonitoring(_ activities: [ActivityName]) {
        activity.stopMonitoring(activities)
    }
}
