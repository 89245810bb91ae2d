/// How parents' points adjustments travel. The app ships `ledgerEntries`; `sharedCounter` is
/// the design the seed documents started from, kept so that a scenario can show what it loses.
public enum PointsSyncDesign: String, Hashable, Sendable, CaseIterable {
    /// Each adjustment is its own record, named by the phone that made it: concurrent
    /// adjustments add up, and a repeated upload is one record.
    case ledgerEntries = "ledger_entries"
    /// One balance record per child that each phone reads, changes and writes back, merged by
    /// last edit: of two concurrent adjustments, one is lost.
    case sharedCounter = "shared_counter"
}
