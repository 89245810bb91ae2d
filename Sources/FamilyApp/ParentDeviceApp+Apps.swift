import Platform
import RewardEngine

/// A parent re-sorting an app of a child's catalogue, or changing its rate, from their phone.
extension ParentDeviceApp {
    /// The app's category as this phone's copy of the child's settings has it; nil when no
    /// parent has changed the app (it is as the family set it up) or the settings have not
    /// arrived.
    public func changedCategory(of app: AppID, for child: ChildID) -> AppCategory? {
        settingsRecord(of: child)?[SyncedAppSetting.field(of: app)]?.intValue.flatMap(SyncedAppSetting.category(from:))
    }

    /// Sets the app's field of the child's settings record to `category`, stamped like a
    /// setting, and sends a command the child's device answers once the edit reaches it.
    @discardableResult
    public func changeApp(
        _ app: AppID, of child: ChildID, to category: AppCategory
    ) -> Result<String, ChangeRefusal> {
        guard let engine else { preconditionFailure("the app runs before the parent acts in it") }
        guard build.version.changesAppsFromPhone else {
            return .failure(.unavailable("app \(build.version.rawValue) has no per-app changes: update the app"))
        }
        guard var record = settingsRecord(of: child) else { return .failure(.settingsUnknown) }
        if let lock = ruleChangeLock(for: child) { return .failure(.locked(lock)) }
        if let off = coParentChangeRefusal { return .failure(.unavailable(off)) }
        let field = SyncedAppSetting.field(of: app)
        let value = SyncedAppSetting.value(of: category)
        guard record[field]?.intValue != value else { return .failure(.nothingChanged) }
        let now = engine.serverTime
        SyncedSetting.write(value, to: field, into: &record, by: parent, at: now)
        return .success(
            sendCommand(
                "update_app", fields: [field], in: record, of: child, at: now,
                summary: "\(parent) set \(app) to \(SyncedAppSetting.describe(category)) for \(child)"))
    }
}
