import FamilyApp
import Platform
import RewardEngine
import Simulation
import SyncEngine

/// Functions over sync: what each device shows, what the sync engines and the network did, and
/// how the family's invitations went. They need the `sync:` block.
extension ExpectationCatalog {
    static let settingNames = SyncedSetting.allCases.map(\.rawValue)
    static let pushOutcomes = ["sent", "delivered", "dropped", "coalesced"]
    static let commandStatuses = ["issued", "executed", "failed", "superseded", "unanswered"]
    static let invitationReasons =
        CloudInvitationRejection.allCases.map(\.rawValue) + ParentDeviceApp.coParentRefusals
    static let optionalDevice = (ExpectationFunction.Parameter.anyDevice, true)

    static let syncFunctions: [Function] =
        syncViewFunctions + syncEngineFunctions + syncFamilyFunctions
        + entitlementFunctions + reportFunctions + versionFunctions

    static let syncViewFunctions: [Function] = [
        Function(
            name: "balance_on", parameters: [(.anyDevice, false), (.child, false)], result: .number,
            meaning: "the child's balance as the device shows it (one of the child's devices: its own entries and "
                + "its copies of the others' — below zero when points were spent twice offline; a parent's phone: "
                + "the entries it has received plus the adjustments not yet booked)"
        ) { args, run throws(FunctionFailure) in
            let sync = try run.requireSync()
            if let app = sync.parentApp(on: args.requiredDevice) {
                return .number(Double(app.balance(of: args.requiredChild)))
            }
            guard run.deviceIDs(of: args.requiredChild).contains(args.requiredDevice) else {
                throw FunctionFailure(
                    message: "\(args.requiredDevice) is neither a parent's phone nor \(args.requiredChild)'s device",
                    help: "name one of \(args.requiredChild)'s devices or a parent's phone")
            }
            return .number(Double(run.account(on: args.requiredDevice).ledger.balance))
        },
        Function(
            name: "setting_on",
            parameters: [
                (.anyDevice, false), (.child, false),
                (.choice(name: "setting", options: settingNames), false),
            ],
            result: .number,
            meaning: "a setting of the child as the device has it (minutes for durations, "
                + "-1 for a limit that is off)"
        ) { args, run throws(FunctionFailure) in
            let sync = try run.requireSync()
            guard let setting = SyncedSetting(rawValue: args.requiredChoice) else {
                preconditionFailure("the setting parameter offers synced settings only")
            }
            if let app = sync.parentApp(on: args.requiredDevice) {
                guard let settings = app.settings(of: args.requiredChild) else {
                    throw FunctionFailure(
                        message: "\(args.requiredDevice) has not received \(args.requiredChild)'s settings",
                        help: "check that the parent joined: joined(parent)"
                    )
                }
                return .number(Double(setting.value(in: settings)))
            }
            guard run.deviceIDs(of: args.requiredChild).contains(args.requiredDevice) else {
                throw FunctionFailure(
                    message: "\(args.requiredDevice) is neither a parent's phone nor \(args.requiredChild)'s device",
                    help: "name one of \(args.requiredChild)'s devices or a parent's phone")
            }
            return .number(Double(setting.value(in: run.account(on: args.requiredDevice).settings)))
        },
        Function(
            name: "activity_log", parameters: [(.anyDevice, false)], result: .number,
            meaning: "lines of the parents' activity log the phone shows (at most 50)"
        ) { args, run throws(FunctionFailure) in
            guard let app = try run.requireSync().parentApp(on: args.requiredDevice) else {
                throw FunctionFailure(message: "\(args.requiredDevice) is not a parent's phone", help: nil)
            }
            return .number(Double(app.activityLog.count))
        },
        Function(
            name: "converged", parameters: [], result: .boolean,
            meaning: "whether every device holds every record of its zones at the service's version, with "
                + "nothing left to send"
        ) { _, run throws(FunctionFailure) in
            .boolean(try run.requireSync().isConvergedNow)
        },
        Function(
            name: "server_entries", parameters: [(.child, false)], result: .number,
            meaning: "the child's ledger entries the service holds"
        ) { args, run throws(FunctionFailure) in
            let sync = try run.requireSync()
            let zone = sync.layout.usageZone(of: args.requiredChild)
            guard let service = run.world.cloudService else { preconditionFailure("a synced run has a service") }
            return .number(
                Double(
                    service.records(in: zone)
                        .filter { $0.type == FamilyRecordType.ledgerEntry }.count))
        },
    ]

