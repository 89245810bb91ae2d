/// The device's own clock as the app reads it: the system date and time zone on a real
/// iPhone. It may be wrong (the user can set it), which is why it is a protocol the world
/// implements and not a global.
public protocol DeviceClock: AnyObject {
    /// What the device believes the time is, in the time zone it is set to.
    var now: LocalTimestamp { get }
    /// Milliseconds since the device booted (`CLOCK_MONOTONIC`): it runs at the true rate and
    /// is not moved when the user sets the date, the time or the time zone, so the difference
    /// between the two readings reveals a manual clock change.
    var uptimeMs: Int64 { get }
    /// The zone the device is set to, as `TimeZone.current` names it: a daylight-saving
    /// change moves the offset but keeps the identifier.
    var timeZone: DeviceTimeZone { get }
    /// Changes at every boot and at nothing else (Darwin's `kern.bootsessionuuid`, which an
    /// app reads with `sysctl`): it tells a restart from a clock set forward, which move
    /// `now − uptime` alike.
    var bootSession: Int { get }
}

extension DeviceClock {
    /// A clock that knows only its offset.
    public var timeZone: DeviceTimeZone { .fixed(utcOffsetSeconds: now.utcOffsetSeconds) }
}
