import Platform
import RewardEngine

/// The child's reward account as the app keeps it: one store per child, shared by the app on
/// each of the child's devices.
///
/// On a real device this is the app-group container plus the synced ledger. Until the sync
/// engine lands it is shared in memory, so every device of a child sees a change at once;
/// the store tells each registered app so that it re-applies its shields.
public final class ChildAccountStore {
    public private(set) var account: ChildRewardAccount
    private var observers: [ChildDeviceApp] = []

    public init(account: ChildRewardAccount) {
        self.account = account
    }

    /// Runs `change` on the account, then lets every app of the child refresh what it enforces.
    @discardableResult
    public func update<Result>(_ change: (inout ChildRewardAccount) -> Result) -> Result {
        let result = change(&account)
        for observer in observers {
            observer.accountDidChange()
        }
        return result
    }

    func register(_ app: ChildDeviceApp) {
        precondition(!observers.contains { $0 === app }, "an app registers with its store once")
        observers.append(app)
    }
}
