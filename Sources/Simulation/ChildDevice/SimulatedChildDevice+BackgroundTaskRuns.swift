import Platform

/// A background task from launch to end: the handler gets a task object, expiration comes at
/// the end of the budget (or earlier), and an app that does not finish in time is killed.
extension SimulatedChildDevice {
    /// Launches the request now. Draws, in this order, whether expiration comes early and
    /// when it would; both are always drawn, so the stream does not depend on the outcome.
    /// `how` names a launch that is not the system's own choice.
    func launchBackgroundTask(pendingAt position: Int, how: String? = nil) {
        let pending = pendingRequests.remove(at: position)
        let request = pending.request
        let registration = launchHandlers.first { $0.identifier == request.identifier }
        guard let handler = registration?.handler else {
            logScheduler(.unhandled, request, "no launch handler is registered; the request is dropped")
            return
        }
        let continuesRun = isAppRunning
        let budgetMs = backgroundModel.budgetMs(of: request.kind)
        let isEarly = backgroundRandom.chance(Int64(backgroundModel.earlyExpirationChancePercent), in: 100)
        let earlyExpirationMs = backgroundRandom.int(in: 1_000...budgetMs)
        let expirationMs = isEarly ? earlyExpirationMs : budgetMs
        backgroundRuns.append(BackgroundRun(
            identifier: request.identifier, kind: request.kind,
            submittedAt: Instant(millisecondsSinceEpoch: pending.submittedAtMs),
            requestedAt: Instant(millisecondsSinceEpoch: pending.requestedAtMs), startedAt: world.now
        ))
        let runIndex = backgroundRuns.count - 1
        let task = SimulatedBackgroundTask(
            identifier: request.identifier, kind: request.kind, runIndex: runIndex, expiresEarly: isEarly,
            device: self
        )
        liveTasks.append(task)
        scheduleDeadline(ofRun: runIndex, after: expirationMs)
        let expiration = "expires in \(DurationText.describe(expirationMs))\(isEarly ? " (early)" : "")"
        let latenessMs = backgroundRuns[runIndex].delayMs
        let start = how ?? "started \(DurationText.describe(latenessMs)) after its earliest begin"
        logScheduler(.launched, request, "\(start); \(expiration)")
        appStartsRunning(continuesRun: continuesRun)
        handler(task)
    }

    /// First the expiration, then — if the app has not completed the task by then — the end
    /// of its grace.
    func backgroundTaskDeadlineDidArrive(run runIndex: Int) {
        guard let task = liveTasks.first(where: { $0.runIndex == runIndex }) else { return }
        switch backgroundRuns[runIndex].outcome {
        case .running:
            backgroundRuns[runIndex].outcome = .expired
            backgroundRuns[runIndex].expiredEarly = task.expiresEarly
            let ranMs = world.now.milliseconds(since: backgroundRuns[runIndex].startedAt)
            let handler = task.expirationHandler == nil ? "no handler set" : "handler called"
            let detail = "expiration \(handler) after \(DurationText.describe(ranMs))"
            logScheduler(.expired, kind: task.kind, identifier: task.identifier, detail)
            scheduleDeadline(ofRun: runIndex, after: backgroundModel.expirationGraceMs)
            discardWorkIfAppStopped(creditingTo: runIndex)
            task.expirationHandler?()
        case .expired:
            let grace = DurationText.describe(backgroundModel.expirationGraceMs)
            let detail = "not completed within \(grace) of expiration"
            endBackgroundTask(task, outcome: .killed, event: .killed, detail: detail)
        case .completed, .killed:
            preconditionFailure("an ended task is no longer live")
        }
    }

    /// `setTaskCompleted`: only the first call of a live task counts.
    func backgroundTaskDidComplete(runIndex: Int, success: Bool) {
        guard let task = liveTasks.first(where: { $0.runIndex == runIndex }) else { return }
        if backgroundRuns[runIndex].outcome == .expired {
            endBackgroundTask(task, outcome: .expired, event: .completed, detail: "after expiration")
        } else {
            let detail = success ? "success" : "failure"
            endBackgroundTask(task, outcome: .completed(success: success), event: .completed, detail: detail)
        }
    }

    private func scheduleDeadline(ofRun runIndex: Int, after delayMs: Int64) {
        world.loop.schedule(.backgroundTaskDeadline(device: index, run: UInt32(runIndex)), after: delayMs)
    }

    func endBackgroundTask(
        _ task: SimulatedBackgroundTask, outcome: BackgroundRun.Outcome, event: SchedulerEvent, detail: String
    ) {
        liveTasks.removeAll { $0 === task }
        backgroundRuns[task.runIndex].outcome = outcome
        backgroundRuns[task.runIndex].endedAt = world.now
        logScheduler(event, kind: task.kind, identifier: task.identifier, detail)
        discardWorkIfAppStopped(creditingTo: task.runIndex)
    }
}
