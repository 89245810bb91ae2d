import Platform

/// `CKFetchRecordZoneChangesOperation`: one page of a zone's changes per request.
///
/// With a token, the answer is every record written since, once, in its latest state, and every
/// deletion since, in history order. Without one, it is a listing of the zone as it stands plus
/// only the deletions this device made (what CloudKit answers, per Apple's DTS): a device that
/// lost its token learns of other devices' deletions only by diffing the listing against what it
/// holds. Deletions made by anyone while a listing is under way are reported with it.
extension CloudService {
    public func fetchChanges(
        _ zoneID: CloudZoneID, since token: CloudChangeToken?,
        by account: CloudAccountID, device: DeviceID, at now: Instant
    ) -> Result<CloudZoneChanges, CloudError> {
        if let failure = beginRequest(at: now, takesInjectedFailure: true) { return .failure(failure) }
        // History matters only to a fetch, so a zone's is compacted when it is fetched.
        hostedZones[zoneID]?.compactHistory(writtenBefore: now - settings.historyRetentionMs)
        guard let zone = hostedZones[zoneID], zone.access(of: account) != nil else {
            return .failure(countedError(CloudError(.zoneNotFound)))
        }
        let cursor: ZoneCursor
        if let token {
            guard let sent = ZoneCursor(token, prefix: zone.tokenPrefix), isAnswerable(sent, in: zone) else {
                return .failure(countedError(CloudError(.changeTokenExpired)))
            }
            cursor = sent
        } else {
            cursor = ZoneCursor(
                generation: zone.log.generation, sequence: 0, listingStartSequence: zone.log.headSequence
            )
        }
        let changes =
            if let listingStart = cursor.listingStartSequence {
                listing(of: zone, after: cursor.sequence, startedAt: listingStart, for: device)
            } else {
                changes(in: zone, after: cursor.sequence)
            }
        return .success(page(of: changes, in: zone, from: cursor))
    }

    /// Whether the zone can continue from `cursor`. A token the zone never issued counts as
    /// expired: the client recovers the same way, by listing the zone afresh.
    private func isAnswerable(_ cursor: ZoneCursor, in zone: HostedZone) -> Bool {
        guard let listingStart = cursor.listingStartSequence else {
            return zone.log.canAnswer(from: cursor.sequence, generation: cursor.generation)
        }
        return cursor.generation == zone.log.generation
            && listingStart <= zone.log.headSequence && cursor.sequence <= zone.log.headSequence
    }

    /// The latest state of each record written after `sequence`, in history order: an entry
    /// counts when its write is still the record's latest, a save or else a delete.
    private func changes(in zone: HostedZone, after sequence: Int) -> [ZoneChange] {
        zone.log.entries(after: sequence).compactMap { entry in
            let kind: ZoneChange.Kind
            if let stored = zone.records[entry.recordID] {
                guard stored.sequence == entry.sequence else { return nil }
                kind = .changed(stored.record)
            } else {
                guard zone.tombstones[entry.recordID]?.sequence == entry.sequence else { return nil }
                kind = .deleted(entry.recordID)
            }
            return ZoneChange(kind: kind, sequence: entry.sequence)
        }
    }

    /// The zone's records written after `sequence`, with the deletions `device` made and any
    /// made since the listing began (`startedAt`), in history order.
    private func listing(
        of zone: HostedZone, after sequence: Int, startedAt listingStart: Int, for device: DeviceID
    ) -> [ZoneChange] {
        let records = zone.records.values.filter { $0.sequence > sequence }
            .map { ZoneChange(kind: .changed($0.record), sequence: $0.sequence) }
        let deletions = zone.tombstones
            .filter { id, tombstone in
                zone.records[id] == nil && tombstone.sequence > sequence
                    && (tombstone.deletedBy == device || tombstone.sequence > listingStart)
            }
            .map { ZoneChange(kind: .deleted($0.key), sequence: $0.value.sequence) }
        return (records + deletions).sorted { $0.sequence < $1.sequence }
    }

    /// The first page of `changes`, with the token to continue from.
    private func page(of changes: [ZoneChange], in zone: HostedZone, from cursor: ZoneCursor)
        -> CloudZoneChanges
    {
        let pageChanges = changes.prefix(settings.pageRecordsMax)
        let moreComing = pageChanges.count < changes.count
        let next =
            if moreComing, let last = pageChanges.last {
                ZoneCursor(
                    generation: cursor.generation, sequence: last.sequence,
                    listingStartSequence: cursor.listingStartSequence)
            } else {
                ZoneCursor(generation: zone.log.generation, sequence: zone.log.headSequence)
            }
        var changed: [CloudRecord] = []
        var deleted: [CloudRecordID] = []
        for change in pageChanges {
            switch change.kind {
            case .changed(let record): changed.append(record)
            case .deleted(let id): deleted.append(id)
            }
        }
        return CloudZoneChanges(
            zone: zone.id, changed: changed, deleted: deleted,
            token: next.token(prefix: zone.tokenPrefix), moreComing: moreComing)
    }
}
