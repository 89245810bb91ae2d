import Platform

/// One line of a child's points statement. Entries are never edited or removed: a
/// mistake is corrected by a later `adjusted` entry, so the statement a parent reads is
/// the history that produced the balance.
public struct LedgerEntry: Hashable, Sendable {
    /// 1, 2, 3… within the ledger, so a gap or a repeat shows that entries were lost or
    /// duplicated on the way through sync or persistence.
    public let sequence: Int
    public let kind: LedgerEntryKind
    /// Signed points: earned > 0, redeemed < 0, adjusted either way, expired <= 0.
    public let amount: Int
    public let timestamp: Instant
    /// The device's local day when the entry was made: daily figures follow the child's
    /// calendar, not UTC.
    public let localDate: CivilDate
    /// A sentence a parent can read, e.g. "Earned 1 point for duolingo (minute 3 of today)".
    public let description: String
    /// The balance once this entry applied: lets one entry be checked without replaying all.
    public let balanceAfter: Int
    /// The parent's id for adjustments, `nil` for entries the engine makes itself.
    public let actor: String?
    public let app: AppID?
    /// Set on a copy of an entry another device of the child made, fetched through the cloud.
    /// Copies may take the balance below zero: two offline devices can spend the same points,
    /// and the overdraft is a fact to show, not a reason to refuse what already happened.
    public let copiedFrom: EntryOrigin?
    /// The sequence of the entry this one cancels: a booking this device made twice over with
    /// another device. Like a copy, it may take the balance below zero.
    public let reverses: Int?

    /// Whether the entry may leave the balance below zero (see `copiedFrom` and `reverses`).
    public var mayOverdraw: Bool { copiedFrom != nil || reverses != nil }

    init(
        sequence: Int,
        kind: LedgerEntryKind,
        amount: Int,
        timestamp: Instant,
        localDate: CivilDate,
        description: String,
        balanceAfter: Int,
        actor: String?,
        app: AppID?,
        copiedFrom: EntryOrigin? = nil,
        reverses: Int? = nil
    ) {
        self.sequence = sequence
        self.kind = kind
        self.amount = amount
        self.timestamp = timestamp
        self.localDate = localDate
        self.description = description
        self.balanceAfter = balanceAfter
        self.actor = actor
        self.app = app
        self.copiedFrom = copiedFrom
        self.reverses = reverses
    }
}
