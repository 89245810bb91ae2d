/// Which side of the reward economy a minute is on: learning minutes earn points, reward
/// minutes spend a redemption, so only learning minutes can be withheld.
public enum UsageCategory: Hashable, Sendable {
    case learning, reward
}
