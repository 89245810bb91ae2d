import Platform

/// A closed day as the parents' phones receive it: one record per child and day in the child's
/// usage zone, written once by the device that closed the day (a sibling device that closes it
/// too writes the same name, and the first upload stands).
extension DailySummary {
    /// The category of the parent's notification that a day's summary has arrived.
    public static let notificationCategory = "daily_summary"

    public static func recordID(of date: CivilDate, in zone: CloudZoneID) -> CloudRecordID {
        CloudRecordID(zone: zone, name: "summary.\(date)")
    }

    /// `dayEndedAt`: the end of the day on the closing device's clock, from which the parents'
    /// view of it is as old as it is.
    public func record(in zone: CloudZoneID, dayEndedAt: Instant, closedOn device: DeviceID) -> CloudRecord {
        CloudRecord(
            id: Self.recordID(of: date, in: zone), type: FamilyRecordType.dailySummary,
            fields: [
                "date": .int(date.daysSinceEpoch), "learningMinutes": .int(Int64(learningMinutes)),
                "rewardMinutes": .int(Int64(rewardMinutes)), "pointsEarned": .int(Int64(pointsEarned)),
                "pointsRedeemed": .int(Int64(pointsRedeemed)), "goalMet": .int(goalMet ? 1 : 0),
                "streakDays": .int(Int64(streakDays)), "weekLearningMinutes": .int(Int64(weekLearningMinutes)),
                "weeklyMilestoneReached": .int(weeklyMilestoneReached ? 1 : 0),
                "dayEndedAt": .int(dayEndedAt.millisecondsSinceEpoch), "device": .text(device.rawValue),
            ])
    }

    public init?(record: CloudRecord) {
        guard record.type == FamilyRecordType.dailySummary, let date = record["date"]?.intValue else { return nil }
        func number(_ field: String) -> Int { Int(record[field]?.intValue ?? 0) }
        self.init(
            date: CivilDate(daysSinceEpoch: date), learningMinutes: number("learningMinutes"),
            rewardMinutes: number("rewardMinutes"), pointsEarned: number("pointsEarned"),
            pointsRedeemed: number("pointsRedeemed"), goalMet: number("goalMet") == 1, streakDays: number("streakDays"),
            weekLearningMinutes: number("weekLearningMinutes"),
            weeklyMilestoneReached: number("weeklyMilestoneReached") == 1
        )
    }

    /// When the summarised day ended, as the record says; nil for a record without it.
    public static func dayEnd(of record: CloudRecord) -> Instant? {
        record["dayEndedAt"]?.intValue.map(Instant.init(millisecondsSinceEpoch:))
    }
}
