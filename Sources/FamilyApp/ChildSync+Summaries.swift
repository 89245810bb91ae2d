import Platform

/// The closed days going up to the parents: the day close writes the summary once, named by
/// its date, and the parents' phones fetch it like any other change of the usage zone.
extension ChildSync {
    func share(_ summary: DailySummary, dayEndedAt: Instant) {
        guard parentReports == .on, let engine else { return }
        let id = DailySummary.recordID(of: summary.date, in: usageZone)
        guard engine.record(id) == nil else { return }
        engine.save(summary.record(in: usageZone, dayEndedAt: dayEndedAt, closedOn: app.device))
        let child = child
        note(.summaryShared, [id], "\(child)'s \(summary.date): \(summary.learningMinutes) learning minutes, "
             + "\(summary.rewardMinutes) reward minutes, \(summary.pointsEarned) points earned")
        engine.sendNow()
    }
}
