import Platform

/// Keeps what the app shields, sorted.
final class FakeShieldStore: ShieldStore {
    private(set) var shieldedApplications: [AppID] = []

    func setShieldedApplications(_ applications: [AppID]) {
        shieldedApplications = Array(Set(applications)).sorted()
    }
}
