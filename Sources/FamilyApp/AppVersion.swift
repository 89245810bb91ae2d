/// The version of the app a build is (its `CFBundleShortVersionString`), and what that version
/// offers, writes and reads. A family never runs one build: a phone updates days after another,
/// and a record one version writes reaches a device that runs the other.
///
/// The product's migration path from 1.0 to 1.1 keeps every 1.0 structure unchanged and adds
/// CloudKit records only: 1.1 adds the co-parent (invitations to the family's zones), the
/// parents' activity log (`CoordinationEvent` records in the coordination zone), and the
/// per-app changes a parent makes from a phone (`app.<id>` fields of the settings record). 1.0
/// reads none of them and writes none of them.
public enum AppVersion: String, CaseIterable, Comparable, Sendable {
    case v1_0 = "1.0"
    case v1_1 = "1.1"

    /// The version the App Store offers now: what an update installs.
    public static let latest = v1_1

    /// Versions in release order: the order of the cases.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs) else {
            preconditionFailure("every version is one of the cases")
        }
        return left < right
    }

    /// Whether the app invites a second parent and lets one accept: 1.0 is a one-parent app.
    public var hasCoParents: Bool { self >= .v1_1 }

    /// Whether the app writes and shows the parents' activity log.
    public var keepsActivityLog: Bool { self >= .v1_1 }

    /// Whether the app re-sorts a child's app, or changes its rate, from the parent's phone.
    public var changesAppsFromPhone: Bool { self >= .v1_1 }

    /// The record types this version writes or reads; a record of another type is one it does
    /// not know, and it leaves it alone.
    public var recordTypes: [String] {
        let first = [
            FamilyRecordType.settings, FamilyRecordType.command, FamilyRecordType.adjustment,
            FamilyRecordType.ledgerEntry, FamilyRecordType.learningMinutes, FamilyRecordType.receipt,
            FamilyRecordType.registration, FamilyRecordType.entitlement, FamilyRecordType.dailySummary,
            FamilyRecordType.rewardRequest, FamilyRecordType.rewardDecision,
        ]
        return self >= .v1_1 ? first + [FamilyRecordType.coordinationEvent] : first
    }

    /// Whether this version knows `field` of the settings record: 1.0 knows the settings, their
    /// stamps and the commands' notes, not the per-app fields 1.1 added.
    public func knowsSettingsField(_ field: String) -> Bool {
        self >= .v1_1 || !field.hasPrefix(SyncedAppSetting.prefix)
    }

    /// What this version adds to the one before, for the reference.
    public var adds: String {
        switch self {
        case .v1_0: "the first release: one parent, settings, commands, adjustments, ledgers, summaries, requests"
        case .v1_1:
            "a co-parent (invitations), the parents' activity log (`CoordinationEvent`), per-app changes "
                + "from a phone (`app.<id>` fields of the settings record), the remote switch for co-parents"
        }
    }
}
