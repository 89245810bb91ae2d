import Platform

/// A deleted record's name never comes back: the app deletes only records it never writes again.
enum ResurrectionChecker {
    static func checkService(_ family: FamilyUnderCheck, into log: ViolationLog) {
        let service = family.service
        for zone in service.allZones {
            if let back = service.deletedRecordIDs(in: zone).first(where: { service.record($0) != nil }) {
                log.note(Violation(checker: .resurrection, timeMs: family.nowMs, devices: [], subject: back.description,
                                   detail: "\(back.name) was deleted from \(zone) and is back"))
            }
        }
    }
}
