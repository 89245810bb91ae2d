/// Which parents' changes the child's devices have carried out. It is committed with the
/// account in one update, so a change fetched twice — by two devices, or again after a lost
/// answer — is booked once.
public struct RemoteChanges: Hashable, Sendable {
    /// Adjustment record names already booked (one may have moved no points: the balance was
    /// already at zero).
    public internal(set) var bookedAdjustments: Set<String> = []
    /// Ledger entry sequence → the adjustment it booked, so the entry's record names its source.
    public internal(set) var adjustmentBookedBy: [Int: String] = [:]
    /// Command record name → how it was answered.
    public internal(set) var commandOutcomes: [String: CommandOutcome] = [:]

    public init() {}
}
