import FamilyApp
import Simulation

/// A parent's phone as the trace hash and `diff` see it: its sync engine's pending changes and
/// cache (settings, adjustments, the activity log all live there).
final class ParentPhoneProbe: StateProbe {
    let app: ParentDeviceApp

    init(app: ParentDeviceApp) {
        self.app = app
    }

    var subject: String { app.device.rawValue }

    func stateDigests() -> [StateDigest] {
        SyncStateDigests.parts(of: app.syncStore.state)
    }
}
