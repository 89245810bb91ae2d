/// The device's own clock as the app reads it: the system date and time zone on a real
/// iPhone. It may be wrong (the user can set it), which is why it is a protocol the world
/// implements and not a global.
public protocol DeviceClock: AnyObject {
    /// What the device believes the time is.
    var now: LocalTimestamp { get }
}
