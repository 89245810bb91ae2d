/// Where an engine's state lives between launches: the app's persistent storage. The engine
/// writes through it in every step, as CKSyncEngine asks the app to save each state update, so
/// a process killed at any moment leaves the state of its last completed step — and nothing is
/// copied for it.
public final class SyncStateStore {
    public var state: SyncState

    public init(_ state: SyncState = SyncState()) {
        self.state = state
    }
}
