import Platform

/// Saves and deletes with `ifServerRecordUnchanged`, the only policy CKSyncEngine uses.
extension CloudService {
    public func modify(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool,
        by account: CloudAccountID, device: DeviceID, at now: Instant
    ) -> CloudWriteOutcome {
        if let failure = beginRequest(at: now, takesInjectedFailure: true) {
            return CloudWriteOutcome(result: .failure(failure))
        }
        let items = saving.map(ModifyItem.save) + deleting.map(ModifyItem.delete)
        guard items.count <= settings.batchItemsMax else {
            return CloudWriteOutcome(result: .failure(countedError(CloudError(.limitExceeded))))
        }
        guard items.count < 2 || Set(items.map(\.id)).count == items.count else {
            return CloudWriteOutcome(result: .failure(countedError(CloudError(.serverRejectedRequest))))
        }
        let zones = Self.zones(of: items)
        var changedZones: [CloudZoneID] = []
        let outcomes: [ModifyItemOutcome]
        if zones.count == 1 {
            // Nearly every request names one zone: its items are judged as they are, in place.
            outcomes = modifyZone(
                zones[0], items: items, atomically: atomically, account: account,
                device: device, now: now)
            if outcomes.contains(where: \.changesZone) { changedZones.append(zones[0]) }
        } else {
            var found = [ModifyItemOutcome?](repeating: nil, count: items.count)
            for zone in zones {
                let indices = items.indices.filter { items[$0].id.zone == zone }
                let zoneOutcomes = modifyZone(
                    zone, items: indices.map { items[$0] }, atomically: atomically,
                    account: account, device: device, now: now
                )
                for (index, outcome) in zip(indices, zoneOutcomes) { found[index] = outcome }
                if zoneOutcomes.contains(where: \.changesZone) { changedZones.append(zone) }
            }
            outcomes = found.map { $0! }
        }
        for zone in changedZones { noteChange(to: zone) }
        let pushes = pushTargets(forChangesTo: changedZones, excluding: device)
        counters.pushesRequested += pushes.count
        let result = modifyResult(outcomes, items: items)
        return CloudWriteOutcome(result: .success(result), pushes: pushes)
    }

    /// The zones the items touch, sorted. A request names one zone or a few, so a linear search
    /// of those found so far beats hashing every item's zone into a set.
    private static func zones(of items: [ModifyItem]) -> [CloudZoneID] {
        var zones: [CloudZoneID] = []
        for item in items where !zones.contains(item.id.zone) {
            zones.append(item.id.zone)
        }
        return zones.sorted()
    }

    /// Judges every item of one zone against the zone as it stands, then writes the accepted
    /// ones — none of them, when the batch is atomic and any item failed.
    private func modifyZone(
        _ zoneID: CloudZoneID, items: [ModifyItem], atomically: Bool,
        account: CloudAccountID, device: DeviceID, now: Instant
    ) -> [ModifyItemOutcome] {
        let verdicts = verdicts(for: items, in: zoneID, by: account)
        let rollsBack = atomically && verdicts.contains { $0 != nil }
        return zip(items, verdicts).map { item, failure in
            if let failure { return .failed(countedError(failure)) }
            if rollsBack { return .failed(countedError(CloudError(.batchRequestFailed))) }
            return write(item, in: zoneID, device: device, now: now)
        }
    }

    /// The error each item fails with, or nil when it can be written. The zone is looked up
    /// once, and every verdict is given before anything is written.
    private func verdicts(for items: [ModifyItem], in zoneID: CloudZoneID, by account: CloudAccountID)
        -> [CloudError?]
    {
        var quotaLeft = settings.recordsPerAccountMax.map { $0 - recordCount(ownedBy: zoneID.owner) }
        let zone = hostedZones[zoneID]
        return items.map { verdict(for: $0, in: zone, by: account, quotaLeft: &quotaLeft) }
    }

    /// The error the item fails with, or nil when it can be written.
    private func verdict(
        for item: ModifyItem, in zone: HostedZone?, by account: CloudAccountID, quotaLeft: inout Int?
    ) -> CloudError? {
        guard let zone else { return CloudError(.zoneNotFound) }
        guard zone.access(of: account)?.canWrite == true else { return CloudError(.permissionFailure) }
        guard case .save(let record) = item else { return nil }
        switch (zone.records[record.id]?.record, record.changeTag) {
        case (let server?, let tag?) where tag == server.changeTag:
            return nil
        case (let server?, let tag):
            let ancestor = tag.flatMap { zone.version(tagged: $0) }
            return CloudError(
                .serverRecordChanged, serverRecord: server, clientRecord: record, ancestorRecord: ancestor
            )
        case (nil, _?):
            return CloudError(.unknownItem)
        case (nil, nil):
            if let left = quotaLeft {
                guard left > 0 else { return CloudError(.quotaExceeded) }
                quotaLeft = left - 1
            }
            return nil
        }
    }

    private func write(_ item: ModifyItem, in zoneID: CloudZoneID, device: DeviceID, now: Instant)
        -> ModifyItemOutcome
    {
        switch item {
        case .save(var record):
            tagsIssued += 1
            record.changeTag = CloudChangeTag(issued: tagsIssued)
            record.serverModifiedAt = now
            hostedZones[zoneID]!.store(record, saveNumber: tagsIssued)
            counters.recordsSaved += 1
            return .saved(record)
        case .delete(let id):
            let existed = hostedZones[zoneID]!.remove(id, by: device, at: now)
            if existed { counters.recordsDeleted += 1 }
            return .deleted(id, changedZone: existed)
        }
    }

    private func recordCount(ownedBy owner: CloudAccountID) -> Int {
        hostedZones.values.filter { $0.id.owner == owner }.reduce(0) { $0 + $1.records.count }
    }

    /// Sorts outcomes into the operation's per-item lists, each in request order.
    private func modifyResult(_ outcomes: [ModifyItemOutcome], items: [ModifyItem]) -> CloudModifyResult {
        var result = CloudModifyResult()
        for (item, outcome) in zip(items, outcomes) {
            switch (item, outcome) {
            case (_, .saved(let record)): result.saved.append(record)
            case (_, .deleted(let id, _)): result.deleted.append(id)
            case (.save, .failed(let error)):
                result.failedSaves.append(CloudItemFailure(id: item.id, error: error))
            case (.delete, .failed(let error)):
                result.failedDeletes.append(CloudItemFailure(id: item.id, error: error))
            }
        }
        return result
    }

    /// The subscribed devices of every account that reads a changed zone, except the writer.
    /// The subscriptions are kept in device order, so the list comes out sorted.
    private func pushTargets(forChangesTo zones: [CloudZoneID], excluding writer: DeviceID) -> [DeviceID] {
        guard !zones.isEmpty else { return [] }
        let changed = zones.map { hostedZones[$0]! }
        return subscriptions.filter { subscription in
            subscription.device != writer && changed.contains { $0.access(of: subscription.account) != nil }
        }.map(\.device)
    }
}

extension ModifyItemOutcome {
    var changesZone: Bool {
        switch self {
        case .saved: true
        case .deleted(_, let changedZone): changedZone
        case .failed: false
        }
    }
}
