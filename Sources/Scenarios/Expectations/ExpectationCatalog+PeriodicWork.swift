import FamilyApp
import Platform
import RewardEngine

/// Functions over the app's periodic work: reconciliation, the nightly day close and the
/// notifications it sends.
extension ExpectationCatalog {
    static let notificationKinds = NotificationKind.allCases.map(\.rawValue)

    static let periodicWorkFunctions: [Function] = [
        Function(
            name: "days_closed", parameters: [(.child, false)], result: .number,
            meaning: "days the nightly analysis has closed (each with its daily summary), on the child's first "
                + "device"
        ) { args, run in
            .number(Double(run.works(args.requiredChild)[0].summaries.count))
        },
        Function(
            name: "day_closed", parameters: [(.child, false), (.day, false)], result: .boolean,
            meaning: "whether that day has been closed"
        ) { args, run in
            .boolean(summary(args, run) != nil)
        },
        Function(
            name: "goal_met", parameters: [(.child, false), (.day, false)], result: .boolean,
            meaning: "whether the closed day's learning reached daily_learning_goal"
        ) { args, run throws(FunctionFailure) in
            .boolean(try closedSummary(args, run).goalMet)
        },
        Function(
            name: "summary_points", parameters: [(.child, false), (.day, false)], result: .number,
            meaning: "points earned that day, as the closed day's summary records them"
        ) { args, run throws(FunctionFailure) in
            .number(Double(try closedSummary(args, run).pointsEarned))
        },
        Function(
            name: "streak", parameters: [(.child, false)], result: .number,
            meaning: "days in a row with the goal met, as of the last closed day, on the child's first device"
        ) { args, run in
            .number(Double(run.works(args.requiredChild)[0].summaries.last?.streakDays ?? 0))
        },
        Function(
            name: "days_reconciled", parameters: [(.child, false)], result: .number,
            meaning: "ended days reconciliation has checked on the child's first device (today is re-checked until "
                + "it ends)"
        ) { args, run in
            let work = run.works(args.requiredChild)[0]
            guard let first = work.installDate, let last = work.reconciledThrough else { return .number(0) }
            return .number(Double(last.daysSinceEpoch - first.daysSinceEpoch + 1))
        },
        Function(
            name: "reconciliations", parameters: [(.child, false), (.device, true)], result: .number,
            meaning: "reconciliation passes that got to their end (on one device)"
        ) { args, run in
            let passes = run.works(args.requiredChild).flatMap(\.reconciliations)
            return .number(
                Double(passes.filter { $0.isFinished && (args.device == nil || $0.device == args.device) }.count))
        },
        Function(
            name: "work_carried_over", parameters: [(.child, false)], result: .number,
            meaning: "background runs that expired with work left, resumed by a later run"
        ) { args, run in
            .number(Double(run.works(args.requiredChild).reduce(0) { $0 + $1.workCarriedOver }))
        },
        Function(
            name: "repaired_minutes", parameters: [(.child, false)], result: .number,
            meaning: "logged usage minutes that reconciliation applied because the extension had not"
        ) { args, run in
            .number(Double(run.works(args.requiredChild).reduce(0) { $0 + $1.recordsRepaired }))
        },
        Function(
            name: "drift_minutes", parameters: [(.child, false)], result: .number,
            meaning: "minutes by which the account and the usage log disagree, at each day's latest check"
        ) { args, run in
            .number(Double(run.works(args.requiredChild).reduce(0) { $0 + $1.driftMinutes }))
        },
        Function(
            name: "staleness", parameters: [(.child, false)], result: .duration,
            meaning: "time since the last reconciliation pass finished on any of the child's devices (since the "
                + "start if none has)"
        ) { args, run in
            let last = run.works(args.requiredChild).compactMap(\.lastReconciledAt).max() ?? run.scenario.start.instant
            return .duration(milliseconds: run.world.now.milliseconds(since: last))
        },
        Function(
            name: "notifications",
            parameters: [(.recipient, false), (.choice(name: "kind", options: notificationKinds), true), (.day, true)],
            result: .number, meaning: "notifications sent to a child or a parent (of one kind, posted that day)"
        ) { args, run in
            let date = args.day.map(run.date(ofDay:))
            return .number(
                Double(
                    run.world.notifications.filter { posted in
                        posted.notification.recipient == args.recipient
                            && (args.choice == nil || posted.notification.category == args.choice)
                            && (date == nil || run.date(of: posted.time) == date)
                    }.count))
        },
    ]

    static func summary(_ args: BoundArguments, _ run: RunState) -> DailySummary? {
        let date = run.date(ofDay: args.requiredDay)
        return run.works(args.requiredChild)[0].summaries.first { $0.date == date }
    }

    static func closedSummary(_ args: BoundArguments, _ run: RunState) throws(FunctionFailure) -> DailySummary {
        guard let summary = summary(args, run) else {
            throw FunctionFailure(
                message: "day \(args.requiredDay) has not been closed", help: "check day_closed(child, day N) first")
        }
        return summary
    }
}
