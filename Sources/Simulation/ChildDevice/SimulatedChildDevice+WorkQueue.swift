import Platform

/// The app's serial work queue. Each item takes `workItemMs` and commits when it finishes;
/// items run only while the app runs, and all of them are lost the moment it stops.
extension SimulatedChildDevice: WorkQueue {
    public func async(_ work: @escaping () -> Void) {
        guard isAppRunning else {
            // A suspended app runs no code: work handed over as it is suspended is lost too.
            recordDiscardedWork(1, creditingTo: nil)
            return
        }
        workItems.append(work)
        startNextWorkItem()
    }

    /// Whether the app has work queued or in flight: what a user waits for before the app has
    /// settled.
    public var hasQueuedWork: Bool {
        isWorkItemInFlight || !workItems.isEmpty
    }

    func startNextWorkItem() {
        guard !isWorkItemInFlight, !workItems.isEmpty else { return }
        isWorkItemInFlight = true
        world.loop.schedule(
            .workItemDone(device: index, generation: workGeneration), after: backgroundModel.workItemMs
        )
    }

    func workItemDidFinish(generation: UInt32) {
        guard generation == workGeneration, isWorkItemInFlight else { return }
        let work = workItems.removeFirst()
        isWorkItemInFlight = false
        if let task = liveTasks.first(where: { backgroundRuns[$0.runIndex].outcome == .running }) {
            backgroundRuns[task.runIndex].workItemsRun += 1
        }
        work()
        if isAppRunning { startNextWorkItem() }
    }

    /// Drops the item in flight and the queued ones if the app no longer runs. `run` is the
    /// background run whose end stopped the app, which the loss is charged to.
    func discardWorkIfAppStopped(creditingTo run: Int?) {
        guard !isAppRunning, !workItems.isEmpty else { return }
        let count = workItems.count
        workItems = []
        isWorkItemInFlight = false
        workGeneration &+= 1
        recordDiscardedWork(count, creditingTo: run)
    }

    private func recordDiscardedWork(_ count: Int, creditingTo run: Int?) {
        discardedWorkItems += count
        if let run { backgroundRuns[run].workItemsDiscarded += count }
        world.recordDecision(.workDiscarded, device: index, detail: String(count))
    }
}
