import Platform
import RewardEngine

/// Real-world reward requests going up to the parents, and their answers coming back: only
/// the device that took a request (and holds its points) books the answer, once; the child's
/// other devices see the points move through its ledger entries like any other.
extension ChildSync {
    func share(_ request: RewardRequest) {
        guard let engine else { return }
        let record = RewardRequestRecord.request(request, on: app.device, in: usageZone)
        engine.save(record)
        let child = child
        note(.rewardRequested, [record.id], "\(child) asks for \(request.reward) at \(request.points) points")
        engine.sendNow()
    }

    /// The parents' answer: booked if it is about a request of this device and still pending.
    func applyRewardDecision(_ record: CloudRecord) {
        guard record["device"]?.textValue == app.device.rawValue,
            let id = record["requestID"]?.intValue, let approve = record["approve"]?.intValue
        else { return }
        let parent = ParentID(record["editedBy"]?.textValue ?? "parent")
        let now = app.clock.now
        let result = app.store.update { account, _ in
            account.decideRewardRequest(Int(id), approve: approve == 1, by: parent, at: now)
        }
        switch result {
        case .success(let request):
            note(
                .rewardDecided, [record.id], "request \(id) (\(request.reward)) \(request.status.rawValue) by \(parent)"
            )
            uploadNewEntries()
        case .failure(let refusal):
            note(.rewardDecided, [record.id], "\(record.id.name) not booked again: \(refusal)")
        }
    }
}
