/// Which parents' changes, and which of the siblings' entries, this device has taken in. It is
/// committed with the account in one update, so a change fetched twice — again after a lost
/// answer, or a page delivered twice — is booked once.
public struct RemoteChanges: Hashable, Sendable {
    /// Adjustment record names already booked, here or — learnt from its entry — on another of
    /// the child's devices (one may have moved no points: the balance was already at zero).
    public internal(set) var bookedAdjustments: Set<String> = []
    /// Ledger entry sequence → the adjustment it booked, so the entry's record names its source.
    public internal(set) var adjustmentBookedBy: [Int: String] = [:]
    /// Command record name → how it was answered.
    public internal(set) var commandOutcomes: [String: CommandOutcome] = [:]
    /// Names of the commands fetched and not yet answered, sorted: what a fetched settings
    /// record or command looks through, rather than every command the zone ever held.
    public internal(set) var waitingCommands: [String] = []
    /// Adjustments this device booked and then reversed: another device had booked them first.
    public internal(set) var reversedAdjustments: Set<String> = []
    /// The record names of the siblings' entries copied into this device's ledger.
    public internal(set) var copiedEntries: Set<String> = []
    /// The record names of the siblings' batches of learning minutes given to the validator.
    public internal(set) var siblingMinuteBatches: Set<String> = []
    /// The lowest balance below zero the child has been told of since the balance was last at
    /// or above zero; 0 when nothing is owed.
    public internal(set) var overdraftAnnounced = 0

    public init() {}

    /// Notes a fetched command, unless it is answered or already waiting.
    mutating func noteWaiting(_ command: String) {
        guard commandOutcomes[command] == nil else { return }
        var low = 0
        var high = waitingCommands.count
        while low < high {
            let middle = (low + high) / 2
            if waitingCommands[middle] < command { low = middle + 1 } else { high = middle }
        }
        if low == waitingCommands.count || waitingCommands[low] != command { waitingCommands.insert(command, at: low) }
    }

    mutating func noteAnswered(_ command: String, _ outcome: CommandOutcome) {
        commandOutcomes[command] = outcome
        waitingCommands.removeAll { $0 == command }
    }
}
