/// An iOS release a child's device runs, and the DeviceActivity behaviour changes it is documented
/// to bring. A release without a profile behaves as the simulated platform always does; a profile
/// switches on, for every day the device runs that release, the fault mechanism that reproduces
/// the reported behaviour, so a scenario states a release instead of a fault it would have to
/// know about.
public struct IOSRelease: Hashable, Sendable {
    /// The release as Settings shows it (`26.2`).
    public let version: String
    /// What changes under this release, as reported.
    public let behaviour: String
    /// Where the change is reported: the forum thread and the feedback numbers.
    public let source: String
    /// The faults the release switches on for the whole time a device runs it.
    public let faultSpecs: [FaultSpec]

    /// Every profiled release, oldest first: the table the decoder, the reference and the
    /// blast radius read.
    public static let profiles: [IOSRelease] = [ios26_2]

    /// iOS 26.2: every event's `eventDidReachThreshold` arrives at the first pickup after the
    /// interval starts, whatever its threshold. The immediate-fire mechanism, every day, with a
    /// reach longer than any day's thresholds.
    public static let ios26_2 = IOSRelease(
        version: "26.2",
        behaviour: "`eventDidReachThreshold` of every event fires as soon as the phone is picked up, or within "
            + "minutes of the start of monitoring, despite high thresholds. Modelled as the first of the two: every "
            + "day, the first pickup after an interval starts fires every threshold of that interval up to "
            + "\(floodReachMinutes) minutes (the `immediate_fire` mechanism at 100 % a day)",
        source: "Apple Developer Forums (developer.apple.com/forums/tags/device-activity): \"Starting with iOS "
            + "26.2 RC, all my DeviceActivityMonitor.eventDidReachThreshold get activated immediately as I pick up "
            + "my iPhone\" (FB21267341); \"since the iOS 26.2 update … within a few minutes of initiating "
            + "monitoring, despite configuring a high usage limit\" (FB21560904)",
        faultSpecs: [FaultSpec(kind: .immediateFire, chancePercent: 100, minutes: floodReachMinutes)]
    )

    /// A day's minutes: the flood reaches every threshold a day can hold.
    static let floodReachMinutes = 24 * 60

    /// The profile of `version`, nil when the release has none.
    public static func profile(_ version: String) -> IOSRelease? {
        profiles.first { $0.version == version }
    }

    /// `handWritten` with this release's faults in place of any of the same kind: the release's
    /// behaviour is what the device shows, whatever chance a scenario gave the same fault.
    public func faults(over handWritten: [FaultSpec]) -> [FaultSpec] {
        let kinds = faultSpecs.map(\.kind)
        return handWritten.filter { !kinds.contains($0.kind) } + faultSpecs
    }
}
