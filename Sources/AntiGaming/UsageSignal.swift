import Platform

/// Everything the app can see that bears on whether recorded usage is real, in the order the
/// app saw it. The validator never sees the simulated world's ground truth.
public enum UsageSignal: Hashable, Sendable {
    case tick(UsageTick)
    /// intervalDidStart of the daily usage activity: iOS delivers it at the device's first use
    /// after midnight, so nothing on that device was used today before it.
    case intervalStarted(device: DeviceID, at: LocalTimestamp, uptimeMs: Int64)
    /// The app (re)started usage monitoring: at first launch, or after finding the system had
    /// dropped the registration (`wasDropped`), which floods catch-up callbacks.
    case monitoringStarted(device: DeviceID, at: LocalTimestamp, uptimeMs: Int64, wasDropped: Bool)
    /// The app read a changed Screen Time authorisation status.
    case authorizationChanged(device: DeviceID, status: AuthorizationStatus, at: LocalTimestamp)
    /// The host app ran — the app can tell how long it had not — with the battery as it read it
    /// then (nil: not read), and whether a background task launched it (a refresh or processing
    /// task) rather than the child's opening it.
    case appRan(device: DeviceID, at: LocalTimestamp, uptimeMs: Int64, battery: BatteryReading?, inBackgroundTask: Bool)
    /// The app found the device had restarted since its last signal: uptime starts again at 0,
    /// so the clock is anchored afresh — whatever uptime the next readings show.
    case deviceBooted(device: DeviceID, at: LocalTimestamp, uptimeMs: Int64)
    /// A learning minute one of the child's other devices credited and shared.
    case siblingMinute(SiblingMinute)
}
