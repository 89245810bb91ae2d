import Platform

extension SyncEngine {
    /// A save met a newer server version. If a fetch already brought a newer copy since the
    /// send, the pending change was merged with it then and simply goes out again.
    func resolveSendConflict(_ id: CloudRecordID, error: CloudError, item: InFlightItem) {
        guard let server = error.serverRecord else {
            _ = countAttempt(id, error: error)
            return
        }
        let cached = state.serverRecords[id]
        guard cached?.changeTag == item.baseTag else {
            log(
                .conflictResolved, [id], tags: [cached?.changeTag],
                "already merged with a fetched copy; resend")
            return
        }
        resolveConflict(id, server: server, ancestor: cached ?? error.ancestorRecord)
    }

    /// Merges the pending local version of `id` with the newer `server` copy according to the
    /// type's policy. The server copy becomes the cached base; the pending change is dropped when
    /// the server copy wins outright, or replaced by the merge result to be sent on its tag.
    func resolveConflict(_ id: CloudRecordID, server: CloudRecord, ancestor: CloudRecord?) {
        guard let pending = state.pendingChanges[id], case .save(let local) = pending.change else {
            state.cacheServerCopy(server)
            return
        }
        precondition(server.changeTag != nil, "a server copy has a tag")
        state.cacheServerCopy(server)
        state.zonesRefetching[id.zone]?.insert(id)
        if local.fields == server.fields {
            state.setPendingChange(nil, for: id)
            log(.conflictResolved, [id], tags: [server.changeTag], "server already holds the local version")
            return
        }
        switch resolver.policy(forType: local.type) {
        case .insertOnly:
            state.setPendingChange(nil, for: id)
            recordDiscards(RecordMerger.discards(lost: local, kept: server, reason: .insertOnly))
            log(.conflictResolved, [id], tags: [server.changeTag], "insert-only: adopted the server copy")
            delegate?.syncEngine(self, didApply: server)
        case .lastWriterWinsByEditTime(let field, let editorField):
            let localWins = RecordMerger.localWinsByEditTime(
                server: server, local: local, field: field, editorField: editorField,
                priority: resolver.priority
            )
            let (kept, lost) = localWins ? (local, server) : (server, local)
            let discards = RecordMerger.discards(
                lost: lost, kept: kept, stampField: field, editorField: editorField, reason: .lastWriterWins
            )
            settleConflict(
                id, merged: kept.fields, server: server, discards: discards,
                decision: localWins ? "last writer: local edit" : "last writer: server copy")
        case .fieldwise:
            let outcome = RecordMerger.mergeFieldwise(
                server: server, local: local, ancestor: ancestor, priority: resolver.priority
            )
            settleConflict(
                id, merged: outcome.fields, server: server, discards: outcome.discards,
                decision: "field-wise merge, \(outcome.discards.count) values discarded")
        }
    }

    /// Counts a detected and automatically resolved conflict and installs its result.
    func settleConflict(
        _ id: CloudRecordID, merged: [String: CloudValue], server: CloudRecord, discards: [DiscardedValue],
        decision: String
    ) {
        precondition(state.serverRecords[id] == server, "the result is based on the server copy")
        state.counters.conflictsDetected += 1
        state.counters.conflictsResolved += 1
        recordDiscards(discards)
        var result = server
        result.fields = merged
        if merged == server.fields {
            state.setPendingChange(nil, for: id)
        } else {
            var pending = state.pendingChanges[id]!
            var local = result
            local.changeTag = nil
            local.serverModifiedAt = nil
            pending.change = .save(local)
            pending.revision = nextRevision()
            state.setPendingChange(pending, for: id)
        }
        let resend = merged == server.fields ? "" : "; resend"
        log(.conflictResolved, [id], tags: [server.changeTag], decision + resend)
        delegate?.syncEngine(self, didApply: result)
    }
}
