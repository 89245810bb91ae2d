import Platform

/// The task object a launch handler receives: it reports back to its scheduler by run number.
/// The scheduler is held weakly, since an app may keep a task long after its run has ended.
final class SimulatedBackgroundTask: BackgroundTask {
    let identifier: String
    let kind: BackgroundTaskKind
    var expirationHandler: (() -> Void)?
    let runIndex: Int
    /// Drawn at launch; shown in the run's record only once expiration has come.
    let expiresEarly: Bool
    private weak var scheduler: BackgroundScheduler?

    init(
        identifier: String, kind: BackgroundTaskKind, runIndex: Int, expiresEarly: Bool,
        scheduler: BackgroundScheduler
    ) {
        self.identifier = identifier
        self.kind = kind
        self.runIndex = runIndex
        self.expiresEarly = expiresEarly
        self.scheduler = scheduler
    }

    func setTaskCompleted(success: Bool) {
        scheduler?.taskDidComplete(runIndex: runIndex, success: success)
    }
}
