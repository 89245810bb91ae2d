import Platform

extension SyncEngine {
    /// Starts the next operation of the send loop unless one is under way or the server asked
    /// for quiet: a zone to create, else the next batch of pending items by record id; with
    /// nothing left, the fetch a sync asked for. After an answer that may have been lost, the
    /// zones are fetched first (see `isFetchDueBeforeSend`), and nothing is sent until those
    /// fetches settle: another trigger in the meantime (a retry timer, the app catching up) would
    /// otherwise send the write beside the fetch, before a deletion it brings could win.
    func sendNextIfPossible() {
        guard !isSending, !isSendDueAfterFetch, clock.uptimeMs >= quietUntilUptimeMs else { return }
        if isFetchDueBeforeSend, !state.pendingChanges.isEmpty {
            isFetchDueBeforeSend = false
            isSendDueAfterFetch = true
            isFetchRoundFailed = false
            log(.retryScheduled, [], "an answer may have been lost: fetching before sending again")
            startFetches()
            return
        }
        if let zone = zonesToCreate.min() {
            createZone(zone)
            return
        }
        // The queue is kept in id order: the batch is its first items not held, with no sort.
        let batch = heldForRetry.firstNotHeld(in: state.pendingOrder, limit: batchSizeCurrent)
        guard !batch.isEmpty else {
            if isFetchDueAfterSend {
                isFetchDueAfterSend = false
                startFetches()
            }
            return
        }
        send(batch)
    }

    func send(_ ids: [CloudRecordID]) {
        precondition(!isSending && inFlight.isEmpty, "one modify operation at a time")
        precondition(ids.count <= policy.batchSizeMax, "a batch respects the size limit")
        var saving: [CloudRecord] = []
        var deleting: [CloudRecordID] = []
        var items: [CloudRecordID: InFlightItem] = [:]
        for id in ids {
            let pending = state.pendingChanges[id]!
            let baseTag = state.serverRecords[id]?.changeTag
            switch pending.change {
            case .save(let record):
                let outgoing = state.rebased(record)
                saving.append(outgoing)
                items[id] = InFlightItem(revision: pending.revision, baseTag: baseTag, sent: outgoing)
            case .delete:
                deleting.append(id)
                items[id] = InFlightItem(revision: pending.revision, baseTag: baseTag, sent: nil)
            }
        }
        isSending = true
        inFlight = items
        state.counters.requests += 1
        state.counters.recordsSent += ids.count
        let (saveCount, deleteCount) = (saving.count, deleting.count)
        log(.send, ids, tags: saving.map(\.changeTag), "\(saveCount) saves, \(deleteCount) deletes")
        let sentAtMs = clock.now.instant.millisecondsSinceEpoch
        database.modifyRecords(saving: saving, deleting: deleting, atomically: policy.isAtomicByZone) {
            [weak self] result in
            self?.modifyDidFinish(result, items: items, sentAtMs: sentAtMs)
        }
    }

    func modifyDidFinish(
        _ result: Result<CloudModifyResult, CloudError>, items: [CloudRecordID: InFlightItem], sentAtMs: Int64
    ) {
        precondition(isSending, "an answer comes for the operation under way")
        switch result {
        case .failure(let error):
            operationDidFail(error, ids: items.keys.sorted())
        case .success(let outcome):
            learnServerClock(from: outcome.saved.first?.serverModifiedAt, sentAtMs: sentAtMs)
            // Lists of one (most answers) are taken as they are: sorting them would only copy them.
            let saved = outcome.saved.count > 1 ? outcome.saved.sorted { $0.id < $1.id } : outcome.saved
            for record in saved {
                if let item = items[record.id] { acknowledgeSave(record, item: item) }
            }
            for id in outcome.deleted.count > 1 ? outcome.deleted.sorted() : outcome.deleted {
                if let item = items[id] { acknowledgeDelete(id, item: item) }
            }
            let failed =
                outcome.failedDeletes.isEmpty
                ? outcome.failedSaves : outcome.failedSaves + outcome.failedDeletes
            let failures = failed.count > 1 ? failed.sorted { $0.id < $1.id } : failed
            var retryAfterMs: Int64?
            for failure in failures {
                guard let item = items[failure.id], itemDidFail(failure, item: item) else { continue }
                retryAfterMs = max(retryAfterMs ?? 0, failure.error.retryAfterMs ?? 0)
            }
            if let retryAfterMs {
                armRetry(for: .send, retryAfterMs: retryAfterMs, reason: "per-item failures")
            } else {
                sendFailureStreak = 0
            }
        }
        // Only now: a delegate call above that triggers a sync must not overtake this answer.
        isSending = false
        inFlight = [:]
        sendNextIfPossible()
    }

    /// The server holds `record` now. The pending change is settled only if it is still the edit
    /// that was sent; a newer local edit stays pending and goes out on top of the new tag.
    func acknowledgeSave(_ record: CloudRecord, item: InFlightItem) {
        let cachedTag = state.serverRecords[record.id]?.changeTag
        // A fetch may have brought a later version while the answer travelled; keep that one.
        if cachedTag == item.baseTag || cachedTag == record.changeTag {
            state.cacheServerCopy(record)
        }
        state.zonesRefetching[record.id.zone]?.insert(record.id)
        let decision = settlePending(record.id, item: item, verb: "saved")
        log(.saved, [record.id], tags: [record.changeTag], decision)
    }

    func acknowledgeDelete(_ id: CloudRecordID, item: InFlightItem) {
        state.removeServerCopy(id)
        let decision = settlePending(id, item: item, verb: "deleted")
        log(.saved, [id], decision)
    }

    /// Removes the pending change if it is still the one that was sent; says what happened.
    func settlePending(_ id: CloudRecordID, item: InFlightItem, verb: String) -> String {
        guard let revision = state.pendingChanges[id]?.revision, revision != item.revision else {
            state.setPendingChange(nil, for: id)
            return verb
        }
        return verb + "; a newer local edit stays pending"
    }

    func createZone(_ zone: CloudZoneID) {
        precondition(zone.owner == database.account, "only the owner creates a zone")
        isSending = true
        state.counters.requests += 1
        database.saveZone(zone) { [weak self] result in
            self?.createZoneDidFinish(zone, result: result)
        }
    }

    func createZoneDidFinish(_ zone: CloudZoneID, result: Result<CloudZoneID, CloudError>) {
        precondition(isSending, "an answer comes for the operation under way")
        zonesToCreate.remove(zone)
        switch result {
        case .success:
            log(.zoneCreated, [], "created zone \(zone)")
        case .failure(let error):
            // The zone's items meet `zoneNotFound` again on the retry and count attempts there.
            for id in state.pendingOrder.ascending where id.zone == zone { heldForRetry.insert(id) }
            armRetry(for: .send, retryAfterMs: error.retryAfterMs, reason: "creating zone \(zone): \(error)")
        }
        isSending = false
        sendNextIfPossible()
    }
}
