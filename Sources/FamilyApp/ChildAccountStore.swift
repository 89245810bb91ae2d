import AntiGaming
import Platform
import RewardEngine

/// The app group of one child device: the child's reward account as this device keeps it and
/// the app's committed progress. The device's app and its DeviceActivity extension share it —
/// what the extension writes, the app reads on its next run — and the child's other devices
/// see it only through the cloud: their entries arrive as copies, their settings as fetches,
/// the minutes of use they counted as shared minutes for the validator's cross-device rules.
public final class ChildAccountStore {
    public let device: DeviceID
    public private(set) var account: ChildRewardAccount
    public private(set) var work: PeriodicWorkState
    /// The family's parents, in the order given: who besides the child hears of goals and limits.
    public let parents: [ParentID]
    /// Held weakly: the app holds the store, and a store that held it would keep both alive.
    private weak var app: ChildDeviceApp?
    /// Told after every commit, once the app has refreshed what it enforces.
    public weak var observer: ChildAccountStoreObserver?

    /// The device's validator judges at `strictness`, its sessions as the account's settings say,
    /// following the parents' choices beyond the level.
    public init(
        device: DeviceID, account: ChildRewardAccount, parents: [ParentID] = [],
        strictness: ValidationStrictness = .moderate,
        choices: ParentChoices = .init()
    ) {
        precondition(Set(parents).count == parents.count, "a parent is listed once")
        self.device = device
        self.account = account
        self.parents = parents
        work = PeriodicWorkState(
            device: device,
            validation: ValidationState(
                strictness: strictness, settings: account.settings, choices: choices
            ))
    }

    /// One commit: runs `change` on the account and the work state together, so that a unit of
    /// work and the progress that records it are saved or lost as one; then lets the device's
    /// app refresh what it enforces, and tells the observer.
    @discardableResult
    public func update<Result>(
        _ change: (inout ChildRewardAccount, inout PeriodicWorkState) -> Result
    ) -> Result {
        let result = change(&account, &work)
        app?.accountDidChange()
        observer?.accountStoreDidCommit(self)
        return result
    }

    /// The minutes counted on this device since they were last taken, handed over to be shared
    /// with the child's other devices (one commit): the cloud sync takes them on the host app's
    /// run.
    public func takeMinutesToShare() -> [SiblingMinute] {
        update { _, work in work.takeMinutesToShare() }
    }

    /// A commit of the app's bookkeeping alone: the account is untouched, so nothing the app
    /// enforces can have changed and the app is not asked to refresh it.
    func updateWork(_ change: (inout PeriodicWorkState) -> Void) {
        change(&work)
    }

    /// Lets the ledger go of its entries through `sequence` (see
    /// `ChildRewardAccount.letGoOfLedgerEntries`): storage only, so the app is not asked to
    /// refresh anything.
    public func letGoOfLedgerEntries(through sequence: Int) {
        account.letGoOfLedgerEntries(through: sequence)
    }

    func register(_ app: ChildDeviceApp) {
        precondition(self.app == nil && app.device == device, "the device's app registers with its store once")
        self.app = app
    }
}
