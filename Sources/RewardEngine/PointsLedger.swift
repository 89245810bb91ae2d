import Platform

/// A child's points: an append-only list of entries and the balance they add up to.
///
/// The balance always equals the sum of the entries. An entry this device makes never takes
/// it below zero — `append` traps rather than book one, because that means a caller skipped
/// its own check — but a copy of another device's entry (`copy`) or the reversal of a booking
/// made twice may: two offline iPads can spend the same points, and the overdraft that leaves
/// is shown to the family, never hidden. The timestamps are the device's readings and are
/// accepted as given: a clock set backwards is a fact the consistency check reports, not
/// a reason for the app to crash.
///
/// An entry is dated when it is booked (`bookedAt`, by default the moment it is about) and
/// counted on the local day it is about: a minute used yesterday and credited today is
/// yesterday's point, booked today, so the statement stays in booking order.
public struct PointsLedger: Hashable, Sendable {
    /// The entries kept: every entry, unless the ledger was told to let go of its past ones
    /// (`letGo(through:)`); then those after them, and `history` answers for the rest.
    public private(set) var entries: [LedgerEntry] = []
    public private(set) var balance: Int = 0
    /// What the entries let go of add up to; empty unless some were.
    public private(set) var history = LedgerHistory()
    /// Every description written so far, once: an entry's text is the pool's copy, so the
    /// sentence a device books every day ("… (minute 3 of today)") is stored once, not once
    /// per entry. Storage only, left out of equality: it follows from the entries.
    private var descriptions = Set<String>()

    public init() {}

    @discardableResult
    public mutating func append(
        kind: LedgerEntryKind,
        amount: Int,
        at time: LocalTimestamp,
        description: String,
        actor: String? = nil,
        app: AppID? = nil,
        bookedAt: Instant? = nil,
        copiedFrom: EntryOrigin? = nil,
        reverses: Int? = nil,
        onDate localDate: CivilDate? = nil
    ) -> LedgerEntry {
        precondition(kind.allows(amount: amount), "a \(kind) entry cannot have amount \(amount)")
        precondition(
            copiedFrom != nil || reverses != nil || amount >= 0 || balance + amount >= 0,
            "entry of \(amount) would take balance \(balance) below zero")
        let entry = LedgerEntry(
            sequence: history.count + entries.count + 1,
            kind: kind,
            amount: amount,
            timestamp: bookedAt ?? time.instant,
            localDate: localDate ?? time.date,
            description: descriptions.insert(description).memberAfterInsert,
            balanceAfter: balance + amount,
            actor: actor,
            app: app,
            copiedFrom: copiedFrom,
            reverses: reverses
        )
        entries.append(entry)
        balance = entry.balanceAfter
        return entry
    }

    /// Lets go of the kept entries up to sequence `sequence`, keeping only what they add up to
    /// (`history`): every figure below, the rules checked and the balance answer as before.
    /// For a run that reads its ledgers in figures alone; the entries themselves are gone.
    public mutating func letGo(through sequence: Int) {
        let released = entries.prefix { $0.sequence <= sequence }
        guard !released.isEmpty else { return }
        for entry in released { history.add(entry) }
        entries.removeFirst(released.count)
        descriptions = Set(entries.map(\.description))
    }

    public static func == (lhs: PointsLedger, rhs: PointsLedger) -> Bool {
        lhs.balance == rhs.balance && lhs.entries == rhs.entries && lhs.history == rhs.history
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(balance)
        hasher.combine(history.count)
    }

    /// The signed sum of one kind's amounts, on one local day or (`date == nil`) on all.
    public func total(of kind: LedgerEntryKind, on date: CivilDate? = nil) -> Int {
        entries.reduce(history.total(of: kind, on: date, own: false)) { sum, entry in
            entry.kind == kind && (date == nil || entry.localDate == date) ? sum + entry.amount : sum
        }
    }
}
