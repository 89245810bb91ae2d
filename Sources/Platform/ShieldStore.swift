/// `ManagedSettingsStore.shield.applications`: the apps the system covers with a shield.
public protocol ShieldStore: AnyObject {
    /// The shielded applications, sorted.
    var shieldedApplications: [AppID] { get }
    /// Replaces the shielded set; the store keeps it sorted and without duplicates.
    func setShieldedApplications(_ applications: [AppID])
}
