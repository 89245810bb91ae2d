import Platform

/// The ledger's figures over the entries the device made itself, leaving out copies of a
/// sibling's entries (`copiedFrom`): what a child's accounts add up across its devices, each
/// entry counted where it was made. Each reads the entries let go of through `history`.
extension PointsLedger {
    /// The sum of own amounts.
    public var ownBalance: Int {
        entries.reduce(history.ownSum) { $1.copiedFrom == nil ? $0 + $1.amount : $0 }
    }

    /// The signed sum of one kind's own amounts, on one local day or (`date == nil`) on all.
    public func ownTotal(of kind: LedgerEntryKind, on date: CivilDate? = nil) -> Int {
        entries.reduce(history.total(of: kind, on: date, own: true)) { total, entry in
            entry.copiedFrom == nil && entry.kind == kind && (date == nil || entry.localDate == date)
                ? total + entry.amount : total
        }
    }

    /// Own entries of one kind, or of all (`kind == nil`).
    public func ownEntryCount(of kind: LedgerEntryKind? = nil) -> Int {
        let earlier =
            kind.map { history.ownCounts[LedgerEntryKind.allCases.firstIndex(of: $0)!] }
            ?? history.ownCounts.reduce(0, +)
        return entries.reduce(earlier) { $1.copiedFrom == nil && (kind == nil || $1.kind == kind) ? $0 + 1 : $0 }
    }

    /// The sum of own amounts as it stood after the last own entry (in booking order) about a
    /// day up to `date`; 0 when there is none. Entries are booked in order, but a minute of
    /// yesterday may be credited today.
    public func ownBalance(atEndOf date: CivilDate) -> Int {
        var running = history.ownSum
        var atDate: Int?
        for entry in entries where entry.copiedFrom == nil {
            running += entry.amount
            if entry.localDate <= date { atDate = running }
        }
        return atDate ?? history.latestDay(upTo: date, own: true)?.ownSumAfterLastOwn ?? 0
    }

    /// The balance after the last entry (in booking order, copies included) about a day up to
    /// `date`; 0 when there is none.
    public func balance(atEndOf date: CivilDate) -> Int {
        entries.last { $0.localDate <= date }?.balanceAfter
            ?? history.latestDay(upTo: date, own: false)?.lastBalanceAfter ?? 0
    }
}
