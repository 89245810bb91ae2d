/// What a campaign draws from: the bases whose families and apps runs take, and the ranges and
/// fault kinds an explore file declares (or the defaults).
public struct ExploreSpace: Sendable {
    /// How long each run lasts, in whole hours (at least 4: the last three are the settling's).
    public var durationHours = CountRange(24, 48)
    /// Workload steps (parents' changes, the children's use and redemptions) per run.
    public var steps = CountRange(6, 24)
    /// How many fault kinds each run switches on.
    public var faultKinds = CountRange(1, 3)
    /// The kinds runs may switch on, sorted.
    public var faults: [FaultChoice] = FaultChoice.allCases.sorted()
    /// Properties the campaign must reach at least once, as written (`conflict(field_merge)`).
    public var sometimes: [String] = []

    public init() {}
}
