import Platform
import SyncEngine

/// The record types the app syncs, and how a conflict on each is settled.
public enum FamilyRecordType {
    /// One per child: every setting a field, each with the time and the parent of its last edit.
    public static let settings = "Settings"
    /// A parent's change for the child's device to carry out, answered by a receipt.
    public static let command = "Command"
    /// A parent's points adjustment: its own record, so that two parents' adjustments add up.
    public static let adjustment = "Adjustment"
    /// One line of the child's points ledger.
    public static let ledgerEntry = "LedgerEntry"
    /// A batch of learning minutes one child device credited, for the others' validators.
    public static let learningMinutes = "LearningMinutes"
    /// The child device's answer to a command: executed or failed, once.
    public static let receipt = "CommandReceipt"
    /// One line of the parents' activity log.
    public static let coordinationEvent = "CoordinationEvent"
    /// A device that joined the family, in the mode chosen on it (parent or child).
    public static let registration = "DeviceRegistration"
    /// The family's entitlement as the organiser's phone last verified it (`EntitlementGrant`),
    /// one per family zone, merged by last verification.
    public static let entitlement = "Entitlement"
    /// A closed day of the child, for the parents' phones (`DailySummary`), written once.
    public static let dailySummary = "DailySummary"
    /// A real-world reward the child asked for (`RewardRequestRecord`), written once.
    public static let rewardRequest = "RewardRequest"
    /// A parent's approval or denial of one request, written once by the first parent to answer.
    public static let rewardDecision = "RewardDecision"

    /// The name of the receipt that answers the record named `subject` (a command, or an
    /// adjustment booked without an entry): `receipt.<subject>`.
    public static func receiptName(answering subject: String) -> String {
        "receipt." + subject
    }

    /// The record a receipt of that name answers.
    public static func subject(ofReceipt name: String) -> String {
        String(name.dropFirst("receipt.".count))
    }

    /// Settings merge field by field, the later edit of a field winning and the organiser's
    /// edit breaking a tie; everything else is written once and never edited, so a conflict on
    /// it is an upload repeated after its answer was lost.
    public static func resolver(parents: [ParentID]) -> ConflictResolver {
        ConflictResolver(
            policies: [
                settings: .fieldwise, entitlement: .lastWriterWinsByEditTime(field: "editedAt"),
                command: .insertOnly, adjustment: .insertOnly, ledgerEntry: .insertOnly, learningMinutes: .insertOnly,
                receipt: .insertOnly, coordinationEvent: .insertOnly, registration: .insertOnly,
                dailySummary: .insertOnly, rewardRequest: .insertOnly, rewardDecision: .insertOnly,
            ],
            fallbackPolicy: .fieldwise,
            priority: { editor in parents.firstIndex(of: ParentID(editor)) ?? parents.count }
        )
    }
}
