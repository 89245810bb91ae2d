import Platform

/// What the entries a ledger has let go of add up to: every figure the ledger answers about
/// them — its rules checked, the sums per kind and day, the balance at the end of each day,
/// the count per kind — so that a run of thousands of children need not keep an entry per
/// credited minute to the end.
///
/// "Own" figures leave out copies of a sibling's entries (`copiedFrom`), as a child's
/// accounts read across its devices count each entry where it was made.
public struct LedgerHistory: Hashable, Sendable {
    /// One local day's entries among those let go.
    struct Day: Hashable, Sendable {
        let date: CivilDate
        /// Signed sums by kind, in `LedgerEntryKind.allCases` order: of every entry, and of own ones.
        var totals = [Int](repeating: 0, count: LedgerEntryKind.allCases.count)
        var ownTotals = [Int](repeating: 0, count: LedgerEntryKind.allCases.count)
        /// The last entry about the day, and the last own one (0: none), with the running
        /// balance after it and the running sum of own amounts after it.
        var lastSequence = 0
        var lastBalanceAfter = 0
        var lastOwnSequence = 0
        var ownSumAfterLastOwn = 0
    }

    /// How many entries were let go: the first kept entry's sequence is one more.
    public private(set) var count = 0
    /// The rules checked over the entries let go.
    private(set) var audit = LedgerAudit()
    /// The sum of own amounts.
    private(set) var ownSum = 0
    /// Own entries by kind, in `LedgerEntryKind.allCases` order.
    private(set) var ownCounts = [Int](repeating: 0, count: LedgerEntryKind.allCases.count)
    /// By date, ascending.
    private(set) var days: [Day] = []

    mutating func add(_ entry: LedgerEntry) {
        precondition(entry.sequence == count + 1, "entries are let go of in order")
        count += 1
        audit.check(entry)
        let kind = LedgerEntryKind.allCases.firstIndex(of: entry.kind)!
        let position = days.firstIndex { $0.date >= entry.localDate } ?? days.endIndex
        if position == days.endIndex || days[position].date != entry.localDate {
            days.insert(Day(date: entry.localDate), at: position)
        }
        days[position].totals[kind] += entry.amount
        days[position].lastSequence = entry.sequence
        days[position].lastBalanceAfter = entry.balanceAfter
        guard entry.copiedFrom == nil else { return }
        ownSum += entry.amount
        ownCounts[kind] += 1
        days[position].ownTotals[kind] += entry.amount
        days[position].lastOwnSequence = entry.sequence
        days[position].ownSumAfterLastOwn = ownSum
    }

    /// The signed sum of one kind's amounts (own ones only when `own`), on one day or on all.
    func total(of kind: LedgerEntryKind, on date: CivilDate?, own: Bool) -> Int {
        let index = LedgerEntryKind.allCases.firstIndex(of: kind)!
        return days.reduce(0) { sum, day in
            date == nil || day.date == date ? sum + (own ? day.ownTotals[index] : day.totals[index]) : sum
        }
    }

    /// The day, up to `date`, whose last entry (own entry when `own`) came last; nil when none.
    func latestDay(upTo date: CivilDate, own: Bool) -> Day? {
        days.filter { $0.date <= date && (own ? $0.lastOwnSequence : $0.lastSequence) > 0 }
            .max { own ? $0.lastOwnSequence < $1.lastOwnSequence : $0.lastSequence < $1.lastSequence }
    }
}
