import Platform

/// One build of the parent app: its version, and how it writes back a record that carries
/// fields it does not know — a design choice made once in the code of that version, which the
/// newer versions must live with.
public struct AppBuild: Hashable, Sendable {
    /// What an app does with a field of a record it fetched but does not know, when it saves the
    /// record again.
    public enum UnknownFields: String, CaseIterable, Sendable {
        /// It edits the record it fetched (a `CKRecord` keeps every key it came with), so the
        /// fields it does not know go back to the service untouched.
        case keep
        /// It builds the record afresh from its own model of it, so the fields it does not know
        /// are lost on its first write.
        case drop
    }

    public var version: AppVersion
    public var unknownFields: UnknownFields

    public init(version: AppVersion = .latest, unknownFields: UnknownFields = .keep) {
        self.version = version
        self.unknownFields = unknownFields
    }

    /// The build every device runs unless a scenario says otherwise.
    public static let latest = AppBuild()

    /// `record` as this build writes it back: with the fields of the settings record its
    /// version does not know removed when it builds records afresh.
    func writing(_ record: CloudRecord) -> CloudRecord {
        guard unknownFields == .drop, record.type == FamilyRecordType.settings else { return record }
        var written = record
        for field in record.fields.keys where !version.knowsSettingsField(field) {
            written[field] = nil
        }
        return written
    }
}
