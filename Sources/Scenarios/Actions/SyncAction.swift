import SimulatedCloud

/// A step that needs the `sync:` block: a fault of the network or the service, or a step of
/// the family's membership and subscription. The decoder refuses it without the block, so the
/// run always has its ``SyncRun``.
protocol SyncAction: TimelineActionType {
    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState)
}

extension SyncAction {
    static var needsSync: Bool { true }

    func perform(_ step: TimelineAction, in state: RunState) {
        guard let sync = state.sync else {
            preconditionFailure("'\(Self.name)' needs the sync block, and the decoder requires it")
        }
        perform(in: sync, step, in: state)
    }
}

extension SyncRun {
    /// The modelled service, which every synced run has.
    var service: CloudService {
        guard let service = world.cloudService else { preconditionFailure("a synced run enables the cloud") }
        return service
    }
}
