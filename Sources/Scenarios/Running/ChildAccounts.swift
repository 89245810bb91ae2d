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

    /// The entries each device made itself, device by device.
    var ownEntries: [LedgerEntry] {
        accounts.flatMap { $0.ledger.entries.filter { $0.copiedFrom == nil } }
    }

    /// What every device shows once each has every other's entries.
    var balance: Int {
        sum { $0.ledger.entries.reduce(0) { $1.copiedFrom == nil ? $0 + $1.amount : $0 } }
    }

    /// The family's balance as it stood after each device's last own entry about a day up to
    /// `date` (entries are booked in order, but a minute of yesterday may be credited today).
    func balance(atEndOf date: CivilDate) -> Int {
        sum { account in
            var running = 0
            var atDate = 0
            for entry in account.ledger.entries where entry.copiedFrom == nil {
                running += entry.amount
                if entry.localDate <= date { atDate = running }
            }
            return atDate
        }
    }

    /// The signed sum of one kind's own amounts, on one local day or on all.
    func total(of kind: LedgerEntryKind, on date: CivilDate? = nil) -> Int {
        sum { account in
            account.ledger.entries.reduce(0) { total, entry in
                entry.copiedFrom == nil && entry.kind == kind && (date == nil || entry.localDate == date)
                    ? total + entry.amount : total
            }
        }
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
