/// A walk through a ledger's entries in order, checking the rules of `consistencyProblems` as
/// it goes, that can stop and later go on where it stopped. A checker that judges one
/// append-only ledger many times over a run reads each entry once instead of at every judgement.
public struct LedgerAudit {
    /// How many entries have been checked.
    public private(set) var checkedCount = 0
    private var runningSum = 0
    private var previous: LedgerEntry?
    private let checksTimeOrder: Bool

    public init(checkingTimeOrder: Bool) {
        checksTimeOrder = checkingTimeOrder
    }

    /// Whether `entries` goes on from what was checked: the same entry where the walk stopped.
    /// A ledger only grows, so one that does not is another ledger (a device whose app was
    /// installed again), to be walked from its start.
    public func continues(_ entries: [LedgerEntry]) -> Bool {
        guard let previous else { return true }
        return entries.count >= checkedCount && entries[checkedCount - 1] == previous
    }

    /// Checks the entries after those already checked and returns their problems, followed by
    /// the balance's when it is not the sum of every entry.
    public mutating func problems(goingOnThrough entries: [LedgerEntry], balance: Int) -> [String] {
        precondition(continues(entries), "the audit goes on through the ledger it checked")
        var problems: [String] = []
        for entry in entries[checkedCount...] {
            problems += self.problems(of: entry)
        }
        if balance != runningSum {
            problems.append("balance is \(balance) but the entries sum to \(runningSum)")
        }
        return problems
    }

    private mutating func problems(of entry: LedgerEntry) -> [String] {
        checkedCount += 1
        let label = "entry \(checkedCount)"
        var problems: [String] = []
        if entry.sequence != checkedCount {
            problems.append("\(label) has sequence \(entry.sequence)")
        }
        if !entry.kind.allows(amount: entry.amount) {
            problems.append("\(label) is \(entry.kind) with amount \(entry.amount)")
        }
        runningSum += entry.amount
        if entry.balanceAfter != runningSum {
            problems.append("\(label) says balance \(entry.balanceAfter), running sum \(runningSum)")
        }
        if runningSum < 0 && entry.amount < 0 && !entry.mayOverdraw {
            problems.append("\(label) takes the balance below zero (\(runningSum))")
        }
        if checksTimeOrder, let previous, entry.timestamp < previous.timestamp {
            let order = "earlier than entry \(checkedCount - 1) (\(previous.timestamp))"
            problems.append("\(label) (\(entry.timestamp)) is \(order)")
        }
        previous = entry
        return problems
    }
}
