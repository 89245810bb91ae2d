import Platform

/// The items one trigger queued, and the background task they run in, if any.
///
/// The work queue cannot take items back, so when the task's time expires the run is marked
/// and its remaining items do nothing when their turn comes; what they would have done stays
/// uncommitted in the store and the next run picks it up.
final class WorkRun {
    private var task: BackgroundTask?
    private var itemsLeft: Int
    private var isExpired = false

    /// Takes over `task`'s expiration handler; `onExpiredWithWorkLeft` is called when the task
    /// expires before the last item ran.
    init(task: BackgroundTask?, itemCount: Int, onExpiredWithWorkLeft: @escaping () -> Void) {
        precondition(itemCount >= 0, "a run has no negative number of items")
        self.task = task
        itemsLeft = itemCount
        guard itemCount > 0 else {
            finish(success: true)
            return
        }
        // Held strongly until `finish` drops it: the queue may drop the items, and with them
        // every other reference to this run, before the system calls the handler.
        task?.expirationHandler = { [self] in
            guard !isExpired else { return }
            isExpired = true
            finish(success: false)
            onExpiredWithWorkLeft()
        }
    }

    /// Runs one of the run's items, unless the task expired; completes the task after the last.
    func run(_ item: () -> Void) {
        guard !isExpired else { return }
        precondition(itemsLeft > 0, "more items ran than the run queued")
        item()
        itemsLeft -= 1
        if itemsLeft == 0 {
            finish(success: true)
        }
    }

    /// Drops the handler too, so that neither the task nor this run keeps the other alive.
    private func finish(success: Bool) {
        task?.expirationHandler = nil
        task?.setTaskCompleted(success: success)
        task = nil
    }
}
