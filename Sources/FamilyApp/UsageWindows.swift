import Platform

/// The minutes of each app whose threshold events the app registers today on one device: a
/// window per app that starts after the app's last minute recorded today and slides up when
/// its top fires.
///
/// Why a window: the number of events one activity may hold is undocumented, and developers
/// report registrations beyond about 500 thresholds cut short without an error, so every
/// minute of the day for every app (1,439 each) cannot be registered. The apps share
/// ``eventsPerRegistrationMax`` events.
///
/// Why it starts after the last minute recorded: a registration made mid-interval makes the
/// system's catch-up fire at once every registered threshold the day's use has passed.
/// Starting each app after its last minute recorded today leaves the catch-up only the minutes
/// the system counted while it was not calling back.
///
/// Worked numbers: three apps share 480 events, 160 each; duolingo's minutes 1…160 are
/// registered in the morning; when its "minute 160" fires the app registers again, duolingo
/// 161…320 (the others unchanged), and recording goes on.
struct UsageWindows {
    /// Events the app registers in one activity, below the ~500 developers report as the limit.
    static let eventsPerRegistrationMax = 480

    /// The local day the windows are for; nil before the first registration.
    private(set) var date: CivilDate?
    /// First registered minute of each app whose window moved today; looked up, never iterated.
    private var starts: [AppID: Int] = [:]

    /// Minutes per app when `appCount` apps share the registration.
    static func width(appCount: Int) -> Int {
        precondition(appCount >= 1, "a registration counts at least one app")
        return max(1, min(ChildDeviceApp.minutesTrackedPerAppMax, eventsPerRegistrationMax / appCount))
    }

    /// The registered minutes of `app` on the windows' day, `appCount` apps sharing them.
    func minutes(of app: AppID, appCount: Int) -> ClosedRange<Int> {
        let start = starts[app] ?? 1
        return start...min(start + Self.width(appCount: appCount) - 1, ChildDeviceApp.minutesTrackedPerAppMax)
    }

    /// Whether every app's window is the day's first one.
    var isAtDayStart: Bool { starts.isEmpty }

    /// A new local day starts every window at minute 1 again, as the system's counters restart.
    mutating func begin(_ today: CivilDate) {
        guard date != today else { return }
        date = today
        starts = [:]
    }

    /// Moves `app`'s window up to start after `minute` (never down, never past the day's last
    /// minute).
    ///
    /// - Returns: whether the window moved.
    mutating func advance(_ app: AppID, past minute: Int) -> Bool {
        let start = min(minute + 1, ChildDeviceApp.minutesTrackedPerAppMax)
        guard start > (starts[app] ?? 1) else { return false }
        starts[app] = start
        return true
    }
}
