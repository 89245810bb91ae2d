/// The app's process as iOS runs it, beside what the device already knows (foreground,
/// background tasks, force-quit): the short runs the system grants outside those, and what a
/// suspended process is owed.
///
/// A suspended app runs no code. A timer that comes due then fires when the process next runs;
/// an answer CloudKit's daemon received for it is handed over then too. Both are lost if the
/// process ends first (a force-quit starts a new generation).
public final class AppProcess {
    /// How long the system lets the app run for a silent push, or to finish what it started in
    /// a moment in the foreground that the simulation does not model screen by screen: Apple's
    /// "Pushing background updates to your app" gives a woken app up to 30 seconds.
    public static let briefRunMs: Int64 = 30_000

    /// The end of the latest brief run, in true time.
    private(set) var briefRunEndsMs: Int64 = .min
    /// When the process last started running (foreground, background task, brief run).
    private(set) var lastRunStartedMs: Int64 = .min
    private var owed: [(generation: UInt32, work: () -> Void)] = []
    /// Set while `settle` hands work over: work that starts the process again (an answer whose
    /// completion opens another app) settles nothing itself — the settling under way goes on
    /// with the rest. Re-entered, it handed the same queue over from its start: the first answer
    /// ran again without end (explore run seed 713636773, the 10,000-run campaign).
    private var isSettling = false

    func isInBriefRun(atMs nowMs: Int64) -> Bool {
        nowMs < briefRunEndsMs
    }

    func startBriefRun(atMs nowMs: Int64) {
        briefRunEndsMs = max(briefRunEndsMs, nowMs + Self.briefRunMs)
    }

    /// Keeps `work` for the process of `generation`'s next run.
    func owe(_ work: @escaping () -> Void, generation: UInt32) {
        owed.append((generation, work))
    }

    /// Hands the process of `generation` what it is owed, in the order it came, while `isRunning`
    /// holds; what an ended process was owed is let go.
    func settle(generation: UInt32, atMs nowMs: Int64, isRunning: () -> Bool) {
        lastRunStartedMs = nowMs
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        // Work may owe more as it runs (a timer set by an answer): those wait behind the rest.
        var handed = 0
        while handed < owed.count, isRunning() {
            let next = owed[handed]
            handed += 1
            if next.generation == generation { next.work() }
        }
        owed.removeFirst(handed)
        owed.removeAll { $0.generation != generation }
    }

    /// The end of the run: closures the app left are let go.
    func dropAll() {
        owed = []
    }
}
