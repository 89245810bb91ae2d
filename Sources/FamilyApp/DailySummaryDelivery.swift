import Platform

/// Where the child's device sends each day it closes. The app ships ``DailySummaryToParents``.
public protocol DailySummaryDelivery {
    func deliver(_ summary: DailySummary, dayEndedAt: Instant, through sync: ChildSync)
}

/// The closed days going up to the parents: the day close writes the summary once, named by
/// its date, and the parents' phones fetch it like any other change of the usage zone.
public struct DailySummaryToParents: DailySummaryDelivery {
    public init() {}

    public func deliver(_ summary: DailySummary, dayEndedAt: Instant, through sync: ChildSync) {
        guard let engine = sync.engine else { return }
        let id = DailySummary.recordID(of: summary.date, in: sync.usageZone)
        guard engine.record(id) == nil else { return }
        engine.save(summary.record(in: sync.usageZone, dayEndedAt: dayEndedAt, closedOn: sync.app.device))
        let child = sync.child
        sync.note(
            .summaryShared, [id],
            "\(child)'s \(summary.date): \(summary.learningMinutes) learning minutes, "
                + "\(summary.rewardMinutes) reward minutes, \(summary.pointsEarned) points earned")
        engine.sendNow()
    }
}

extension ChildSync {
    func share(_ summary: DailySummary, dayEndedAt: Instant) {
        summaryDelivery.deliver(summary, dayEndedAt: dayEndedAt, through: self)
    }
}
