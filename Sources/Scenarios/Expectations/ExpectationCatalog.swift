import ExpectationLanguage
import Platform
import RewardEngine

/// Every function expectations can call. The manual's reference is generated from the same
/// entries (`rewardsim functions`), so the documentation cannot drift from the code.
enum ExpectationCatalog {
    typealias Function = ExpectationFunction

    static let statusOptions =
        ["granted", "active", "used", "expired", "rejected"]
        + [
            "insufficient_points", "too_few_points", "daily_limit_reached", "weekly_limit_reached", "not_a_reward_app",
            "learning_goal_not_met",
        ]
    static let sessionOptions = ["all", "qualified", "unqualified"]
    static let entryKinds = ["all"] + LedgerEntryKind.allCases.map(\.rawValue)

    static let functions: [Function] =
        rewardFunctions + backgroundFunctions + periodicWorkFunctions
        + percentileFunctions + antiGamingFunctions + syncFunctions + strategyFunctions + appFunctions
        + deviceCostFunctions + confusionFunctions

    static let rewardFunctions: [Function] = [
        Function(
            name: "points", parameters: [(.child, false)], result: .number,
            meaning: "the child's point balance: what each device made, summed over the child's devices "
                + "(what every device shows once each has the others' entries)"
        ) { args, run in
            .number(Double(run.accounts(args.requiredChild).balance))
        },
        ledgerTotal("earned", .earned, meaning: "points earned from learning", sign: 1),
        ledgerTotal("redeemed", .redeemed, meaning: "points spent on redemptions (a positive number)", sign: -1),
        ledgerTotal("adjusted", .adjusted, meaning: "net points added (+) or removed (−) by parents", sign: 1),
        minutes("learning_minutes", meaning: "learning minutes that earned points (sessions that reached the minimum)")
        {
            $0.learningMinutes(app: $1, on: $2)
        },
        minutes("unqualified_minutes", meaning: "learning minutes in sessions shorter than minimum_session") {
            $0.unqualifiedMinutes(app: $1, on: $2)
        },
        minutes("reward_minutes", meaning: "reward minutes used, paid for by a redemption") {
            $0.rewardMinutes(app: $1, on: $2)
        },
        minutes("shield_minutes", meaning: "reward-app minutes with no redemption to pay for them (time on the shield)")
        {
            $0.unpaidRewardMinutes(app: $1, on: $2)
        },
        Function(
            name: "granted_minutes", parameters: [(.child, false), (.day, true)], result: .number,
            meaning: "reward minutes granted by redemptions made (that day)"
        ) { args, run in
            let date = args.day.map(run.date(ofDay:))
            return .number(Double(run.accounts(args.requiredChild).sum { $0.grantedMinutes(on: date) }))
        },
        Function(
            name: "redemptions",
            parameters: [(.child, false), (.choice(name: "status", options: statusOptions), true)],
            result: .number,
            meaning: "redemptions by status (default granted = active + used + expired), or rejections by reason"
        ) { args, run in
            .number(Double(redemptionCount(run.accounts(args.requiredChild), status: args.choice ?? "granted")))
        },
        Function(
            name: "sessions",
            parameters: [(.child, false), (.app, true), (.choice(name: "kind", options: sessionOptions), true)],
            result: .number, meaning: "learning sessions, all or only those that reached / missed the minimum"
        ) { args, run in
            let sessions = run.accounts(args.requiredChild).sessions.filter { args.app == nil || $0.app == args.app }
            let kind = args.choice ?? "all"
            return .number(Double(sessions.filter { kind == "all" || $0.isQualified == (kind == "qualified") }.count))
        },
        Function(
            name: "ledger_entries",
            parameters: [(.child, false), (.choice(name: "kind", options: entryKinds), true)],
            result: .number,
            meaning: "entries in the child's ledger, all or of one kind (each device's own; "
                + "copies of the other devices' entries are not counted again)"
        ) { args, run in
            let kind = args.choice.flatMap(LedgerEntryKind.init(rawValue:))
            return .number(Double(run.accounts(args.requiredChild).ownEntryCount(of: kind)))
        },
        Function(
            name: "shielded", parameters: [(.device, false), (.app, false)], result: .boolean,
            meaning:
                "whether the device's system shield covers the app now (none while the Screen Time authorisation "
                + "is lost)"
        ) { args, run in
            .boolean(run.device(args.requiredDevice).enforcedShieldedApplications.contains(args.requiredApp))
        },
        Function(
            name: "shield_changes", parameters: [(.device, false), (.app, true)], result: .number,
            meaning: "times the shield went up or down on the device (for the app)"
        ) { args, run in
            .number(
                Double(
                    run.device(args.requiredDevice).shieldChanges.filter { args.app == nil || $0.app == args.app }.count
                ))
        },
        Function(
            name: "usage_minutes", parameters: [(.device, false), (.app, true), (.day, true)], result: .number,
            meaning: "ground truth: whole minutes an app was frontmost on the unlocked device"
        ) { args, run in
            let ms = run.device(args.requiredDevice).groundTruth
                .frontmostMs(app: args.app, on: args.day.map(run.date(ofDay:)))
            return .number(Double(ms / 60_000))
        },
        Function(
            name: "locked", parameters: [(.device, false)], result: .boolean,
            meaning: "whether the device is locked now"
        ) { args, run in
            .boolean(run.device(args.requiredDevice).isLocked)
        },
        Function(
            name: "callbacks", parameters: [(.device, false)], result: .number,
            meaning: "DeviceActivity callbacks the system delivered to the app on the device"
        ) { args, run in
            .number(Double(run.device(args.requiredDevice).deliveredCallbackCount))
        },
        Function(
            name: "refused_actions", parameters: [], result: .number,
            meaning: "timeline steps the world could not carry out (see the run's warnings)"
        ) { _, run in
            .number(Double(run.refusedActions.count))
        },
        Function(
            name: "skipped_steps", parameters: [], result: .number,
            meaning: "a persona's planned steps not attempted because their device was switched off (a dead "
                + "battery): the child leaves a dead device, so they are no warnings"
        ) { _, run in
            .number(Double(run.skippedPlannedSteps))
        },
    ]

