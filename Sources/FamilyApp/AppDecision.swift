import Platform

/// A decision the app made about the family's data, as a device log line would record it:
/// what it decided, about which records, and why, with the values and stamps involved.
public struct AppDecision: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case settingsApplied = "settings applied"
        case settingsRefused = "settings refused"
        case commandWaiting = "command waiting"
        case commandAnswered = "command answered"
        case adjustmentBooked = "adjustment booked"
        case changeFailed = "change failed"
    }

    public let kind: Kind
    public let records: [CloudRecordID]
    public let text: String

    public init(kind: Kind, records: [CloudRecordID], text: String) {
        self.kind = kind
        self.records = records
        self.text = text
    }
}
