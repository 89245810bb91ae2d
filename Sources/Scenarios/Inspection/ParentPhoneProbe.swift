import FamilyApp
import Reports
import Simulation

/// A parent's phone as the trace hash and `diff` see it: its sync engine's pending changes and
/// cache (settings, adjustments, the activity log all live there).
final class ParentPhoneProbe: StateDumpable {
    let app: ParentDeviceApp
    private let pendingDigests = PendingDigests()

    init(app: ParentDeviceApp) {
        self.app = app
    }

    var subject: String { app.device.rawValue }

    func stateDigests(walkingRecords: Bool) -> [StateDigest] {
        SyncStateDigests.parts(of: app.syncStore.state, pending: pendingDigests, walkingRecords: walkingRecords)
    }

    func stateDump(formatTime: (Int64) -> String) -> JSONValue {
        let balances = app.children.map { child in
            JSONValue(object: [
                ("child", .string(child.rawValue)), ("balance", .integer(Int64(app.balance(of: child)))),
            ])
        }
        return JSONValue(
            object: [
                ("device", .string(subject)), ("parent", .string(app.parent.rawValue)),
                ("balances", .array(balances)),
            ] + SyncStateDump.members(of: app.syncStore.state))
    }
}
