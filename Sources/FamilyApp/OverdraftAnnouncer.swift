import RewardEngine

/// How the child's device tells of copies of its siblings' entries taking the balance below
/// zero, or further below than last told. The app ships ``OverdraftNotification``.
public protocol OverdraftAnnouncer {
    /// Who hears of it, as the sync log says.
    var whoIsTold: String { get }
    /// Tells of the balance, below zero.
    func announceOverdraft(balance: Int, on app: ChildDeviceApp)
}

/// The child hears of it at once (a notification that cannot be switched off), and the
/// parents' phones show the balance below zero as an overdraft.
public struct OverdraftNotification: OverdraftAnnouncer {
    public init() {}

    public var whoIsTold: String { "the child is told" }

    public func announceOverdraft(balance: Int, on app: ChildDeviceApp) {
        app.announce(
            .overdraft, to: .child, title: "Points spent twice",
            body: "Your points were spent on two devices while they were offline: your balance is "
                + "\(Wording.count(balance, "point")). New points pay it back first.",
            occurredAt: app.clock.now.instant
        )
    }
}
