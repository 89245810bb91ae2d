import Platform

/// The task object a launch handler receives: it reports back to its device by run number.
/// The device is held weakly, since an app may keep a task long after its run has ended.
final class SimulatedBackgroundTask: BackgroundTask {
    let identifier: String
    let kind: BackgroundTaskKind
    var expirationHandler: (() -> Void)?
    let runIndex: Int
    /// Drawn at launch; shown in the run's record only once expiration has come.
    let expiresEarly: Bool
    private weak var device: SimulatedChildDevice?

    init(
        identifier: String, kind: BackgroundTaskKind, runIndex: Int, expiresEarly: Bool,
        device: SimulatedChildDevice
    ) {
        self.identifier = identifier
        self.kind = kind
        self.runIndex = runIndex
        self.expiresEarly = expiresEarly
        self.device = device
    }

    func setTaskCompleted(success: Bool) {
        device?.backgroundTaskDidComplete(runIndex: runIndex, success: success)
    }
}
