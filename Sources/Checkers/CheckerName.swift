/// The oracles every synced run is judged by, as the results name them (`checker intents`).
public enum CheckerName: String, Hashable, Sendable, CaseIterable {
    /// Every intent ends applied, superseded by a named later intent, or refused or failed and
    /// shown to the person who made it.
    case intents
    /// After faults heal, every device agrees with the service within the bound.
    case convergence
    /// No ledger entry lost or booked twice; each balance is the sum of its entries, and every
    /// parent's phone shows it.
    case ledger
    /// Every command is answered exactly once, and its receipt reaches the service.
    case commands
    /// No deleted record comes back.
    case resurrection
    /// A device sees its own change at once.
    case readYourWrites = "read_your_writes"
    /// No device sends to the service before the retry-after it was given has passed.
    case retryAfter = "retry_after"
    /// No device's app sends while iOS has it suspended: only in the foreground, a background
    /// task's window or a brief run.
    case suspended

    /// Judged only at quiet moments: every fault healed for the convergence bound.
    public var needsQuiet: Bool {
        switch self {
        case .intents, .convergence, .commands: true
        case .ledger, .resurrection, .readYourWrites, .retryAfter, .suspended: false
        }
    }
}
