import Platform

extension SyncEngine {
    /// The whole modify operation failed: nothing was written, every item is still pending.
    /// Waiting cures a transient error, as CKSyncEngine keeps retrying them, so those never use
    /// up a change's attempts; only a refusal no wait can cure counts one.
    func operationDidFail(_ error: CloudError, ids: [CloudRecordID]) {
        precondition(!ids.isEmpty, "an operation carried items")
        switch error.code {
        case .limitExceeded where batchSizeCurrent > 1:
            let batchSize = max(1, ids.count / 2)
            batchSizeCurrent = batchSize
            log(.retryScheduled, ids, "request too large; batches of \(batchSize) from now on")
        case .permissionFailure:
            for id in ids { _ = countAttempt(id, error: error, isFatal: true) }
        case let code where code.isTransient:
            heldForRetry.holdAll(state.pendingOrder)
            if code == .networkFailure || code == .serverResponseLost {
                // The answer may be what was lost: the write may have happened, and been
                // deleted by another device since. Hear of that before sending it again.
                isFetchDueBeforeSend = true
            }
            let delayMs = armRetry(
                for: .send, retryAfterMs: error.retryAfterMs,
                reason: code == .networkUnavailable ? "offline" : "\(error)")
            if code == .networkUnavailable {
                // The device knows it is offline: app triggers wait for the timer instead of
                // each sending a request the system would refuse again.
                offlineUntilUptimeMs = max(offlineUntilUptimeMs, clock.uptimeMs + delayMs)
            }
        default:
            var isRetryDue = false
            for id in ids where countAttempt(id, error: error) {
                heldForRetry.insert(id)
                isRetryDue = true
            }
            if isRetryDue {
                armRetry(for: .send, retryAfterMs: error.retryAfterMs, reason: "\(error)")
            }
        }
    }

    /// Handles one item's failure; true when the item now waits for a retry.
    func itemDidFail(_ failure: CloudItemFailure, item: InFlightItem) -> Bool {
        let id = failure.id
        let error = failure.error
        guard let pending = state.pendingChanges[id] else { return false }
        switch error.code {
        case .serverRecordChanged where !pending.change.isDelete:
            resolveSendConflict(id, error: error, item: item)
            return false
        case .batchRequestFailed:
            log(.retryScheduled, [id], "innocent item of a rejected atomic batch; requeued")
            return false
        case .unknownItem:
            if pending.change.isDelete {
                acknowledgeDelete(id, item: item)
            } else {
                removeDeletedElsewhere(id, why: "unknown item on save")
            }
            return false
        case .permissionFailure:
            return countAttempt(id, error: error, isFatal: true)
        case let code where code.isTransient:
            heldForRetry.insert(id)
            return true
        case .zoneNotFound where id.zone.owner == database.account:
            guard countAttempt(id, error: error) else { return false }
            zonesToCreate.insert(id.zone)
            return false
        default:
            guard countAttempt(id, error: error) else { return false }
            heldForRetry.insert(id)
            return true
        }
    }

    /// Counts a failed attempt of an error waiting cannot cure; true while the change stays
    /// pending, false once it was given up (after `attemptsMax` attempts, or at once when no
    /// retry can cure it).
    func countAttempt(_ id: CloudRecordID, error: CloudError, isFatal: Bool = false) -> Bool {
        precondition(!error.code.isTransient, "a transient error never uses up an attempt")
        guard var pending = state.pendingChanges[id] else { return false }
        pending.attempts += 1
        pending.lastError = error
        state.setPendingChange(pending, for: id)
        guard pending.attempts >= policy.attemptsMax || isFatal else { return true }
        failChange(id, error: error)
        return false
    }

    /// Gives a change up: out of pending, into `failedChanges`, counted, logged and reported.
    func failChange(_ id: CloudRecordID, error: CloudError) {
        guard let pending = state.setPendingChange(nil, for: id) else { return }
        heldForRetry.remove(id)
        let failed = FailedChange(id: id, change: pending.change, attempts: pending.attempts, error: error)
        state.failedChanges.append(failed)
        state.counters.failedChanges += 1
        log(.failed, [id], "given up after \(pending.attempts) attempts: \(error)")
        delegate?.syncEngine(self, didFail: failed)
    }

    /// The record is gone on the server: forget it, and with it any local edit, whose values are
    /// logged as discarded instead of being uploaded again (no resurrection).
    func removeDeletedElsewhere(_ id: CloudRecordID, why: String) {
        let server = state.removeServerCopy(id)
        let pending = state.setPendingChange(nil, for: id)
        heldForRetry.remove(id)
        guard let type = server?.type ?? pending?.change.type else { return }
        if case .save(let local)? = pending?.change {
            recordDiscards(RecordMerger.discards(lost: local, kept: nil, reason: .deletedElsewhere))
        }
        log(.removed, [id], tags: [server?.changeTag], why)
        delegate?.syncEngine(self, didRemove: id, type: type)
    }

    func recordDiscards(_ discards: [DiscardedValue]) {
        state.discardedValues.append(contentsOf: discards)
        state.counters.valuesDiscarded += discards.count
    }
}
