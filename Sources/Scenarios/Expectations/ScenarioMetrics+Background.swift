import FamilyApp
import Platform
import Reports
import Simulation

/// The background side of a run's figures: what each device's scheduler did, what each
/// child's periodic work committed, and every notification sent.
extension ScenarioMetrics {
    /// Without `isDetailed`, the figures only: no list of runs or scheduler decisions.
    static func backgroundJSON(_ device: SimulatedChildDevice, isDetailed: Bool) -> JSONValue {
        let runs = device.backgroundRuns
        func delays(_ kind: BackgroundTaskKind) -> JSONValue {
            let values = runs.filter { $0.kind == kind }.map(\.delayMs).sorted()
            guard !values.isEmpty else { return .null }
            return JSONValue(
                object: [50, 95, 100].map { rank in
                    (rank == 100 ? "maxMs" : "p\(rank)Ms", .integer(NearestRank.percentile(rank, of: values)))
                })
        }
        return JSONValue(object: [
            ("batteryPercentAtEnd", .integer(Int64(device.batteryPercent))),
            ("submissionsRefused", .integer(Int64(device.submissionsRefused))),
            ("discardedWorkItems", .integer(Int64(device.discardedWorkItems))),
            ("refreshDelay", delays(.refresh)),
            ("processingDelay", delays(.processing)),
            ("runs", .array(isDetailed ? runs.map(runJSON) : [])),
            (
                "schedulerLog",
                .array(
                    !isDetailed
                        ? []
                        : device.schedulerLog.map { entry in
                            JSONValue(object: [
                                ("time", .string(entry.time.description)),
                                ("kind", entry.kind.map { .string($0.rawValue) } ?? .null),
                                ("identifier", entry.identifier.map(JSONValue.string) ?? .null),
                                ("event", .string(entry.event)),
                                ("detail", .string(entry.detail)),
                            ])
                        })
            ),
        ])
    }

    static func runJSON(_ run: BackgroundRun) -> JSONValue {
        let outcome =
            switch run.outcome {
            case .running: "running"
            case .completed(let success): success ? "completed" : "completed_unsuccessfully"
            case .expired: "expired"
            case .killed: "killed"
            }
        return JSONValue(object: [
            ("kind", .string(run.kind.rawValue)),
            ("identifier", .string(run.identifier)),
            ("requestedAt", .string(run.requestedAt.description)),
            ("startedAt", .string(run.startedAt.description)),
            ("endedAt", run.endedAt.map { .string($0.description) } ?? .null),
            ("delayMs", .integer(run.delayMs)),
            ("outcome", .string(outcome)),
            ("expiredEarly", .bool(run.expiredEarly)),
            ("workItemsRun", .integer(Int64(run.workItemsRun))),
            ("workItemsDiscarded", .integer(Int64(run.workItemsDiscarded))),
        ])
    }

    static func periodicWorkJSON(_ work: PeriodicWorkState) -> JSONValue {
        let passes = work.reconciliations
        return JSONValue(object: [
            ("closedThrough", work.closedThrough.map { .string($0.description) } ?? .null),
            ("reconciledThrough", work.reconciledThrough.map { .string($0.description) } ?? .null),
            ("lastReconciledAt", work.lastReconciledAt.map { .string($0.description) } ?? .null),
            ("reconciliationPasses", .integer(Int64(passes.count))),
            ("reconciliationPassesFinished", .integer(Int64(passes.filter(\.isFinished).count))),
            ("recordsRepaired", .integer(Int64(work.recordsRepaired))),
            ("driftMinutes", .integer(Int64(work.driftMinutes))),
            ("workCarriedOver", .integer(Int64(work.workCarriedOver))),
            (
                "summaries",
                .array(
                    work.summaries.map { summary in
                        JSONValue(object: [
                            ("date", .string(summary.date.description)),
                            ("learningMinutes", .integer(Int64(summary.learningMinutes))),
                            ("rewardMinutes", .integer(Int64(summary.rewardMinutes))),
                            ("pointsEarned", .integer(Int64(summary.pointsEarned))),
                            ("pointsRedeemed", .integer(Int64(summary.pointsRedeemed))),
                            ("goalMet", .bool(summary.goalMet)),
                            ("streakDays", .integer(Int64(summary.streakDays))),
                            ("weekLearningMinutes", .integer(Int64(summary.weekLearningMinutes))),
                            ("weeklyMilestoneReached", .bool(summary.weeklyMilestoneReached)),
                        ])
                    })
            ),
        ])
    }

    static func notificationJSON(_ posted: PostedNotification) -> JSONValue {
        JSONValue(object: [
            ("time", .string(posted.time.description)),
            ("device", .string(posted.device.rawValue)),
            ("recipient", .string(posted.notification.recipient.description)),
            ("kind", .string(posted.notification.category)),
            ("title", .string(posted.notification.title)),
            ("body", .string(posted.notification.body)),
            ("occurredAt", .string(posted.notification.occurredAt.description)),
        ])
    }
}
