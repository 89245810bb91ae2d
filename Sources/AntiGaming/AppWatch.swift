import Platform

/// What a device's watch remembers about one app on that device, for the filters judged per
/// app: duplicates and callbacks firing early.
struct AppWatch: Sendable {
    let app: AppID
    /// The app's position in ``UsageValidator/appsSeen``, the same on every device.
    let number: Int
    /// Threshold minutes counted on the device's ``DeviceWatch/countedMinutesDate``: a minute
    /// counted twice on one local date, in one interval of it, is a duplicate.
    var countedMinutes = CountedMinutes()
    /// The run of live callbacks the app is in: its minutes cannot outnumber the time it spans.
    var liveRun: LiveRun?
    /// How fast the app's live callbacks come, which tells what a late batch's thresholds are worth.
    var callbackRate = CallbackRate()
}
