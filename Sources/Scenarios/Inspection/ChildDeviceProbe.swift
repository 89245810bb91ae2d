import FamilyApp
import RewardEngine
import Simulation

/// A child's device as the trace hash and `diff` see it: the app's ledger, settings,
/// redemptions, validator sessions and periodic work, what the device shields, and the sync
/// engine's pending changes and cache.
///
/// It reads the account through the app (`app.store`), so the parts follow wherever the app
/// keeps its account.
final class ChildDeviceProbe: StateProbe {
    let app: ChildDeviceApp
    let device: SimulatedChildDevice
    /// The ledger only grows: its digest is carried forward entry by entry.
    private var ledgerDigest = StateDigester()
    private var ledgerEntriesDigested = 0

    init(app: ChildDeviceApp, device: SimulatedChildDevice) {
        self.app = app
        self.device = device
    }

    var subject: String { app.device.rawValue }

    func stateDigests() -> [StateDigest] {
        let account = app.store.account
        let work = app.store.work
        var settings = StateDigester()
        settings.mix(String(describing: account.settings))
        var redemptions = StateDigester()
        redemptions.mix(String(describing: account.redemptions))
        redemptions.mix(String(describing: account.rejections))
        var validator = StateDigester()
        let verdicts = work.validation.validator
        validator.mix(String(describing: verdicts.sessions))
        validator.mix(String(describing: verdicts.flags))
        validator.mix(verdicts.tickCount)
        validator.mix(verdicts.releasedTickIndexes.count)
        var periodic = StateDigester()
        periodic.mix(String(describing: work.closedThrough))
        periodic.mix(String(describing: work.reconciledThrough))
        periodic.mix(String(describing: work.summaries))
        periodic.mix(String(describing: work.pendingPoints))
        var shields = StateDigester()
        for shielded in device.shieldedApplications { shields.mix(shielded.rawValue) }
        return [
            StateDigest(part: "ledger", value: ledger(account.ledger)),
            StateDigest(part: "settings", value: settings.value),
            StateDigest(part: "redemptions", value: redemptions.value),
            StateDigest(part: "validator", value: validator.value),
            StateDigest(part: "work", value: periodic.value),
            StateDigest(part: "shields", value: shields.value),
        ] + SyncStateDigests.parts(of: app.sync?.syncStore.state)
    }

    private func ledger(_ ledger: PointsLedger) -> UInt64 {
        if ledger.entries.count < ledgerEntriesDigested {
            ledgerDigest = StateDigester()
            ledgerEntriesDigested = 0
        }
        for entry in ledger.entries[ledgerEntriesDigested...] {
            ledgerDigest.mix(entry.sequence)
            ledgerDigest.mix(entry.kind.rawValue)
            ledgerDigest.mix(entry.amount)
            ledgerDigest.mix(entry.timestamp.millisecondsSinceEpoch)
            ledgerDigest.mix(entry.description)
        }
        ledgerEntriesDigested = ledger.entries.count
        return ledgerDigest.value
    }
}
