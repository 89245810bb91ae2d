import Platform

/// A deleted record's name never comes back: the app deletes only records it never writes again.
enum ResurrectionChecker {
    static func checkService(_ family: FamilyUnderCheck, into log: ViolationLog) {
        let service = family.service
        for zone in service.allZones {
            if let back = service.firstRecreatedRecordID(in: zone) {
                log.note(
                    Violation(
                        checker: .resurrection, timeMs: family.nowMs, devices: [], subject: back.description,
                        detail: "\(back.name) was deleted from \(zone) and is back"))
            }
        }
    }
}
