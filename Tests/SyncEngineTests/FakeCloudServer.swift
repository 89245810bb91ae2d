import Platform

/// A small in-memory CloudKit for the engine's tests: change tags from a global counter, a
/// per-zone change log read through opaque tokens, expirable history, injected failures and a
/// record of every request. Its save rules follow `ifServerRecordUnchanged`.
final class FakeCloudServer {
    struct LogEntry {
        let sequence: Int
        let id: CloudRecordID
        let isDeletion: Bool
    }

    static let rejectedWithBatch = CloudError(.batchRequestFailed)

    var zones = Set<CloudZoneID>()
    private(set) var records: [CloudRecordID: CloudRecord] = [:]
    private(set) var log: [CloudZoneID: [LogEntry]] = [:]
    /// Bumped by `expireTokens`: a token of an older generation is `changeTokenExpired`.
    private var generations: [CloudZoneID: Int] = [:]
    private var sequenceLast = 0
    private var tagLast = 0
    var now = Instant(millisecondsSinceEpoch: 1_767_225_600_000)
    var pageSizeMax = 200
    var batchItemsMax = 400
    var readOnlyAccounts = Set<CloudAccountID>()

    /// Whole-operation failures for the next modify requests, first in first out.
    var modifyFailures: [CloudError] = []
    var fetchFailures: [CloudError] = []
    /// Per-item failures, consumed one per request that carries the item.
    var itemFailures: [CloudRecordID: [CloudError]] = [:]

    private(set) var writeCounts: [CloudRecordID: Int] = [:]
    /// The ids of every modify request that reached the server, and the tags its saves carried.
    private(set) var modifyRequests: [[CloudRecordID]] = []
    private(set) var sentTags: [[CloudChangeTag?]] = []
    private(set) var zonesSaved: [CloudZoneID] = []

    func records(in zone: CloudZoneID) -> [CloudRecord] {
        records.values.filter { $0.id.zone == zone }.sorted { $0.id < $1.id }
    }

    func generation(of zone: CloudZoneID) -> Int {
        generations[zone] ?? 0
    }

    func expireTokens(in zone: CloudZoneID) {
        generations[zone, default: 0] += 1
    }

    func saveZone(_ zone: CloudZoneID) {
        zones.insert(zone)
        zonesSaved.append(zone)
    }

    func modify(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool, by account: CloudAccountID
    ) -> Result<CloudModifyResult, CloudError> {
        if !modifyFailures.isEmpty { return .failure(modifyFailures.removeFirst()) }
        if saving.count + deleting.count > batchItemsMax { return .failure(CloudError(.limitExceeded)) }
        modifyRequests.append((saving.map(\.id) + deleting).sorted())
        sentTags.append(saving.map(\.changeTag))
        var failures: [CloudItemFailure] = []
        for record in saving {
            if let error = checkSave(record, by: account) {
                failures.append(CloudItemFailure(id: record.id, error: error))
            }
        }
        for id in deleting {
            if let error = checkDelete(id, by: account) {
                failures.append(CloudItemFailure(id: id, error: error))
            }
        }
        let failedIDs = Set(failures.map(\.id))
        let failedZones = atomically ? Set(failedIDs.map(\.zone)) : []
        var result = CloudModifyResult()
        for record in saving where !failedIDs.contains(record.id) {
            if failedZones.contains(record.id.zone) {
                result.failedSaves.append(CloudItemFailure(id: record.id, error: Self.rejectedWithBatch))
            } else {
                result.saved.append(write(record))
            }
        }
        for id in deleting where !failedIDs.contains(id) {
            if failedZones.contains(id.zone) {
                result.failedDeletes.append(CloudItemFailure(id: id, error: Self.rejectedWithBatch))
            } else {
                erase(id)
                result.deleted.append(id)
            }
        }
        result.failedSaves += failures.filter { id in saving.contains { $0.id == id.id } }
        result.failedDeletes += failures.filter { deleting.contains($0.id) }
        return .success(result)
    }

    private func injectedFailure(for id: CloudRecordID) -> CloudError? {
        guard var queued = itemFailures[id], !queued.isEmpty else { return nil }
        let error = queued.removeFirst()
        itemFailures[id] = queued
        return error
    }

    private func checkSave(_ record: CloudRecord, by account: CloudAccountID) -> CloudError? {
        if let injected = injectedFailure(for: record.id) { return injected }
        if readOnlyAccounts.contains(account) { return CloudError(.permissionFailure) }
        guard zones.contains(record.id.zone) else { return CloudError(.zoneNotFound) }
        switch (records[record.id], record.changeTag) {
        case (let server?, let tag?) where server.changeTag == tag:
            return nil
        case (let server?, _):
            return CloudError(.serverRecordChanged, serverRecord: server, clientRecord: record)
        case (nil, _?):
            return CloudError(.unknownItem)
        case (nil, nil):
            return nil
        }
    }

    private func checkDelete(_ id: CloudRecordID, by account: CloudAccountID) -> CloudError? {
        if let injected = injectedFailure(for: id) { return injected }
        return readOnlyAccounts.contains(account) ? CloudError(.permissionFailure) : nil
    }

    private func write(_ record: CloudRecord) -> CloudRecord {
        tagLast += 1
        var stored = record
        stored.changeTag = CloudChangeTag("t\(tagLast)")
        stored.serverModifiedAt = now
        records[record.id] = stored
        writeCounts[record.id, default: 0] += 1
        appendLog(record.id, isDeletion: false)
        return stored
    }

    private func erase(_ id: CloudRecordID) {
        guard records.removeValue(forKey: id) != nil else { return }
        appendLog(id, isDeletion: true)
    }

    private func appendLog(_ id: CloudRecordID, isDeletion: Bool) {
        sequenceLast += 1
        log[id.zone, default: []].append(LogEntry(sequence: sequenceLast, id: id, isDeletion: isDeletion))
    }
}
