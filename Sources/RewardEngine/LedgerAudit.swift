import Platform

/// The ledger's rules (see `PointsLedger.consistencyProblems`) checked one entry at a time, in
/// order, so that a ledger that lets go of its past entries still answers for them.
struct LedgerAudit: Hashable, Sendable {
    /// A broken rule, as a sentence; the time-order ones are left out of `balanceProblems`.
    struct Problem: Hashable, Sendable {
        let text: String
        let isTimeOrder: Bool
    }

    private(set) var checkedCount = 0
    /// The sum of every amount checked.
    private(set) var runningSum = 0
    private var previousTimestamp: Instant?
    /// Every problem found so far, in the order of the entries.
    private(set) var problems: [Problem] = []

    mutating func check(_ entry: LedgerEntry) {
        let index = checkedCount
        checkedCount += 1
        let label = "entry \(index + 1)"
        if entry.sequence != index + 1 {
            problems.append(Problem(text: "\(label) has sequence \(entry.sequence)", isTimeOrder: false))
        }
        if !entry.kind.allows(amount: entry.amount) {
            problems.append(Problem(text: "\(label) is \(entry.kind) with amount \(entry.amount)", isTimeOrder: false))
        }
        runningSum += entry.amount
        if entry.balanceAfter != runningSum {
            problems.append(Problem(text: "\(label) says balance \(entry.balanceAfter), running sum \(runningSum)",
                                    isTimeOrder: false))
        }
        if runningSum < 0 && entry.amount < 0 && !entry.mayOverdraw {
            problems.append(Problem(text: "\(label) takes the balance below zero (\(runningSum))", isTimeOrder: false))
        }
        if let previousTimestamp, entry.timestamp < previousTimestamp {
            let order = "earlier than entry \(index) (\(previousTimestamp))"
            problems.append(Problem(text: "\(label) (\(entry.timestamp)) is \(order)", isTimeOrder: true))
        }
        previousTimestamp = entry.timestamp
    }

    /// The problems found, and the total's against `balance`.
    func problems(balance: Int, checkingTimeOrder: Bool) -> [String] {
        var texts = problems.filter { checkingTimeOrder || !$0.isTimeOrder }.map(\.text)
        if balance != runningSum {
            texts.append("balance is \(balance) but the entries sum to \(runningSum)")
        }
        return texts
    }
}
