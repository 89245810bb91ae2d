import Platform
import RewardEngine

/// A child's accounts, one per device, read as the family's: what each device counted itself.
/// A device's copies of its siblings' entries are counted where they were made, never again,
/// so for a child with one device every figure is that device's.
struct ChildAccounts: Sendable {
    /// In the scenario's order of the child's devices.
    let accounts: [ChildRewardAccount]

    init(_ accounts: [ChildRewardAccount]) {
        precondition(!accounts.isEmpty, "a child has a device")
        self.accounts = accounts
    }

    /// The entries each device made itself, device by device: only for a run that keeps them
    /// (a crowd's ledgers let go of past days; see `RunState`).
    var ownEntries: [LedgerEntry] {
        precondition(accounts.allSatisfy { $0.ledger.history.count == 0 }, "a ledger that let go of entries lists none")
        return accounts.flatMap { $0.ledger.entries.filter { $0.copiedFrom == nil } }
    }

    /// Own entries, of one kind or of all.
    func ownEntryCount(of kind: LedgerEntryKind? = nil) -> Int {
        sum { $0.ledger.ownEntryCount(of: kind) }
    }

    /// What every device shows once each has every other's entries.
    var balance: Int {
        sum(\.ledger.ownBalance)
    }

    /// The family's balance as it stood after each device's last own entry about a day up to
    /// `date` (entries are booked in order, but a minute of yesterday may be credited today).
    func balance(atEndOf date: CivilDate) -> Int {
        sum { $0.ledger.ownBalance(atEndOf: date) }
    }

    /// The signed sum of one kind's own amounts, on one local day or on all.
    func total(of kind: LedgerEntryKind, on date: CivilDate? = nil) -> Int {
        sum { $0.ledger.ownTotal(of: kind, on: date) }
    }

    var isConsistent: Bool { accounts.allSatisfy(\.ledger.isConsistent) }

    /// Each device's ledger problems, the device's position first.
    var balanceProblems: [String] {
        accounts.enumerated().flatMap { index, account in
            account.ledger.balanceProblems.map { accounts.count == 1 ? $0 : "device \(index + 1): \($0)" }
        }
    }

    var redemptions: [Redemption] { accounts.flatMap(\.redemptions) }
    var rejections: [RedemptionRejection] { accounts.flatMap(\.rejections) }
    var sessions: [LearningSession] { accounts.flatMap(\.sessions) }

    /// A per-device figure summed over the devices.
    func sum(_ read: (ChildRewardAccount) -> Int) -> Int {
        accounts.reduce(0) { $0 + read($1) }
    }
}
