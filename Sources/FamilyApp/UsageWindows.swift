import Platform

/// The minutes of each app whose threshold events the app has registered today on one device: a
/// window that slides up as the day's use of the app reaches its top.
///
/// Why a window: the number of events one activity may hold is undocumented, and developers
/// report that registrations beyond about 500 are silently cut short, so registering every
/// minute of the day for every app (1,439 each) leaves most of them unregistered. Why it slides:
/// once the top event of an app has fired nothing more of that app is recorded today, so the app
/// registers the next minutes then — the system's catch-up fires none of them, as the day's
/// counted use of the app has only just reached the old top.
///
/// Worked numbers: two apps share 480 events, 240 each; duolingo's events 1…240 are registered
/// in the morning; when "minute 240" fires, the app registers 241…480 for duolingo (khan stays
/// 1…240) and recording goes on.
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

    /// The registered minutes of `app` on the windows' day.
    func minutes(of app: AppID, appCount: Int) -> ClosedRange<Int> {
        let width = Self.width(appCount: appCount)
        let start = starts[app] ?? 1
        return start...(start + width - 1)
    }

    /// Whether every app's window is the day's first one.
    var isAtDayStart: Bool { starts.isEmpty }

    /// A new local day starts every window at minute 1 again, as the system's counters restart.
    mutating func begin(_ today: CivilDate) {
        guard date != today else { return }
        date = today
        starts = [:]
    }

    /// Moves `app`'s window to start at `start`, capped so that it ends at the day's last
    /// minute at most.
    ///
    /// - Returns: whether the window moved.
    mutating func move(_ app: AppID, to start: Int, appCount: Int) -> Bool {
        let last = ChildDeviceApp.minutesTrackedPerAppMax - Self.width(appCount: appCount) + 1
        let capped = max(1, min(start, last))
        guard capped != (starts[app] ?? 1) else { return false }
        starts[app] = capped
        return true
    }
}
