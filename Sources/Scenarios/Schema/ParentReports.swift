import FamilyApp
import Platform

/// `parent_reports`: whether the child's devices send each closed day to the parents' phones
/// (``DailySummaryToParents``: `DailySummary` records, announced on each phone as they arrive),
/// or keep their summaries to themselves (the default, for scenarios that do not look at daily
/// reports).
public enum ParentReports: String, Hashable, Sendable, CaseIterable {
    case off
    case on

    /// What the child devices are given.
    var summaryDelivery: DailySummaryDelivery {
        switch self {
        case .off: DailySummaryKeptOnDevice()
        case .on: DailySummaryToParents()
        }
    }
}

/// A child device whose closed days never leave it.
struct DailySummaryKeptOnDevice: DailySummaryDelivery {
    func deliver(_ summary: DailySummary, dayEndedAt: Instant, through sync: ChildSync) {}
}
