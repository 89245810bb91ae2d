/// The gaming techniques the simulator can play out (the catalogue G1–G14), as ground truth
/// labels: what a child was really doing when a minute accrued. Raw values are the words
/// scenarios, personas and reports use.
///
/// Left out of the catalogue, with the reason: G11 alternate paths such as links
/// in Messages or a web version (they earn no points and are a content-filter matter);
/// G13 persuading a parent (a parent's change is legitimate by definition); G14 factory
/// reset or account switch (a new install with no history to judge).
public enum Technique: String, Hashable, Sendable, CaseIterable, Comparable {
    /// G4/G5: a learning app left on screen with no one interacting (video playing, Auto-Lock
    /// off or an app that keeps the screen on).
    case passive
    /// G8: switching between learning apps every few seconds, in fragments.
    case rapidSwitching = "rapid_switching"
    /// G1: the device clock set forward or back by hand.
    case clockChange = "clock_change"
    /// G2: the time zone changed in the middle of the day.
    case timeZoneChange = "time_zone_change"
    /// G6: learning apps run at night, typically on the charger.
    case oddHours = "odd_hours"
    /// G7: sessions at exactly the same time and of exactly the same length, day after day.
    case botLike = "bot_like"
    /// G9: sitting on a reward app's shield.
    case shieldSitting = "shield_sitting"
    /// G10: a second device on the same account running a learning app at the same time.
    case secondDevice = "second_device"
    /// G12: the app's Screen Time permission revoked in Settings.
    case permissionRevoked = "permission_revoked"
    /// G12: the app force-quit to stall its background work.
    case forceQuitStall = "force_quit_stall"
    /// G3: the rewards app deleted (its shields and monitoring go with it) and installed again.
    case appDeleted = "app_deleted"

    public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The catalogue entry it plays out.
    public var catalogueID: String {
        switch self {
        case .passive: "G4/G5"
        case .rapidSwitching: "G8"
        case .clockChange: "G1"
        case .timeZoneChange: "G2"
        case .oddHours: "G6"
        case .botLike: "G7"
        case .shieldSitting: "G9"
        case .secondDevice: "G10"
        case .permissionRevoked, .forceQuitStall: "G12"
        case .appDeleted: "G3"
        }
    }
}
