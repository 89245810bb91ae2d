/// How late the system starts a refresh task after its earliest begin: by default as the
/// user's recent use of the app suggests, or from one distribution whatever the user does —
/// for scenarios that need exact times (`fixed 10m`).
public enum RefreshDelay: Hashable, Sendable {
    /// Drawn from the distribution of the device's `AppUsageLevel` when the request is
    /// submitted (or resumed after a block).
    case byUsage
    case explicit(DelayDistribution)

    func distribution(for level: AppUsageLevel) -> DelayDistribution {
        switch self {
        case .byUsage: level.refreshDelay
        case .explicit(let distribution): distribution
        }
    }
}
