import Platform
import Simulation

/// One thing a child does on one device. The scenario runner turns each into device actions
/// at the step's time; the persona only decides what and for how long.
public enum PersonaAction: Hashable, Sendable {
    /// Unlock, open the app, interact for the whole duration, lock.
    case use(app: AppID, durationMs: Int64)
    /// Put the unlocked device down inside a session (an honest pause): the app the child was
    /// using stays frontmost, the screen stays on until Auto-Lock, nobody touches it.
    case idle(durationMs: Int64)
    /// The app kept on screen (video playing, idle timer off) with nobody there.
    case leaveOn(app: AppID, durationMs: Int64)
    /// Cycling through `apps` in order, a switch every `everyMs`.
    case switchRapidly(apps: [AppID], everyMs: Int64, durationMs: Int64)
    /// Redeem points for `app` in the rewards app; a separate `use` of the reward app follows.
    case redeem(points: Int, app: AppID)
    case plug, unplug
    /// The device clock set `offsetMs` away from true time (0 puts it back).
    case setClock(offsetMs: Int64)
    /// The device's time zone set (to a UTC offset, or home); a trip's zone change too.
    case setTimeZone(DeviceTimeZone)
    /// A trip: the device takes the destination's zone from its location.
    case travel(DeviceTimeZone)
    /// The rewards app's Screen Time permission turned off, and back on, in Settings.
    case revokePermission, restorePermission
    /// The rewards app swiped away, and opened again.
    case forceQuit, launch
    /// The rewards app deleted from the home screen, and installed again from the App Store.
    case deleteApp, reinstallApp
    /// The device switched off and on again by the child (a habit, not a technique).
    case restart

    /// How long the child takes over a one-off action (plugging in, a setting, a redemption).
    /// The device is busy for that long, so the next step on it starts no earlier.
    public static let quickActionMs: Int64 = 10_000

    /// How long a restart keeps the child busy: the device is off for the restart, and the
    /// child waits for it to start before doing anything else on it.
    public static let restartMs: Int64 = quickActionMs + SimulatedChildDevice.restartMs

    /// How long the device is busy with this step.
    public var durationMs: Int64 {
        switch self {
        case .use(_, let durationMs), .idle(let durationMs), .leaveOn(_, let durationMs),
            .switchRapidly(_, _, let durationMs):
            durationMs
        case .redeem, .plug, .unplug, .setClock, .setTimeZone, .travel, .revokePermission, .restorePermission,
            .forceQuit, .launch, .deleteApp, .reinstallApp:
            Self.quickActionMs
        case .restart:
            Self.restartMs
        }
    }
}
