/// A decision the world takes that the event itself does not show: what the device did, what
/// the system told the app, what the driver asked for. Each is mixed into the trace hash as
/// one word (kind, device) plus a hash of its detail, with no string built for it.
public enum Decision: UInt64, Sendable {
    case step = 1
    case refusedStep
    case unlock, open, lock, autoLock, wake
    case shieldUp, shieldDown
    case monitor, unmonitor, threshold, intervalBoundary, intervalStart, intervalEnd
    case appLaunch, appActive, appBackground, appForceQuit, workDiscarded
    case plugIn, unplug, lowPowerOn, lowPowerOff, backgroundRefreshOn, backgroundRefreshOff
    /// A background task scheduler decision; its detail is the log entry's words.
    case scheduler
    case notification
    case clockSet, timeZoneSet, authorization
    /// An injected fault fired; its detail is the fault kind's word.
    case fault
    /// A line of the sync trace; its detail is the line's event and decision.
    case sync
    /// The App Store sold, renewed or cancelled a subscription; its detail says which.
    case appStore
    /// A named zone's daylight-saving transition moved the device's offset; its detail is the new offset.
    case daylightSaving
    /// The child tried to set the clock or the zone and automatic date and time is required.
    case settingRefused
    /// The device switched off or booted (at the end, so that earlier words keep their values).
    case powerOff, powerOn
    /// The child deleted the rewards app.
    case appDeleted
    /// The child tried to delete the rewards app and `denyAppRemoval` refused it.
    case appRemovalRefused
    /// The child installed the rewards app again.
    case appReinstalled
    /// A persona's planned step not attempted: its device was switched off.
    case plannedStepSkipped
    /// An app update installed a newer build on a device; its detail is the device and version.
    case appUpdated
    /// The product's remote configuration changed a switch; its detail says which.
    case remoteConfig
}
