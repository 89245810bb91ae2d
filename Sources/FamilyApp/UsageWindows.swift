import Platform

/// The minutes of each app whose threshold events the app registers today on one device: from
/// the first minute not yet recorded today to the day's last.
///
/// Why not always from minute 1: a registration made mid-interval makes the system's catch-up
/// fire at once every registered threshold the day's use has passed. Starting each app after
/// its last minute recorded today leaves the catch-up only the minutes the system counted while
/// it was not calling back. Worked numbers: duolingo's minutes 1…10 were recorded before the
/// system dropped the registration, and the child used it 20 minutes more; registered again
/// from minute 11, the catch-up fires 11…30, each once.
struct UsageWindows {
    /// The local day the windows are for; nil before the first registration.
    private(set) var date: CivilDate?
    /// First registered minute of each app whose window moved today; looked up, never iterated.
    private var starts: [AppID: Int] = [:]

    /// The registered minutes of `app` on the windows' day.
    func minutes(of app: AppID) -> ClosedRange<Int> {
        (starts[app] ?? 1)...ChildDeviceApp.minutesTrackedPerAppMax
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
