/// The strategy a family chose for a child, as a setting: a plain value that a settings
/// record, a scenario and a sweep can carry.
public enum RewardStrategyKind: String, Hashable, Sendable, CaseIterable {
    /// Points buy minutes of reward apps: the app as it first shipped.
    case time
    /// Points buy minutes as with `time`, and also real-world rewards a parent approves.
    case realWorld = "real_world"
    /// Points buy minutes only on a day whose learning goal is met.
    case timeBank = "time_bank"

    public var strategy: any RewardStrategy {
        switch self {
        case .time: TimeRewards()
        case .realWorld: RealWorldRewards()
        case .timeBank: TimeBank()
        }
    }
}
