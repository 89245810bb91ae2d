import AntiGaming
import Platform

/// One threshold callback as the DeviceActivity extension wrote it down, before doing anything
/// else with it.
///
/// The extension can be killed between writing the record and applying it to the account, so
/// `isApplied` is what lets reconciliation find and repair the minutes that were lost that way.
public struct UsageRecord: Hashable, Sendable {
    /// 1, 2, 3… in the order the records were written, across all of the child's devices.
    public let sequence: Int
    public let device: DeviceID
    public let app: AppID
    /// The `k` of the `minute.<app>.<k>` event that fired.
    public let thresholdMinute: Int
    /// The device's clock when the callback came: the day the minute is counted on.
    public let timestamp: LocalTimestamp
    /// The device's monotonic clock at the same moment: a manual clock change moves
    /// `timestamp` but not this.
    public let uptimeMs: Int64
    /// The identifier of the named zone the device was set to (`TimeZone.current`), nil for a
    /// bare offset: a daylight-saving change keeps it, a change of zone does not.
    public let zoneIdentifier: String?
    /// The battery as the extension read it with the callback (nil: not read).
    public let battery: BatteryReading?
    public internal(set) var isApplied: Bool
    /// What the validator decided when the record was applied; nil until then.
    public internal(set) var assessment: TickAssessment?

    public var date: CivilDate { timestamp.date }

    /// Applied and dropped by no filter (a flood's minutes are dropped as faster than time),
    /// and not a minute of the day before delivered after midnight: one numbered beyond the
    /// minutes of the day elapsed when it was logged — elapsed time, not the clock's reading,
    /// which is an hour off it on a day the zone changed its offset.
    var isUnfilteredMinuteOfItsDay: Bool {
        guard let assessment, !assessment.reasons.contains(where: \.isFilter) else { return false }
        let zone = zoneIdentifier.flatMap(NamedTimeZone.named)
        return Int64(thresholdMinute) * Instant.millisecondsPerMinute
            <= timestamp.millisecondsSinceLocalMidnight(in: zone)
    }
}
