import ExpectationLanguage
import RewardEngine

/// Reward strategies: real-world reward requests and their answers.
extension ExpectationCatalog {
    static let requestStatusOptions = ["all", "pending", "approved", "denied"]

    static let strategyFunctions: [Function] = [
        ledgerTotal(
            "requested", .requested,
            meaning: "points paid for real-world reward requests, held at each request (a positive number)",
            sign: -1),
        ledgerTotal("refunded", .refunded, meaning: "points given back for denied real-world reward requests", sign: 1),
        Function(
            name: "reward_requests",
            parameters: [(.child, false), (.choice(name: "status", options: requestStatusOptions), true)],
            result: .number,
            meaning: "real-world reward requests the child's devices took, all or by the answer each device "
                + "shows"
        ) { args, run in
            let requests = run.accounts(args.requiredChild).accounts.flatMap(\.rewardRequests)
            let status = args.choice ?? "all"
            return .number(Double(requests.filter { status == "all" || $0.status.rawValue == status }.count))
        },
    ]
}
