/// The gaming techniques the simulator can play out, as ground truth labels: what a child was
/// really doing when a minute accrued. Raw values are the words scenarios, personas and
/// reports use.
///
/// Left out, with the reason: alternate paths such as links in Messages or a web version
/// (they earn no points and are a content-filter matter); persuading a parent (a parent's
/// change is legitimate by definition); a factory reset or account switch (a new install with
/// no history to judge).
public enum Technique: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A learning app left on screen with no one interacting (video playing, Auto-Lock
    /// off or an app that keeps the screen on).
    case passive
    /// Switching between learning apps every few seconds, in fragments.
    case rapidSwitching = "rapid_switching"
    /// The device clock set forward or back by hand.
    case clockChange = "clock_change"
    /// The time zone changed in the middle of the day.
    case timeZoneChange = "time_zone_change"
    /// Learning apps run at night, typically on the charger.
    case oddHours = "odd_hours"
    /// Sessions at exactly the same time and of exactly the same length, day after day.
    case botLike = "bot_like"
    /// Sitting on a reward app's shield.
    case shieldSitting = "shield_sitting"
    /// A second device on the same account running a learning app at the same time.
    case secondDevice = "second_device"
    /// The app's Screen Time permission revoked in Settings.
    case permissionRevoked = "permission_revoked"
    /// The app force-quit to stall its background work.
    case forceQuitStall = "force_quit_stall"
    /// The rewards app deleted (its shields and monitoring go with it) and installed again.
    case appDeleted = "app_deleted"

    public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.rawValue < rhs.rawValue }
}
