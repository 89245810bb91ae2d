import Platform
import Simulation

/// Functions over background tasks and power: what the system scheduler did on each device.
extension ExpectationCatalog {
    static let taskKinds = BackgroundTaskKind.allCases.map(\.rawValue)
    static let taskKindParameter = (ExpectationFunction.Parameter.choice(name: "kind", options: taskKinds), true)

    static let backgroundFunctions: [Function] = [
        Function(
            name: "background_runs", parameters: [(.device, false), taskKindParameter, (.day, true)],
            result: .number, meaning: "background tasks the system launched on the device (of one kind, that day)"
        ) { args, run in
            .number(Double(runs(args, run).count))
        },
        Function(
            name: "expirations", parameters: [(.device, false), taskKindParameter, (.day, true)],
            result: .number,
            meaning: "background tasks whose time ran out before the app completed them "
                + "(expired or killed; of one kind, launched that day)"
        ) { args, run in
            .number(Double(runs(args, run).filter { $0.outcome == .expired || $0.outcome == .killed }.count))
        },
        Function(
            name: "pending_tasks", parameters: [(.device, false), taskKindParameter], result: .number,
            meaning: "background task requests waiting to run now"
        ) { args, run in
            let kind = args.choice.flatMap(BackgroundTaskKind.init)
            let pending = run.device(args.requiredDevice).pendingTaskRequests
            return .number(Double(pending.filter { kind == nil || $0.kind == kind }.count))
        },
        Function(
            name: "scheduling_errors", parameters: [(.device, false)], result: .number,
            meaning: "task requests the system refused (Background App Refresh off, too many pending)"
        ) { args, run in
            .number(Double(run.device(args.requiredDevice).submissionsRefused))
        },
        Function(
            name: "discarded_work", parameters: [(.device, false)], result: .number,
            meaning: "items of the app's work lost because the app was suspended or killed first"
        ) { args, run in
            .number(Double(run.device(args.requiredDevice).discardedWorkItems))
        },
        Function(
            name: "battery", parameters: [(.device, false)], result: .number,
            meaning: "the device's battery level now, in whole percent"
        ) { args, run in
            .number(Double(run.device(args.requiredDevice).batteryPercent))
        },
        Function(
            name: "charging", parameters: [(.device, false)], result: .boolean,
            meaning: "whether the device is on its charger now"
        ) { args, run in
            .boolean(run.device(args.requiredDevice).isCharging)
        },
        Function(
            name: "low_power", parameters: [(.device, false)], result: .boolean,
            meaning: "whether Low Power Mode is on now"
        ) { args, run in
            .boolean(run.device(args.requiredDevice).isLowPowerMode)
        },
        Function(
            name: "force_quit", parameters: [(.device, false)], result: .boolean,
            meaning: "whether the app was force-quit and has not been launched since"
        ) { args, run in
            .boolean(run.device(args.requiredDevice).isAppForceQuit)
        },
    ]

    static func runs(_ args: BoundArguments, _ run: RunState) -> [BackgroundRun] {
        let kind = args.choice.flatMap(BackgroundTaskKind.init)
        let date = args.day.map(run.date(ofDay:))
        return run.device(args.requiredDevice).backgroundRuns.filter { task in
            (kind == nil || task.kind == kind) && (date == nil || run.date(of: task.startedAt) == date)
        }
    }
}
