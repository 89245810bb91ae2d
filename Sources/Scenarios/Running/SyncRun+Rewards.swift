import FamilyApp
import Platform
import Simulation

/// A parent answering a real-world reward request on their phone.
extension SyncRun {
    /// Answers the latest request for `reward` the phone shows unanswered; the step is refused
    /// when the phone has none (not received yet, or already answered as far as it knows).
    func decideReward(
        _ reward: String, of child: ChildID, approve: Bool, parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        guard let app = phoneApp(of: parent, action, in: state) else { return }
        let requests = app.rewardRequests(of: child).filter { $0.reward == reward }
        var refusal: String?
        var answered: String?
        if let open = requests.last(where: { $0.approved == nil }) {
            switch app.decideReward(open.name, of: child, approve: approve) {
            case .success:
                answered = open.name
            case .failure(.unknownRequest):
                refusal = "\(app.device) has not received \(open.name)"
            case .failure(.alreadyDecided(let by)):
                refusal = "\(app.device) shows \(open.name) answered by \(by)"
            }
        } else if let last = requests.last {
            refusal = "\(app.device) shows \(child)'s \(reward) answered by \(last.decidedBy?.rawValue ?? "a parent")"
        } else {
            refusal = "\(app.device) has not received a request of \(child)'s for \(reward)"
        }
        if let refusal { ActionPerformer.refuse(action, refusal, in: state) }
        world.intents.record(
            actor: parent.rawValue, device: app.device, atMs: world.loop.now,
            .rewardDecision(child: child, reward: reward, request: answered, approve: approve),
            refusal: refusal)
        judgeAfterBound()
    }
}
