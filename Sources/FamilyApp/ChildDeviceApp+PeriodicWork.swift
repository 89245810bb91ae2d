import Platform
import RewardEngine

/// Reconciliation and day close as items on the work queue, one per unit of work. Each item
/// reads the store when it runs and commits its unit in one update that first checks the unit
/// is still needed, so an item that another trigger or device overtook does nothing.
extension ChildDeviceApp {
    func perform(_ items: [() -> Void], during task: BackgroundTask?) {
        let run = WorkRun(task: task, itemCount: items.count) { [weak self] in
            self?.store.update { _, work in work.workCarriedOver += 1 }
        }
        for item in items {
            // What the item booked goes up before the task may complete, while the app still runs.
            workQueue.async { [weak self] in
                run.run {
                    item()
                    self?.sync?.uploadNewEntries()
                }
            }
        }
    }

    /// One item per day from the cursor through today, then one that books overdue expiries.
    /// The pass is recorded now, so that a pass cut off before its first item still shows.
    func reconciliationItems() -> [() -> Void] {
        let now = clock.now
        let days = store.work.daysToReconcile(today: now.date)
        let pass = store.update { _, work in work.beginReconciliation(at: now.instant, device: device) }
        let dayItems: [() -> Void] = days.map { day in { self.reconcile(day, pass: pass) } }
        return dayItems + [{ self.finishReconciliation(pass: pass) }]
    }

    func reconcile(_ day: CivilDate, pass: Int) {
        let now = clock.now
        let outcomes = store.update { account, work in
            work.reconcile(day, pass: pass, account: &account, now: now)
        }
        for outcome in outcomes ?? [] {
            announce(outcome)
        }
    }

    /// The commit re-applies the shields of every device of the child: a task that comes late
    /// finds reward apps still open whose time ran out.
    func finishReconciliation(pass: Int) {
        let now = clock.now
        store.update { account, work in work.finishReconciliation(pass: pass, account: &account, now: now) }
    }

    /// One item per ended day not yet closed, oldest first.
    func dayCloseItems() -> [() -> Void] {
        store.work.daysToClose(today: clock.now.date).map { day in { self.closeDay(day) } }
    }

    func closeDay(_ day: CivilDate) {
        let now = clock.now
        let closure = store.update { account, work in work.close(day, account: &account, now: now) }
        if let closure {
            announce(closure, utcOffsetSeconds: now.utcOffsetSeconds)
            sync?.share(
                closure.summary,
                dayEndedAt: LocalTimestamp.startOfDay(
                    closure.summary.date.adding(days: 1), utcOffsetSeconds: now.utcOffsetSeconds
                ))
        }
    }
}
