import Platform

/// A decision the app made about the family's data, as a device log line would record it:
/// what it decided, about which records, and why, with the values and stamps involved.
public struct AppDecision: Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case settingsApplied = "settings applied"
        case settingsRefused = "settings refused"
        case commandWaiting = "command waiting"
        case commandAnswered = "command answered"
        case adjustmentBooked = "adjustment booked"
        case bookingReversed = "booking reversed"
        case overdrawn = "overdrawn"
        case changeFailed = "change failed"
        case entitlementPublished = "entitlement published"
        case entitlementReceived = "entitlement received"
        case summaryShared = "summary shared"
        case rewardRequested = "reward requested"
        case rewardDecided = "reward decided"
    }

    public let kind: Kind
    public let records: [CloudRecordID]
    /// Builds `text`. Most runs keep no trace, so the words are made only when read (as
    /// `SyncEvent` does); the closure holds values, never the app.
    private let describe: @Sendable () -> String

    /// Why, in words.
    public var text: String { describe() }

    public init(kind: Kind, records: [CloudRecordID], text: @autoclosure @escaping @Sendable () -> String) {
        self.kind = kind
        self.records = records
        describe = text
    }
}
