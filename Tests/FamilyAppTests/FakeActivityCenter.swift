import Platform

/// Records what the app asked DeviceActivity for; delivers nothing by itself.
final class FakeActivityCenter: DeviceActivityCenter {
    private(set) var startedActivities: [ActivityName] = []
    private(set) var activities: [ActivityName] = []

    func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) throws(MonitoringError) {
        startedActivities.append(activity)
        if !activities.contains(activity) {
            activities.append(activity)
            activities.sort()
        }
    }

    func stopMonitoring(_ stopped: [ActivityName]) {
        activities.removeAll { stopped.contains($0) }
    }
}