    static let syncEngineFunctions: [Function] = [
        engineCounter("conflicts", "save conflicts (serverRecordChanged) the sync engine merged") {
            $0.conflictsDetected
        },
        engineCounter("conflicts_resolved", "conflicts the sync engine resolved without asking anyone") {
            $0.conflictsResolved
        },
        engineCounter("discarded_values", "field values a conflict resolution threw away (each is logged)") {
            $0.valuesDiscarded
        },
        engineCounter("retries", "sends and fetches the sync engine tried again after a failure") { $0.retries },
        engineCounter("full_refetches", "zones fetched again from scratch after changeTokenExpired") {
            $0.fullRefetches
        },
        Function(
            name: "auto_resolution_rate", parameters: [], result: .number,
            meaning: "conflicts resolved automatically / conflicts, over every device"
        ) { _, run throws(FunctionFailure) in
            let counters = try run.requireSync().syncedDevices.map(\.state.counters)
            let detected = counters.reduce(0) { $0 + $1.conflictsDetected }
            guard detected > 0 else {
                throw FunctionFailure(message: "no conflict happened in this run", help: "check conflicts() > 0 first")
            }
            return .number(Double(counters.reduce(0) { $0 + $1.conflictsResolved }) / Double(detected))
        },
        Function(
            name: "failed_changes", parameters: [optionalDevice], result: .number,
            meaning: "changes the sync engine gave up on (after 3 attempts, or refused by permission); reported, "
                + "never dropped silently"
        ) { args, run throws(FunctionFailure) in
            .number(Double(try states(args, run).reduce(0) { $0 + $1.failedChanges.count }))
        },
        Function(
            name: "pending_changes", parameters: [optionalDevice], result: .number,
            meaning: "changes waiting to be sent"
        ) { args, run throws(FunctionFailure) in
            .number(Double(try states(args, run).reduce(0) { $0 + $1.pendingChanges.count }))
        },
        Function(
            name: "pushes", parameters: [(.choice(name: "outcome", options: pushOutcomes), false), optionalDevice],
            result: .number, meaning: "silent pushes sent to devices, and what became of them (to one device)"
        ) {
            args, run throws(FunctionFailure) in
            _ = try run.requireSync()
            let counts = run.world.connections.filter { args.device == nil || $0.device == args.device }.map(\.pushes)
            let pick: (PushCounts) -> Int =
                switch args.requiredChoice {
                case "sent": { $0.sent }
                case "delivered": { $0.delivered }
                case "dropped": { $0.dropped }
                default: { $0.coalesced }
                }
            return .number(Double(counts.reduce(0) { $0 + pick($1) }))
        },
        traffic("requests", "requests the device sent to the cloud (that day)") { $0.requests },
        traffic("bytes", "bytes the device sent and received, estimated from the records (that day)") {
            $0.bytesSent + $0.bytesReceived
        },
    ]

    static let syncFamilyFunctions: [Function] = [
        Function(
            name: "commands", parameters: [(.choice(name: "status", options: commandStatuses), false), (.child, true)],
            result: .number,
            meaning: "parents' commands issued, carried out, refused by the child's device, or "
                + "not yet answered (for one child)"
        ) { args, run throws(FunctionFailure) in
            .number(Double(try run.requireSync().commandCount(args.requiredChoice, child: args.child)))
        },
        Function(
            name: "joined", parameters: [(.parent, false)], result: .boolean,
            meaning: "whether the parent is part of the family (the organiser, or accepted an invitation)"
        ) {
            args, run throws(FunctionFailure) in
            let sync = try run.requireSync()
            let parent = args.requiredParent
            return .boolean(parent == sync.layout.organizer || sync.joinedParents.contains(parent))
        },
        Function(
            name: "invitation_refused",
            parameters: [
                (.parent, false),
                (.choice(name: "reason", options: invitationReasons), false),
            ],
            result: .boolean,
            meaning: "whether an invitation for the parent, or its acceptance, was refused for "
                + "that reason"
        ) { args, run throws(FunctionFailure) in
            .boolean(
                try run.requireSync().invitationResults[args.requiredParent, default: []]
                    .contains(args.requiredChoice))
        },
    ]

    static func engineCounter(_ name: String, _ meaning: String, _ read: @escaping @Sendable (SyncCounters) -> Int)
        -> Function
    {
        Function(name: name, parameters: [optionalDevice], result: .number, meaning: meaning + " (on one device)") {
            args, run throws(FunctionFailure) in
            .number(Double(try states(args, run).reduce(0) { $0 + read($1.counters) }))
        }
    }

    static func traffic(_ name: String, _ meaning: String, _ read: @escaping @Sendable (DeviceTraffic) -> Int)
        -> Function
    {
        Function(name: name, parameters: [(.anyDevice, false), (.day, true)], result: .number, meaning: meaning) {
            args, run throws(FunctionFailure) in
            _ = try run.requireSync()
            let days = run.world.connection(of: args.requiredDevice)?.traffic ?? []
            guard let day = args.day else { return .number(Double(days.reduce(0) { $0 + read($1) })) }
            return .number(Double(day <= days.count ? read(days[day - 1]) : 0))
        }
    }

    static func states(_ args: BoundArguments, _ run: RunState) throws(FunctionFailure) -> [SyncState] {
        try run.requireSync().syncedDevices.filter { args.device == nil || $0.device == args.device }.map(\.state)
    }
}

extension RunState {
    func requireSync() throws(FunctionFailure) -> SyncRun {
        guard let sync else {
            throw FunctionFailure(message: "this scenario does not model sync", help: "add 'sync: on' to the scenario")
        }
        return sync
    }
}