    /// `ledger(child)`: not a value, only the base of the ledger's properties.
    struct LedgerBase: CallShape {
        let name = "ledger"
        let parameters: [(parameter: ExpectationFunction.Parameter, isOptional: Bool)] = [(.child, false)]
    }

    struct LedgerProperty: Sendable {
        let name: String
        let meaning: String
        let read: @Sendable (ChildAccounts) -> Bool
    }

    static let ledgerProperties = [
        LedgerProperty(
            name: "consistent",
            meaning: "on every device of the child: the balance equals the sum "
                + "of the entries, each entry's balanceAfter is the running sum, none of the device's own "
                + "entries takes it below zero (copies of the other devices' entries may: an overdraft), and "
                + "no entry is dated before the one it follows (a device clock set back breaks only this last "
                + "rule)"
        ) { $0.isConsistent }
    ]

    static func named(_ name: String) -> Function? {
        functions.first { $0.name == name }
    }

    static var allNames: [String] { functions.map(\.name) + ["ledger"] }

    /// Names a function or metric had before it was renamed, and its name now: a file that
    /// still uses one is told the new name rather than only that the old one is unknown.
    /// "Flagged" meant *ruled against* in these names, while the manual keeps the word for
    /// sessions flagged for the parents' review.
    static let formerNames: KeyValuePairs<String, String> = [
        "flagged": "ruled_against",
        "sessions_flagged": "sessions_ruled_against",
        "flagged_sessions_per_day": "ruled_against_sessions_per_day",
    ]

    /// The help for a former name: its name now; nil for any other name.
    static func formerNameHelp(_ name: String) -> String? {
        formerNames.first { $0.key == name }.map { "'\(name)' is now called '\($0.value)'" }
    }

    static func ledgerTotal(_ name: String, _ kind: LedgerEntryKind, meaning: String, sign: Int) -> Function {
        Function(name: name, parameters: [(.child, false), (.day, true)], result: .number, meaning: meaning) {
            args, run in
            let date = args.day.map(run.date(ofDay:))
            return .number(Double(sign * run.accounts(args.requiredChild).total(of: kind, on: date)))
        }
    }

    static func minutes(
        _ name: String, meaning: String,
        _ read: @escaping @Sendable (ChildRewardAccount, AppID?, CivilDate?) -> Int
    ) -> Function {
        Function(
            name: name, parameters: [(.child, false), (.app, true), (.day, true)], result: .number,
            meaning: meaning
        ) { args, run in
            let date = args.day.map(run.date(ofDay:))
            return .number(Double(run.accounts(args.requiredChild).sum { read($0, args.app, date) }))
        }
    }

    static func redemptionCount(_ account: ChildAccounts, status: String) -> Int {
        switch status {
        case "granted": return account.redemptions.count
        case "rejected": return account.rejections.count
        default:
            if let status = RedemptionStatus(rawValue: status) {
                return account.redemptions.filter { $0.status == status }.count
            }
            return account.rejections.filter { $0.reason.code == status }.count
        }
    }
}
