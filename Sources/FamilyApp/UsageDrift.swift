import Platform

/// A day on which the account counted a different number of minutes for an app than the
/// usage log holds: something reconciliation can see but not repair, because it cannot know
/// which side is right.
public struct UsageDrift: Hashable, Sendable {
    public let date: CivilDate
    public let app: AppID
    public let loggedMinutes: Int
    /// Learning: credited plus unqualified minutes; reward: consumed plus unpaid minutes.
    public let countedMinutes: Int

    /// Positive when the account counted more than the log holds.
    public var differenceMinutes: Int { countedMinutes - loggedMinutes }
}
