/// The process a cloud connection answers to: the app on a child's device or a parent's phone.
/// App code runs only while the process runs; answers and timers that come while it is
/// suspended wait for its next run; a process that was force-quit and launched again is a new
/// generation, and what was meant for the old one is lost.
protocol CloudHost: AnyObject {
    var appGeneration: UInt32 { get }
    /// Installed and not force-quit: the process exists, running or suspended.
    var isAppAlive: Bool { get }
    var isAppInForeground: Bool { get }
    /// The app's code may run now: in the foreground, in a background task's window, or in a
    /// brief run the system granted (a silent push).
    var isAppRunning: Bool { get }
    /// Whether the system would wake the app for a silent push at all (Low Power Mode and
    /// Background App Refresh switched off block it).
    var acceptsBackgroundPushes: Bool { get }
    var process: AppProcess { get }
    /// The system wakes the suspended app for a silent push: a brief run starts.
    func appWokeForPush()
}

/// What became of work handed to the app's process.
enum AppHandover {
    case ranNow, atNextRun, lost
}

extension CloudHost {
    /// Runs `work` now if the process of `generation` runs, at its next run if it is suspended,
    /// and never once it has ended.
    @discardableResult
    func whenAppRuns(generation: UInt32, _ work: @escaping () -> Void) -> AppHandover {
        guard generation == appGeneration, isAppAlive else { return .lost }
        guard isAppRunning else {
            process.owe(work, generation: generation)
            return .atNextRun
        }
        work()
        return .ranNow
    }

    /// The process has started running at `nowMs`: it gets what it was owed, in order, for as
    /// long as it runs.
    func settleOwedWork(atMs nowMs: Int64) {
        process.settle(generation: appGeneration, atMs: nowMs) { [unowned self] in isAppRunning }
    }
}
