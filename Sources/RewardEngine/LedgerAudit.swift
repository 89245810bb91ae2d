import Platform

/// The ledger's rules (see `PointsLedger.consistencyProblems`) checked one entry at a time, in
/// order. One walk serves two needs: a ledger that lets go of its past entries still answers for
/// them, and a checker that judges one append-only ledger many times over a run reads each entry
/// once instead of at every judgement.
public struct LedgerAudit: Hashable, Sendable {
    /// A broken rule, as a sentence; the time-order ones are left out when time order is not checked.
    struct Problem: Hashable, Sendable {
        let text: String
        let isTimeOrder: Bool
    }

    /// How many entries have been checked.
    public private(set) var checkedCount = 0
    /// The sum of every amount checked.
    private(set) var runningSum = 0
    private var previous: LedgerEntry?
    /// Every problem found so far, in the order of the entries.
    private var problems: [Problem] = []

    public init() {}

    mutating func check(_ entry: LedgerEntry) {
        checkedCount += 1
        let label = "entry \(checkedCount)"
        if entry.sequence != checkedCount {
            problems.append(Problem(text: "\(label) has sequence \(entry.sequence)", isTimeOrder: false))
        }
        if !entry.kind.allows(amount: entry.amount) {
            problems.append(Problem(text: "\(label) is \(entry.kind) with amount \(entry.amount)", isTimeOrder: false))
        }
        runningSum += entry.amount
        if entry.balanceAfter != runningSum {
            problems.append(
                Problem(
                    text: "\(label) says balance \(entry.balanceAfter), running sum \(runningSum)",
                    isTimeOrder: false))
        }
        if runningSum < 0 && entry.amount < 0 && !entry.mayOverdraw {
            problems.append(Problem(text: "\(label) takes the balance below zero (\(runningSum))", isTimeOrder: false))
        }
        if let previous, entry.timestamp < previous.timestamp {
            let order = "earlier than entry \(checkedCount - 1) (\(previous.timestamp))"
            problems.append(Problem(text: "\(label) (\(entry.timestamp)) is \(order)", isTimeOrder: true))
        }
        previous = entry
    }

    /// Every problem found, and the total's against `balance`.
    func problems(balance: Int, checkingTimeOrder: Bool) -> [String] {
        texts(of: problems[...], balance: balance, checkingTimeOrder: checkingTimeOrder)
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
    public mutating func problems(goingOnThrough entries: [LedgerEntry], balance: Int, checkingTimeOrder: Bool)
        -> [String]
    {
        precondition(continues(entries), "the audit goes on through the ledger it checked")
        let firstNew = problems.count
        for entry in entries[checkedCount...] {
            check(entry)
        }
        return texts(of: problems[firstNew...], balance: balance, checkingTimeOrder: checkingTimeOrder)
    }

    private func texts(of found: ArraySlice<Problem>, balance: Int, checkingTimeOrder: Bool) -> [String] {
        var texts = found.filter { checkingTimeOrder || !$0.isTimeOrder }.map(\.text)
        if balance != runningSum {
            texts.append("balance is \(balance) but the entries sum to \(runningSum)")
        }
        return texts
    }
}
