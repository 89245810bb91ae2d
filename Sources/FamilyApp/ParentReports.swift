/// Whether the child's device sends each closed day to the parents' phones (`DailySummary`
/// records, announced on each phone as they arrive), or keeps its summaries to itself — the
/// app of the earlier parts, where a day's summary never left the child's device.
public enum ParentReports: String, Hashable, Sendable, CaseIterable {
    case off
    case on
}
