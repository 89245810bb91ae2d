import Platform

/// One line of a child's points statement. Entries are never edited or removed: a
/// mistake is corrected by a later `adjusted` entry, so the statement a parent reads is
/// the history that produced the balance.
///
/// A device keeps an entry per credited minute for the whole run, so the fields most entries
/// leave empty — who adjusted, which sibling's entry this copies, which entry it reverses —
/// are kept together apart from the entry (`Provenance`), present only when one is set: an
/// entry the device made itself takes 88 bytes instead of 136.
public struct LedgerEntry: Hashable, Sendable {
    /// 1, 2, 3… within the ledger, so a gap or a repeat shows that entries were lost or
    /// duplicated on the way through sync or persistence.
    public let sequence: Int
    /// Signed points: earned > 0, redeemed < 0, adjusted either way, expired <= 0.
    public let amount: Int
    public let timestamp: Instant
    /// The device's local day when the entry was made: daily figures follow the child's
    /// calendar, not UTC.
    public let localDate: CivilDate
    /// The balance once this entry applied: lets one entry be checked without replaying all.
    public let balanceAfter: Int
    /// A sentence a parent can read, e.g. "Earned 1 point for duolingo (minute 3 of today)".
    public let description: String
    public let app: AppID?
    private let provenance: Provenance?
    public let kind: LedgerEntryKind

    /// The parent's id for adjustments, `nil` for entries the engine makes itself.
    public var actor: String? { provenance?.actor }
    /// Set on a copy of an entry another device of the child made, fetched through the cloud.
    /// Copies may take the balance below zero: two offline devices can spend the same points,
    /// and the overdraft is a fact to show, not a reason to refuse what already happened.
    public var copiedFrom: EntryOrigin? { provenance?.copiedFrom }
    /// The sequence of the entry this one cancels: a booking this device made twice over with
    /// another device. Like a copy, it may take the balance below zero.
    public var reverses: Int? { provenance?.reverses }

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
        self.app = app
        provenance =
            actor == nil && copiedFrom == nil && reverses == nil
            ? nil : Provenance(actor: actor, copiedFrom: copiedFrom, reverses: reverses)
    }

    /// Who or what besides the device itself an entry comes from; shared by copies of the
    /// entry value, compared by its contents.
    private final class Provenance: Hashable, Sendable {
        let actor: String?
        let copiedFrom: EntryOrigin?
        let reverses: Int?

        init(actor: String?, copiedFrom: EntryOrigin?, reverses: Int?) {
            self.actor = actor
            self.copiedFrom = copiedFrom
            self.reverses = reverses
        }

        static func == (lhs: Provenance, rhs: Provenance) -> Bool {
            lhs === rhs || (lhs.actor == rhs.actor && lhs.copiedFrom == rhs.copiedFrom && lhs.reverses == rhs.reverses)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(actor)
            hasher.combine(copiedFrom)
            hasher.combine(reverses)
        }
    }
}
