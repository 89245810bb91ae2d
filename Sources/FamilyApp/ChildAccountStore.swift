import AntiGaming
import Platform
import RewardEngine

/// The child's reward account and the app's committed progress as the app keeps them: one
/// store per child, shared by the app on each of the child's devices.
///
/// On a real device this is the app-group container plus the synced ledger. Until the sync
/// engine lands it is shared in memory, so every device of a child sees a change at once;
/// the store tells each registered app so that it re-applies its shields.
public final class ChildAccountStore {
    public private(set) var account: ChildRewardAccount
    public private(set) var work: PeriodicWorkState
    /// The family's parents, in the order given: who besides the child hears of goals and limits.
    public let parents: [ParentID]
    /// Held weakly: the apps hold the store, and a store that held them would keep both alive.
    private var observers: [WeakApp] = []

    /// `strictness` is how hard the anti-gaming validator judges this child's usage.
    public init(
        account: ChildRewardAccount, parents: [ParentID] = [], strictness: ValidationStrictness = .moderate
    ) {
        precondition(Set(parents).count == parents.count, "a parent is listed once")
        self.account = account
        self.parents = parents
        let settings = ValidatorSettings(
            minimumSessionMinutes: account.settings.minimumSessionMinutes,
            sessionGapMinutes: account.settings.sessionGapMinutes
        )
        work = PeriodicWorkState(validation: ValidationState(strictness: strictness, settings: settings))
    }

    /// One commit: runs `change` on the account and the work state together, so that a unit of
    /// work and the progress that records it are saved or lost as one; then lets every app of
    /// the child refresh what it enforces.
    @discardableResult
    public func update<Result>(
        _ change: (inout ChildRewardAccount, inout PeriodicWorkState) -> Result
    ) -> Result {
        let result = change(&account, &work)
        for observer in observers {
            observer.app?.accountDidChange()
        }
        return result
    }

    func register(_ app: ChildDeviceApp) {
        precondition(!observers.contains { $0.app === app }, "an app registers with its store once")
        observers.append(WeakApp(app: app))
    }
}

/// An app a store tells of changes, without keeping it alive.
private struct WeakApp {
    weak var app: ChildDeviceApp?
}
