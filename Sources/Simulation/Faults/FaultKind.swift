/// The iOS quirks the simulator can inject (the catalogue F1–F14). Honest children meet them
/// too: they are the main source of false positives. Raw values are the words scenarios and
/// reports use.
///
/// F12 (token churn) is left out: tokens here are stable app names, and a callback for an
/// unknown token is already counted as unrecognised by the app. F14 (background tasks late or
/// never) is the `background:` model.
public enum FaultKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// F1: at the day's first pickup, every threshold up to `minutes` fires at once.
    case immediateFire = "immediate_fire"
    /// F2: callbacks are held for a drawn delay, then delivered together.
    case lateDelivery = "late_delivery"
    /// F3: the last callbacks before midnight arrive after it.
    case staleAfterMidnight = "stale_after_midnight"
    /// F4: a callback is delivered twice, within a second.
    case duplicateCallbacks = "duplicate_callbacks"
    /// F5: thresholds fire early: at 1/`factor` of the minutes they name, on a device the fault
    /// afflicts (its chance is drawn once per device).
    case overCount = "over_count"
    /// F6: another device's usage on the same account is added to this device's counters.
    case crossDeviceBleed = "cross_device_bleed"
    /// F7: callbacks stop after `after` of them, for the rest of the day.
    case silentStop = "silent_stop"
    /// F8: intervalDidStart arrives late, by a drawn delay.
    case intervalStartDelayed = "interval_start_delayed"
    /// F9: thresholds fire while the device lies locked on the charger, with no use at all.
    case phantomOnCharger = "phantom_on_charger"
    /// F10: the activity extension is killed before its callback runs: the callback is lost.
    case extensionKilled = "extension_killed"
    /// F11: the system drops the monitoring registration; re-registering floods catch-up callbacks.
    case registrationDropped = "registration_dropped"
    /// F13: the Screen Time authorisation is lost, with no action by anyone.
    case authorizationLost = "authorization_lost"
    /// Every callback reaches the extension a drawn `delay` after the system decided to make
    /// it, in the order they were decided. Not in the catalogue: its sources give no figure.
    case callbackLatency = "callback_latency"
    /// The device restarts (an update, a crash, the child): off for 30 s, then on with its
    /// uptime at 0. Not in the catalogue.
    case reboot

    public static func < (lhs: FaultKind, rhs: FaultKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var catalogueID: String {
        switch self {
        case .immediateFire: "F1"
        case .lateDelivery: "F2"
        case .staleAfterMidnight: "F3"
        case .duplicateCallbacks: "F4"
        case .overCount: "F5"
        case .crossDeviceBleed: "F6"
        case .silentStop: "F7"
        case .intervalStartDelayed: "F8"
        case .phantomOnCharger: "F9"
        case .extensionKilled: "F10"
        case .registrationDropped: "F11"
        case .authorizationLost: "F13"
        case .callbackLatency: "latency"
        case .reboot: "reboot"
        }
    }
}
