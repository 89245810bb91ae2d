import FamilyApp

/// `points_design`: how parents' points adjustments travel. The app ships `ledger_entries`;
/// `shared_counter` is a design it does not ship, kept so that a scenario can show the update
/// it loses (``SharedCounterAdjustments``).
public enum PointsSyncDesign: String, Hashable, Sendable, CaseIterable {
    /// Each adjustment is its own record, named by the phone that made it: concurrent
    /// adjustments add up, and a repeated upload is one record.
    case ledgerEntries = "ledger_entries"
    /// One balance record per child that each phone reads, changes and writes back, merged by
    /// last edit: of two concurrent adjustments, one is lost.
    case sharedCounter = "shared_counter"

    /// The design the parents' phones are given.
    var adjustments: PointsAdjustmentDesign {
        switch self {
        case .ledgerEntries: LedgerEntryAdjustments()
        case .sharedCounter: SharedCounterAdjustments()
        }
    }
}
