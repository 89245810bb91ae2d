import Platform

/// No field of a child's settings record, once the service holds it, ever leaves the record:
/// every version of the app only adds fields to it and rewrites them (a limit that is off is
/// -1, never absent). A field that disappears was lost by a save that replaced the record
/// without it — an app that built the record afresh from what it knows — and with it the
/// parent's change it held. Judged at every judgement, so a field is missed only if it came
/// and went between two of them.
final class SettingsFieldsChecker {
    /// The fields each child's settings record has held on the service, by child.
    private var fieldsSeen: [ChildID: Set<String>] = [:]

    func check(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for child in family.children {
            let id = CloudRecordID(zone: family.layout.familyZone(of: child), name: "settings")
            guard let record = family.service.record(id) else { continue }
            let held = Set(record.fields.keys)
            let goneWithStamps = (fieldsSeen[child] ?? []).subtracting(held).sorted()
            fieldsSeen[child, default: []].formUnion(held)
            // A value's `.editedAt` and `.editedBy` go with it: name the values.
            let values = goneWithStamps.filter { !$0.hasSuffix(".editedAt") && !$0.hasSuffix(".editedBy") }
            let gone = values.isEmpty ? goneWithStamps : values
            guard let first = gone.first else { continue }
            let more =
                gone.count > 1 ? " (and \(gone.count - 1) more: \(gone.dropFirst().joined(separator: ", ")))" : ""
            log.note(
                Violation(
                    checker: .intents, timeMs: family.nowMs, devices: [], subject: id.description,
                    detail: "lost: \(first) left \(child)'s settings on the service\(more): a save replaced the "
                        + "record without it"))
        }
    }
}
