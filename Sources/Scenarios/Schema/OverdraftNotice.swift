import FamilyApp

/// `overdraft_notice`: what the child's device does when copies of its siblings' entries take
/// the balance below zero. The app ships `notify`; `silent` is the design without the notice,
/// kept so that a scenario can show what the intent checker catches when nobody is told.
public enum OverdraftNotice: String, Hashable, Sendable, CaseIterable {
    /// The child hears of it at once, and the parents' phones show the balance below zero as an
    /// overdraft (``OverdraftNotification``).
    case notify
    /// Nothing is said; the balance just reads below zero.
    case silent

    /// What the child devices are given.
    var announcer: OverdraftAnnouncer {
        switch self {
        case .notify: OverdraftNotification()
        case .silent: SilentOverdraft()
        }
    }
}

/// The design without the notice: the balance reads below zero and nobody is told.
struct SilentOverdraft: OverdraftAnnouncer {
    var whoIsTold: String { "nobody is told: overdraft notice silent" }

    func announceOverdraft(balance: Int, on app: ChildDeviceApp) {}
}
