import Platform

/// A parent's step in a scenario without a cloud: the change reaches every device of the child
/// at once, written into each device's app as if it had arrived. Without `sync:` a scenario
/// studies one device's engines, not how changes travel, so nothing is lost or late.
struct DirectDelivery: ParentChannel {
    /// Booked once, by the app on the child's first device: without a cloud the points reach
    /// no other device.
    func adjust(
        _ child: ChildID, by points: Int, parent: ParentID, reason: String, _ action: TimelineAction,
        in state: RunState
    ) {
        state.primaryApp(of: child).apply(.adjustPoints(points: points, by: parent, reason: reason))
    }

    func set(
        _ change: SettingChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        for child in children {
            let devices = state.deviceIDs(of: child)
            let settings = change.applied(to: state.account(on: devices[0]).settings)
            let problems = settings.validated()
            guard problems.isEmpty else {
                ActionPerformer.refuse(
                    action, "the settings would be invalid: \(problems.joined(separator: "; "))",
                    in: state)
                continue
            }
            for device in devices {
                state.app(device).apply(.updateSettings(settings, by: parent))
            }
        }
    }

    func setApp(
        _ app: AppID, _ change: AppChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        for child in children {
            let devices = state.deviceIDs(of: child)
            guard let current = state.account(on: devices[0]).catalog.category(of: app) else {
                preconditionFailure("set_app of \(app): the decoder admits only an app of the catalogue")
            }
            switch change.applied(to: current) {
            case .failure(let refusal):
                ActionPerformer.refuse(action, "\(app) cannot change for \(child): \(refusal.reason)", in: state)
            case .success(let category):
                for device in devices { state.app(device).apply(.updateApp(app, category, by: parent)) }
            }
        }
    }

    /// The answer reaches the device that holds the request.
    func decideReward(
        _ reward: String, of child: ChildID, approve: Bool, parent: ParentID, _ action: TimelineAction,
        in state: RunState
    ) {
        let pending = state.deviceIDs(of: child).lazy.compactMap { device in
            state.account(on: device).rewardRequests.last { $0.reward == reward && $0.status == .pending }
                .map { (device, $0.id) }
        }.first
        guard let (holder, id) = pending else {
            return ActionPerformer.refuse(action, "\(child) has no unanswered request for \(reward)", in: state)
        }
        state.app(holder).apply(.decideReward(request: id, approve: approve, by: parent))
    }
}
