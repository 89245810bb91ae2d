import Platform

/// A record as the server holds it, with the sequence number of the write that produced it.
struct StoredRecord {
    let record: CloudRecord
    let sequence: Int
}

/// What the server remembers of a deleted record: who deleted it (a listing from scratch shows a
/// device only its own deletions) and when in the zone's history.
struct Tombstone {
    let deletedBy: DeviceID
    let sequence: Int
}

/// One zone on the server: its records, tombstones, past versions, participants and history.
///
/// A class, changed in place where the service keeps it: every request looks its zones up, and a
/// value would copy (retain) all its collections at each lookup — once per changed zone and
/// subscriber to find a write's pushes alone. Nothing keeps a zone as a snapshot.
final class HostedZone {
    let id: CloudZoneID
    /// `ZoneCursor.tokenPrefix(of: id)`, kept: every fetch of the zone reads and writes a token.
    let tokenPrefix: String
    private(set) var records: [CloudRecordID: StoredRecord] = [:]
    /// Every record ever deleted, kept after compaction and after a re-creation.
    private(set) var tombstones: [CloudRecordID: Tombstone] = [:]
    /// Every version ever saved, so a conflict can name the client's ancestor (any past one: none
    /// is dropped). In the order saved, which is the order of their tags' save numbers, so a tag
    /// is found by a binary search over numbers instead of hashing its text.
    private var versions: [(saveNumber: Int, record: CloudRecord)] = []
    var participants: [CloudAccountID: CloudSharePermission] = [:] {
        didSet { formerParticipants.formUnion(Set(oldValue.keys).subtracting(participants.keys)) }
    }
    /// Accounts the zone was shared with and no longer is.
    private(set) var formerParticipants: Set<CloudAccountID> = []
    private(set) var log = ChangeLog()

    init(id: CloudZoneID) {
        self.id = id
        tokenPrefix = ZoneCursor.tokenPrefix(of: id)
    }

    func access(of account: CloudAccountID) -> ZoneAccess? {
        if account == id.owner { return .owner }
        switch participants[account] {
        case .readWrite: return .readWrite
        case .readOnly: return .readOnly
        case nil: return nil
        }
    }

    func version(tagged tag: CloudChangeTag) -> CloudRecord? {
        guard let number = tag.issuedNumber else { return nil }
        var low = 0
        var high = versions.count
        while low < high {
            let middle = (low + high) / 2
            if versions[middle].saveNumber < number { low = middle + 1 } else { high = middle }
        }
        return low < versions.count && versions[low].saveNumber == number ? versions[low].record : nil
    }

    /// Stores a record the server has already stamped with its new tag (that of save number
    /// `saveNumber`, the latest the service issued) and save time.
    func store(_ record: CloudRecord, saveNumber: Int) {
        precondition(record.id.zone == id, "a record is stored in its own zone")
        precondition(versions.last.map { $0.saveNumber < saveNumber } ?? true, "save numbers rise")
        guard record.changeTag != nil, let savedAt = record.serverModifiedAt else {
            preconditionFailure("a stored record carries the server's tag and save time")
        }
        let sequence = log.append(record.id, at: savedAt)
        records[record.id] = StoredRecord(record: record, sequence: sequence)
        versions.append((saveNumber, record))
    }

    /// Deletes a record that exists; returns false (and writes nothing) for one that does not.
    func remove(_ recordID: CloudRecordID, by device: DeviceID, at now: Instant) -> Bool {
        guard records.removeValue(forKey: recordID) != nil else { return false }
        tombstones[recordID] = Tombstone(deletedBy: device, sequence: log.append(recordID, at: now))
        return true
    }

    func compactHistory(writtenBefore cutoff: Instant) {
        log.compact(writtenBefore: cutoff)
    }

    func expireHistory() {
        log.compactAll()
    }
}
