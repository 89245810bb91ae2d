import Platform

/// What a device's watch remembers about one app on that device, for the filters judged per
/// app: duplicates and callbacks firing early.
struct AppWatch: Sendable {
    let app: AppID
    /// The app's position in ``UsageValidator/appsSeen``, the same on every device.
    let number: Int
    /// Threshold minutes counted on the device's ``DeviceWatch/countedMinutesDate``: a minute
    /// counted twice on one local date is a duplicate.
    var countedMinutes = CountedMinutes()
    /// Trusted instant of the last live callback counted: two live callbacks of one app cannot
    /// be real minutes less than a minute apart.
    var lastCountedTickMs: Int64?
}
