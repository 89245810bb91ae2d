/// The iOS quirks the simulator can inject. Honest children meet them too: they are the main
/// source of false positives. Raw values are the words scenarios and reports use.
///
/// Token churn is left out: tokens here are stable app names, and a callback for an unknown
/// token is already counted as unrecognised by the app. Background tasks late or never are the
/// `background:` model, not a fault.
public enum FaultKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// At the day's first pickup, every threshold up to `minutes` fires at once.
    case immediateFire = "immediate_fire"
    /// Callbacks are held for a drawn delay, then delivered together.
    case lateDelivery = "late_delivery"
    /// The last callbacks before midnight arrive after it.
    case staleAfterMidnight = "stale_after_midnight"
    /// A callback is delivered twice, within a second.
    case duplicateCallbacks = "duplicate_callbacks"
    /// Thresholds fire early: at 1/`factor` of the minutes they name, on a device the fault
    /// afflicts (its chance is drawn once per device).
    case overCount = "over_count"
    /// Another device's usage on the same account is added to this device's counters.
    case crossDeviceBleed = "cross_device_bleed"
    /// Callbacks stop after `after` of them, for the rest of the day.
    case silentStop = "silent_stop"
    /// `intervalDidStart` arrives late, by a drawn delay.
    case intervalStartDelayed = "interval_start_delayed"
    /// Thresholds fire while the device lies locked on the charger, with no use at all.
    case phantomOnCharger = "phantom_on_charger"
    /// The activity extension is killed before its callback runs: the callback is lost.
    case extensionKilled = "extension_killed"
    /// The system drops the monitoring registration; re-registering floods catch-up callbacks.
    case registrationDropped = "registration_dropped"
    /// The Screen Time authorisation is lost, with no action by anyone.
    case authorizationLost = "authorization_lost"
    /// Every callback reaches the extension a drawn `delay` after the system decided to make
    /// it, in the order they were decided. Not in the catalogue: its sources give no figure.
    case callbackLatency = "callback_latency"
    /// The device restarts (an update, a crash, the child): off for 30 s, then on with its
    /// uptime at 0.
    case reboot

    public static func < (lhs: FaultKind, rhs: FaultKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
