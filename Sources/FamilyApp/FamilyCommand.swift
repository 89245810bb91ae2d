import Platform
import RewardEngine

/// A change a parent makes to a child's account from the parent's phone.
public enum FamilyCommand: Hashable, Sendable {
    case adjustPoints(points: Int, by: ParentID, reason: String)
    case updateSettings(RewardSettings, by: ParentID)
    /// An app of the catalogue re-sorted, or given another rate (see `ChildRewardAccount.update(app:to:)`).
    case updateApp(AppID, AppCategory, by: ParentID)
    /// A parent's answer to a real-world reward request of the device's account.
    case decideReward(request: Int, approve: Bool, by: ParentID)
}
