/// Work due later whose shape the event queue need not know: a network message in flight, an
/// app timer, a push on its way. The event carries only a ticket, so events stay small values;
/// tickets are handed out in order, so the same run schedules the same tickets.
extension World {
    public func runLater(afterMs delayMs: Int64, _ work: @escaping () -> Void) {
        precondition(delayMs >= 0, "deferred work cannot run in the past")
        let ticket = deferredWork.add(work)
        loop.schedule(.deferred(ticket: ticket), at: loop.now + delayMs)
    }

    func runDeferred(ticket: UInt32) {
        guard let work = deferredWork.take(ticket) else {
            preconditionFailure("deferred work \(ticket) ran twice")
        }
        work()
    }
}

extension World {
    /// Forgets the work still due after the run, and every closure the apps handed the system
    /// (task handlers, queued work, push handlers): they hold the apps, which hold the devices,
    /// which would otherwise keep one another alive after the run is over.
    public func discardPendingWork() {
        deferredWork.removeAll()
        for device in childDevices { device.app.dropAppClosures() }
        for device in parentDevices { device.dropAppClosures() }
        for connection in connections { connection.pushHandler = nil }
    }
}
