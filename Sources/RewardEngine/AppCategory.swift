/// What an app is for in the reward economy.
public enum AppCategory: Hashable, Sendable {
    /// Use earns points; `nil` means the account's `defaultPointsPerHour` applies, so a
    /// parent's change of the default reaches every app without a rate of its own.
    case learning(pointsPerHour: Int?)
    /// Use costs points and the app is shielded unless a redemption covers it.
    case reward
}
