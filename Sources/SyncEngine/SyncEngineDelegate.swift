import Platform

/// How the app hears about what sync did to its data. Calls arrive one at a time, from inside
/// the engine's own calls and callbacks.
public protocol SyncEngineDelegate: AnyObject {
    /// A record fetched from the server or produced by a merge is now the local version.
    func syncEngine(_ engine: SyncEngine, didApply record: CloudRecord)
    /// A record was deleted elsewhere (fetched deletion, unknown on save, or missing from a full refetch).
    func syncEngine(_ engine: SyncEngine, didRemove id: CloudRecordID, type: String)
    func syncEngine(_ engine: SyncEngine, didLog event: SyncEvent)
    /// A change was given up; it is also in `state.failedChanges`.
    func syncEngine(_ engine: SyncEngine, didFail change: FailedChange)
}
