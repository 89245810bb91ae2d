import Platform
import SyncEngine

/// Keeps every delegate call for assertions.
final class RecordingDelegate: SyncEngineDelegate {
    private(set) var applied: [CloudRecord] = []
    private(set) var removed: [CloudRecordID] = []
    private(set) var events: [SyncEvent] = []
    private(set) var failed: [FailedChange] = []

    func syncEngine(_ engine: SyncEngine, didApply record: CloudRecord) { applied.append(record) }
    func syncEngine(_ engine: SyncEngine, didRemove id: CloudRecordID, type: String) { removed.append(id) }
    func syncEngine(_ engine: SyncEngine, didLog event: SyncEvent) { events.append(event) }
    func syncEngine(_ engine: SyncEngine, didFail change: FailedChange) { failed.append(change) }

    func eventKinds() -> [SyncEvent.Kind] { events.map(\.kind) }
}
