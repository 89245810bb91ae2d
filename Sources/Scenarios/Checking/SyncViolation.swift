import Platform

/// A sync invariant broken, when it was first seen and on which devices.
struct SyncViolation: Hashable, Sendable {
    enum Checker: String, Hashable, Sendable, CaseIterable {
        /// After faults heal, every device agrees with the service within the bound.
        case convergence
        /// No ledger entry lost or booked twice; each balance is the sum of its entries.
        case ledger
        /// Every command ends executed or failed, exactly once.
        case commands
        /// No deleted record comes back.
        case resurrection
        /// A device sees its own change at once.
        case readYourWrites = "read_your_writes"
    }

    let checker: Checker
    let timeMs: Int64
    let devices: [DeviceID]
    let detail: String
}
