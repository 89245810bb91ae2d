import Platform

/// How a parent's step reaches the child's devices. A scenario with `sync:` sends it from the
/// parent's phone through the modelled cloud (``SyncRun``); one without a cloud delivers it
/// straight into the child's devices (``DirectDelivery``). The timeline's parent actions call
/// this one interface and never ask which it is.
protocol ParentChannel {
    /// The parent adds or removes points by hand.
    func adjust(
        _ child: ChildID, by points: Int, parent: ParentID, reason: String, _ action: TimelineAction,
        in state: RunState)
    /// The parent changes a setting for each of the children.
    func set(
        _ change: SettingChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState)
    /// The parent re-sorts an app or changes its rate for each of the children.
    func setApp(
        _ app: AppID, _ change: AppChange, for children: [ChildID], parent: ParentID, _ action: TimelineAction,
        in state: RunState)
    /// The parent answers the child's latest unanswered request for `reward`.
    func decideReward(
        _ reward: String, of child: ChildID, approve: Bool, parent: ParentID, _ action: TimelineAction,
        in state: RunState)
}

extension RunState {
    /// The cloud when the scenario models one, else direct delivery.
    var parentChannel: any ParentChannel {
        if let sync { return sync }
        return DirectDelivery()
    }
}
